import { expect, test, type Page } from '@playwright/test';
import type { Lang } from '@emall/contract';
import { pickLanguage, text } from './support';

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
