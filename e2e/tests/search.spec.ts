import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { Lang } from '@emall/contract';
import { logIn, pickLanguage, text } from './support';

// Real parts of the demo catalog (Stackpole RMCF0402 resistors): 11 part numbers start with RMCF0402, one of
// them (RMCF0402FT715K) out of stock, RMCF0402FT51K0 holds the least stock (3) and RMCF0402FT5K10 the most.
const LANGS: { lang: Lang; label: string }[] = [
  { lang: 'zh_CN', label: '简体中文' },
  { lang: 'en_US', label: 'English' },
];

const partLinks = (page: Page) => page.locator('.search-row__mpn');

for (const { lang, label } of LANGS) {
  test(`a buyer finds a part from the home page in ${label}: suggestion, results, stock filter, sort, details`, async ({
    page,
    context,
  }) => {
    // The spot-stock panel opens by itself on a first visit; this buyer has seen it before.
    await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
    await page.goto('/');
    await pickLanguage(page, label);

    const box = page.getByRole('combobox', { name: text('search.box.label', lang) });
    await box.fill('rmcf04');
    const suggestions = page.getByRole('listbox', { name: text('search.box.suggestions', lang) });
    await suggestions.getByRole('option', { name: /RMCF0402FT4K70/ }).click();

    await expect(page).toHaveURL(/\/search\?/);
    await expect(partLinks(page).first()).toHaveText('RMCF0402FT4K70');

    const searchBox = page.getByRole('combobox', { name: text('search.box.label', lang) });
    await searchBox.fill('RMCF0402');
    await searchBox.press('Enter');
    await expect(partLinks(page)).toHaveCount(11);
    await expect(page.getByText(text('productTable.total', lang).replace('{n}', '11'))).toBeVisible();
    await expect(partLinks(page).filter({ hasText: 'RMCF0402FT715K' })).toHaveCount(1);

    // The filter lives in the URL: the box shows its new state once the navigation has happened.
    const inStockOnly = page.getByRole('checkbox', { name: text('search.filter.hasStock', lang) });
    await inStockOnly.click();
    await expect(inStockOnly).toBeChecked();
    await expect(partLinks(page)).toHaveCount(10);
    await expect(partLinks(page).filter({ hasText: 'RMCF0402FT715K' })).toHaveCount(0);

    const sort = page.locator('button.stock-sort');
    await sort.click();
    await expect(partLinks(page).first()).toHaveText('RMCF0402FT51K0');
    await sort.click();
    await expect(partLinks(page).first()).toHaveText('RMCF0402FT5K10');
    await page.screenshot({ path: `../test-results/search-${lang}.png`, fullPage: true });

    const [details] = await Promise.all([context.waitForEvent('page'), partLinks(page).first().click()]);
    await details.waitForLoadState();
    await expect(details).toHaveURL(/\/details\//);
    await expect(details.getByRole('heading', { name: 'RMCF0402FT5K10' })).toBeVisible();
    await expect(details.getByText(text('product.detail.totalStock', lang)).first()).toBeVisible();
    await details.screenshot({ path: `../test-results/details-${lang}.png`, fullPage: true });
  });
}

// The header's box on every page: a logged-in buyer in the cart searches a value from it, by keyboard, in each
// language, on a desktop and on a 390 px phone (where it is a row of its own under the phone header).
const ALL_LANGS: Lang[] = ['zh_CN', 'zh_TW', 'en_US'];
for (const lang of ALL_LANGS) {
  for (const width of [1440, 390]) {
    test(`a buyer in the cart searches from the header in ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript({
        content: `localStorage.setItem('spotStockPanelShown', 'T'); localStorage.setItem('lang', '${lang}');`,
      });
      await page.goto('/login');
      // demo2 buys for the same tenant as demo; login-session.spec.ts changes demo's password in this server run.
      await logIn(page, 'demo2', undefined, lang);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/shopping_cart');

      const header = page.getByRole('banner');
      const box = header
        .getByRole('search', { name: text('frame.search.region', lang) })
        .getByRole('combobox', { name: text('search.box.label', lang) });
      await expect(box).toBeInViewport();
      // One box on the screen: the cart has none of its own.
      await expect(page.getByRole('combobox', { name: text('search.box.label', lang) })).toHaveCount(1);
      await expect
        .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
        .toBeLessThanOrEqual(width);
      await page.screenshot({ path: `../test-results/header-search-cart-${lang}-${width}.png` });

      await box.focus();
      await page.keyboard.type('100nF 0402');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?qryParam=100nF\+0402$/);
      const heading = page.getByRole('heading', {
        level: 1,
        name: text('search.title', lang).replace('{q}', '100nF 0402'),
      });
      // The focus follows the buyer to the results' heading, not to the top of the document.
      await expect(heading).toBeFocused();
      await expect(partLinks(page).first()).toBeVisible();
      // The box now holds the query of the results; still the only one.
      await expect(box).toHaveValue('100nF 0402');
      await expect(page.getByRole('combobox', { name: text('search.box.label', lang) })).toHaveCount(1);
      await page.screenshot({
        path: `../test-results/header-search-results-${lang}-${width}.png`,
        fullPage: true,
      });
    });
  }
}

test('results sorted by unit price at a quantity, cheapest first, from the sort bar', async ({ page }) => {
  await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  await page.goto('/search?qryParam=RMCF0402');
  await expect(partLinks(page)).toHaveCount(11);
  await page.getByText(text('catalog.sort.price'), { exact: true }).click();
  const quantity = page.getByLabel(text('catalog.quantity.label'));
  await quantity.fill('1000');
  await quantity.press('Enter');
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/qty=1000/);
  await expect(partLinks(page)).toHaveCount(11);
  // The rows of the last order stay on screen, priced at the new quantity, until the new order's answer replaces
  // them: wait for the cheapest-first state (a server that ordered wrongly never reaches it).
  const prices = async () =>
    (await page.locator('.search-row__price .money').allTextContents()).map((p) =>
      Number(p.replace(/[^\d.]/g, '')),
    );
  await expect.poll(async () => (await prices()).length).toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const numbers = await prices();
      return numbers.every((n, i) => i === 0 || (numbers[i - 1] ?? 0) <= n) ? 'cheapest first' : numbers;
    })
    .toBe('cheapest first');
});
