import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { Lang } from '@emall/contract';
import { logIn, pickLanguage, text } from './support';

// The demo catalog holds five 100 nF capacitors in 0402, all in the MLCC category; at 1,000 pieces YAGEO's
// CC0402KRX7R7BB104 is the cheapest of them (¥0.006418 a piece, tax included). The buyer is 'demo': demo2's
// cart belongs to the cart and order tests, which count its lines.
const CHEAPEST = 'CC0402KRX7R7BB104';
const CHEAPEST_AT_1000 = '¥0.006418';

const partLinks = (page: Page) => page.locator('.search-row__mpn');
const facetValue = (page: Page, code: string, label: string) =>
  page.locator(`.facet[data-facet="${code}"]`).getByRole('checkbox', { name: new RegExp(`^${label} `) });

test('a buyer finds 100 nF 0402 capacitors by value, narrows them in their category, sorts by price at 1,000 and buys one', async ({
  page,
}) => {
  // A longer journey than most (search, category, filters, sort, cart, a bookmarked address, two more
  // languages): on a loaded machine a cold page load alone takes 10 s.
  test.setTimeout(120_000);
  await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  await page.goto('/login');
  await logIn(page, 'demo');
  await expect(page).toHaveURL(/\/$/);

  // A value query: the search says how it read it and which categories the matches are in.
  // The home page's own box: until the home page replaces the login page, the header's box is the one on screen.
  const box = page.getByRole('main').getByRole('combobox', { name: text('search.box.label') });
  await box.fill('100nF 0402');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByText(`${text('search.reading.unit.F')} 100nF`)).toBeVisible();
  await expect(page.getByText(`${text('search.reading.kind.package')} 0402`)).toBeVisible();
  const categories = page.getByRole('navigation', { name: text('catalog.reading.categories') });
  await categories.getByRole('link').first().click();
  // The category page opens narrowed as the query was: its value and package are ticked in the filter table.
  await expect(page).toHaveURL(/\/catalog\/\d+\?/);
  await expect(page).toHaveURL(/f\.capacitance=.*f\.package=0402/);
  await expect(page.locator('h1.category-heading__title')).toBeVisible();
  await expect(page.getByRole('heading', { name: text('catalog.filters.title') })).toBeVisible();
  await expect(facetValue(page, 'capacitance', '100nF')).toBeChecked();
  await expect(facetValue(page, 'package', '0402')).toBeChecked();
  await expect(partLinks(page)).toHaveCount(5);
  // Filters by hand: each lands in the address and the list follows. The boxes show what the address holds,
  // so they are clicked and then checked once the address has changed (check() wants it at once).
  await facetValue(page, 'package', '0402').click();
  await expect(page).not.toHaveURL(/f\.package=/);
  await expect(facetValue(page, 'package', '0402')).not.toBeChecked();
  await expect(page.locator('.applied-filters__tag')).toHaveCount(1);
  await facetValue(page, 'package', '0402').click();
  await expect(page).toHaveURL(/f\.package=0402/);
  await expect(facetValue(page, 'package', '0402')).toBeChecked();
  await expect(partLinks(page)).toHaveCount(5);
  await expect(page.locator('.applied-filters__tag')).toHaveCount(2);
  // Unit price at 1,000 pieces, cheapest first: the rows are priced at that quantity.
  await page.locator('.catalog-toolbar').getByText(text('catalog.sort.price'), { exact: true }).click();
  await expect(page).toHaveURL(/sort=price&order=asc/);
  const quantity = page.getByLabel(text('catalog.quantity.label'));
  await quantity.fill('1000');
  await quantity.press('Enter');
  await expect(page).toHaveURL(/qty=1000/);
  await expect(partLinks(page).first()).toHaveText(CHEAPEST);
  const row = page.locator('tr', { has: page.getByRole('link', { name: CHEAPEST }) });
  await expect(row.locator('.search-row__price .money')).toHaveText(CHEAPEST_AT_1000);
  await expect(
    row.getByRole('textbox', { name: `${text('search.column.quantity')} ${CHEAPEST}` }),
  ).toHaveValue('1000');
  await page.screenshot({ path: '../test-results/catalog-zh_CN.png', fullPage: true });

  const filteredUrl = page.url();

  await row.getByRole('button', { name: text('cart.add.label').replace('{name}', CHEAPEST) }).click();
  await expect(page.getByText(text('cart.add.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/shopping_cart$/);
  const cartRow = page.locator('tr', { has: page.getByRole('link', { name: CHEAPEST }) });
  await expect(cartRow.locator('.cart-row__price')).toContainText(CHEAPEST_AT_1000);

  // The filtered, sorted page is an address: opened afresh (a bookmark, a link from a colleague) it shows the
  // same choices and the same list.
  await page.goto(filteredUrl);
  // A cold page load: the bundle, the texts and the session come before the category (20 s on a loaded machine).
  await expect(page.locator('.facet')).not.toHaveCount(0, { timeout: 30_000 });
  await expect(facetValue(page, 'capacitance', '100nF')).toBeChecked();
  await expect(partLinks(page).first()).toHaveText(CHEAPEST);

  // The category page speaks the other two languages as well.
  for (const [lang, label] of [
    ['zh_TW', '繁體中文'],
    ['en_US', 'English'],
  ] as const satisfies readonly (readonly [Lang, string])[]) {
    await pickLanguage(page, label);
    await expect(page.getByRole('heading', { name: text('catalog.filters.title', lang) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('catalog.page.path', lang) })).toContainText(
      text('catalog.link.all', lang),
    );
    await expect(page.locator('.catalog-toolbar')).toContainText(text('catalog.sort.label', lang));
    await page.screenshot({ path: `../test-results/catalog-${lang}.png`, fullPage: true });
  }
});
