import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { Lang } from '@emall/contract';
import { logIn, pickLanguage, text } from './support';

// YAGEO's 100 nF 0402 capacitor of the demo catalog: sold in ones, in stock, its ladder ¥0.006418 a piece from
// 1,000 to 2,999 (tax included; ¥0.005680 before tax), and a sample part.
const PART = 'CC0402KRX7R7BB104';
const PRICE_AT_2500 = '¥0.006418';
const EXTENDED_AT_2500 = '¥16.045000';

/** The text of a key with its placeholders filled. */
function filled(key: string, lang: Lang, values: Record<string, string>): string {
  return Object.entries(values).reduce((t, [name, value]) => t.replace(`{${name}}`, value), text(key, lang));
}

/** From the search of '100nF 0402' to its category page, then the part's own page (lists open it in a new tab). */
async function openPartFromCategory(page: Page, lang: Lang): Promise<Page> {
  await page.goto(`/search?${new URLSearchParams({ qryParam: '100nF 0402' }).toString()}`);
  const categories = page.getByRole('navigation', { name: text('catalog.reading.categories', lang) });
  await categories.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/catalog\/\d+\?/);
  const link = page.getByRole('link', { name: PART, exact: true }).first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no link to ${PART}`);
  // The list opens the part in a new window; the same address in this one is the same page.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: PART })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Reads the part's values and its quantity rules, sets 2,500 pieces, adds them to the cart. */
async function buyFromThePage(page: Page, lang: Lang) {
  // Its values, in the buyer's language, each a link to the category narrowed to it.
  const electrical = page.getByRole('region', { name: text('product.params.group.electrical', lang) });
  const capacitance = electrical.getByRole('link', { name: '100nF' });
  await expect(capacitance).toHaveAttribute('href', /\/catalog\/\d+\?f\.capacitance=/);
  await expect(page.getByRole('region', { name: text('product.params.group.physical', lang) })).toContainText(
    '0402',
  );
  // The supplier's grading of its stock ('Library type: Extended') is not shown.
  await expect(page.locator('article')).not.toContainText(text('product.spec.libraryType', lang));

  const box = page.getByRole('region', { name: text('product.buy.label', lang) });
  const quantity = box.getByRole('textbox', { name: `${text('product.buy.quantity', lang)} ${PART}` });
  // Sold in ones: any quantity from one piece is taken as typed.
  await expect(box).toContainText(filled('product.buy.rulesMinimum', lang, { min: '1' }));
  await quantity.fill('2500');
  await quantity.press('Enter');
  await expect(box.locator('.buy-box__adjusted')).toHaveText('');
  await expect(box.locator('.buy-box__unit')).toHaveText(PRICE_AT_2500);
  await expect(box.locator('.buy-box__amounts')).toContainText(EXTENDED_AT_2500);
  await expect(box.locator('.product-prices tr[aria-current="true"]')).toContainText('1,000 - 2,999');

  const added = page.waitForRequest((request) => request.url().endsWith('/shopCart/addShopCart'));
  await box.getByRole('button', { name: filled('cart.add.label', lang, { name: PART }) }).click();
  expect((await added).postDataJSON()).toMatchObject({ quantity: 2500 });
  await expect(page).toHaveURL(/\/shopping_cart$/);
  await expect(page.locator('main').getByRole('link', { name: PART }).first()).toBeVisible();
  // The keyboard stays in the page: the focus is not dropped on the body as the cart opens.
  await expect
    .poll(() => page.evaluate<string | undefined>('document.activeElement?.tagName'))
    .not.toBe('BODY');
  await searchFromTheHeader(page, lang);
}

/** From the cart, the next search starts in the header's box, as on every page. */
async function searchFromTheHeader(page: Page, lang: Lang) {
  const box = page
    .getByRole('banner')
    .getByRole('search', { name: text('frame.search.region', lang) })
    .getByRole('combobox', { name: text('search.box.label', lang) });
  await box.fill('STM32');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?qryParam=STM32$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('search.title', lang).replace('{q}', 'STM32') }),
  ).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: /STM32/ }).first()).toBeVisible();
}

test('a buyer opens a part from its category, reads its values, adds 2,500 pieces to the cart and searches again from the header, in three languages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  await page.goto('/login');
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/$/);

  for (const [lang, label] of [
    ['zh_CN', '简体中文'],
    ['zh_TW', '繁體中文'],
    ['en_US', 'English'],
  ] as const satisfies readonly (readonly [Lang, string])[]) {
    if (lang !== 'zh_CN') await pickLanguage(page, label);
    await openPartFromCategory(page, lang);
    // The path names the categories in the buyer's language; the English of the catalog data stays out.
    const path = page.getByRole('navigation', { name: text('catalog.page.path', lang) });
    await expect(path).toContainText(text('catalog.link.all', lang));
    if (lang !== 'en_US') await expect(path).not.toContainText('Capacitors');
    await page.screenshot({ path: `../test-results/product-page-${lang}.png`, fullPage: true });
    await buyFromThePage(page, lang);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the part page is one column without sideways scrolling, and buys as on a desktop', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
    await page.goto('/login');
    await logIn(page, 'demo2');
    await expect(page).toHaveURL(/\/$/);
    await openPartFromCategory(page, 'zh_CN');
    await expect
      .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
      .toBeLessThanOrEqual(390);
    // One column: the buy box comes under the summary, not beside it.
    const summary = await page.locator('.product-summary').boundingBox();
    const buyBox = await page.getByRole('region', { name: text('product.buy.label') }).boundingBox();
    expect(buyBox && summary && buyBox.y >= summary.y + summary.height).toBe(true);
    await page.screenshot({ path: '../test-results/product-page-phone.png', fullPage: true });
    await buyFromThePage(page, 'zh_CN');
  });
});
