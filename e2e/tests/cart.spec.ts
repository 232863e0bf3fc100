import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { logIn, text } from './support';

// A real part of the demo catalog: Stackpole's RMCF0402FT4K70 resistor, in stock (17,204), sold by the piece,
// ¥0.019255 a piece (tax included) from 1,000 pieces. demo2 starts with an empty cart.
const PART = 'RMCF0402FT4K70';

test('a buyer adds a searched part to the cart, names it, selects it, sees the total and exports the cart', async ({
  page,
}) => {
  await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  await page.goto('/login');
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/$/);

  // The home page's own box: until the home page replaces the login page, the header's box is the one on screen.
  const box = page.getByRole('main').getByRole('combobox', { name: text('search.box.label') });
  await box.fill(PART);
  await box.press('Enter');
  await expect(page.locator('.search-row__mpn').first()).toHaveText(PART);

  const quantity = page.getByRole('textbox', { name: `${text('search.column.quantity')} ${PART}` });
  await quantity.fill('1000');
  await quantity.press('Enter');
  await page.getByRole('button', { name: text('cart.add.label').replace('{name}', PART) }).click();
  await expect(page.getByText(text('cart.add.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/shopping_cart$/);

  const row = page.locator('tr', { has: page.getByRole('link', { name: PART }) });
  await expect(row.locator('.cart-row__price')).toContainText('¥0.019255');
  await expect(row.locator('.cart-row__amount')).toHaveText('¥19.255000');
  // The side bar's cart badge counts the new line.
  await expect(page.locator('.side-bar .ant-badge-count')).toHaveText('1');

  await row.getByText(text('cart.custPn.add')).click();
  await row
    .getByRole('textbox', { name: text('cart.custPn.label').replace('{name}', PART) })
    .fill('E2E-PN-01');
  // antd spaces out two-character Chinese button labels ('确 认').
  await row.getByRole('button', { name: /确\s*认/ }).click();
  await expect(row.getByText('E2E-PN-01')).toBeVisible();

  const rowBox = row.getByRole('checkbox');
  const total = page.locator('.product-table__total-amount');
  await rowBox.click();
  await expect(total).toHaveText('¥0.00');
  await rowBox.click();
  // 19.255 rounds half up to 19.26.
  await expect(total).toHaveText('¥19.26');
  await page.screenshot({ path: '../test-results/cart-zh_CN.png', fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{13}\.xlsx$/);
  const file = await readFile(await download.path());
  // An .xlsx is a zip archive.
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText(text('download.success'))).toBeVisible();

  // The selection lives on the server: a reload shows the same line selected, with its custom part number.
  await page.reload();
  await expect(row.getByText('E2E-PN-01')).toBeVisible();
  await expect(total).toHaveText('¥19.26');
});
