import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { logIn, text } from './support';

// A real part of the demo catalog with plenty of stock (search.spec.ts), and the buyer's own number for it.
const PART = 'RMCF0402FT5K10';
const CUST_PN = 'HX-R0402-5K1';
const PROOF = fileURLToPath(new URL('../fixtures/payment-proof.pdf', import.meta.url));

/** antd spaces out two-character Chinese button labels ('付 款'); the name matches either way. */
function buttonName(key: string): RegExp {
  const label = text(key);
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern =
    label.length === 2 ? `${escape(label.charAt(0))}\\s?${escape(label.charAt(1))}` : escape(label);
  return new RegExp(`^${pattern}$`);
}

/** Leaves exactly one cart line selected: select-all off (it may take two clicks), then the line's box. */
async function selectOnly(page: Page, part: string) {
  const selectAll = page.getByRole('checkbox', { name: text('productTable.selectAll') }).first();
  await expect(async () => {
    if (await selectAll.isChecked()) await selectAll.click();
    else await selectAll.click().then(() => selectAll.click());
    await expect(selectAll).not.toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('checkbox', { name: text('productTable.selectRow').replace('{name}', part) }).check();
}

const cartRow = (page: Page, part: string): Locator =>
  page.locator('tr', { has: page.getByRole('link', { name: part, exact: true }) });

test('a buyer orders a part from the search through the cart, then downloads the contract and uploads the proof', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  await page.goto('/login');
  // demo2 buys for the same tenant as demo; login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/$/);

  // Search a real part and add it to the cart.
  // The home page's own box: until the home page replaces the login page, the header's box is the one on screen.
  const box = page.getByRole('main').getByRole('combobox', { name: text('search.box.label') });
  await box.fill(PART);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  await page.getByRole('button', { name: text('cart.add.label').replace('{name}', PART) }).click();
  await expect(page).toHaveURL(/\/shopping_cart$/);

  // Set the buyer's own part number on the line, select only this line and settle.
  const row = cartRow(page, PART);
  const custPnLabel = text('cart.custPn.label').replace('{name}', PART);
  const addName = text('common.actionOn')
    .replace('{action}', text('cart.custPn.add'))
    .replace('{target}', custPnLabel);
  await row.getByRole('button', { name: addName }).click();
  await row.getByRole('textbox', { name: custPnLabel }).fill(CUST_PN);
  await row.getByRole('button', { name: buttonName('cart.custPn.save') }).click();
  await expect(row.getByText(CUST_PN)).toBeVisible();
  await selectOnly(page, PART);
  await page.getByRole('button', { name: text('cart.action.checkout') }).click();

  // Confirm: the line with its own part number, then submit.
  await expect(page).toHaveURL(/\/confirm_order$/);
  await expect(page.getByRole('heading', { name: text('checkout.title') })).toBeVisible();
  const line = page.locator('.confirm-lines tr', { hasText: PART });
  await expect(line.getByText(CUST_PN)).toBeVisible();
  await expect(page.locator('.confirm-lines tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: text('checkout.submit') }).click();
  const placed = page.getByRole('dialog').filter({ hasText: text('order.submit.success') });
  await expect(placed).toBeVisible();
  const orderNo = /EM\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(orderNo).not.toBe('');
  await placed.getByRole('button', { name: text('checkout.placed.toOrders') }).click();

  // My orders: the new order first, waiting for payment, with the line and its own part number.
  await expect(page).toHaveURL(/\/my_EMall\?activeKey=2$/);
  const card = page.getByRole('article', { name: text('orders.card.label').replace('{no}', orderNo) });
  await expect(card).toBeVisible();
  await expect(card.getByText(PART)).toBeVisible();
  await expect(card.getByText(CUST_PN)).toBeVisible();
  await expect(card.locator('.order-card__head').getByText(text('order.status.WAIT_PAY'))).toBeVisible();

  // The sale contract: a PDF saved under a timestamp name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: buttonName('orders.action.contract') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{13}\.pdf$/);
  const contract = readFileSync(await download.path());
  expect(contract.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(text('download.success'))).toBeVisible();

  // Pay: the seller's bank details, then the payment proof; the order moves to 'payment proof uploaded'.
  await card.getByRole('button', { name: buttonName('orders.action.pay') }).click();
  const payModal = page.getByRole('dialog').filter({ hasText: text('orders.pay.title') });
  await expect(payModal.getByText(text('orders.pay.account'))).toBeVisible();
  await expect(payModal.getByText(orderNo).first()).toBeVisible();
  await payModal.locator('input[type=file]').setInputFiles(PROOF);
  await expect(
    page.getByText(text('orders.pay.uploaded').replace('{file}', 'payment-proof.pdf')),
  ).toBeVisible();
  // The toast names the file the buyer chose; the shop keeps and lists it under its own name.
  await expect(payModal.getByText(`payment-proof-${orderNo}.pdf`)).toBeVisible();
  await payModal
    .locator('.ant-modal-footer')
    .getByRole('button', { name: buttonName('orders.pay.close') })
    .click();
  await expect(
    card.locator('.order-card__head').getByText(text('order.status.PROOF_UPLOADED')),
  ).toBeVisible();
});
