import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { button, fillShipDialog, logIn, logInOps, text } from './support';

// A real part of the demo catalog with plenty of stock (order.spec.ts), and the proof the buyer uploads.
const PART = 'RMCF0402FT5K10';
const PROOF = fileURLToPath(new URL('../fixtures/payment-proof.pdf', import.meta.url));
const TRACKING_NO = 'SF-OPS-20261123';

/** The dot on the shop header's Messages link: shown while something is unread. */
const unreadDot = (page: Page) => page.locator('.app-header a[href="/message"] .ant-badge-dot');

/** The buyer's part of order.spec.ts, shortened: search, cart, confirm, submit; answers the order number. */
async function placeOrder(shop: Page): Promise<string> {
  // The home page's own box: until the home page replaces the login page, the header's box is the one on screen.
  const box = shop.getByRole('main').getByRole('combobox', { name: text('search.box.label') });
  await box.fill(PART);
  await box.press('Enter');
  await expect(shop).toHaveURL(/\/search\?/);
  await shop.getByRole('button', { name: text('cart.add.label').replace('{name}', PART) }).click();
  await expect(shop).toHaveURL(/\/shopping_cart$/);
  // Only this line: select-all off (it may take two clicks), then the line's box.
  const selectAll = shop.getByRole('checkbox', { name: text('productTable.selectAll') }).first();
  await expect(async () => {
    if (await selectAll.isChecked()) await selectAll.click();
    else await selectAll.click().then(() => selectAll.click());
    await expect(selectAll).not.toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await shop.getByRole('checkbox', { name: text('productTable.selectRow').replace('{name}', PART) }).check();
  await shop.getByRole('button', { name: text('cart.action.checkout') }).click();
  await expect(shop).toHaveURL(/\/confirm_order$/);
  await shop.getByRole('button', { name: text('checkout.submit') }).click();
  const placed = shop.getByRole('dialog').filter({ hasText: text('order.submit.success') });
  await expect(placed).toBeVisible();
  const orderNo = /EM\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(orderNo).not.toBe('');
  await placed.getByRole('button', { name: text('checkout.placed.toOrders') }).click();
  await expect(shop).toHaveURL(/\/my_EMall\?activeKey=2$/);
  return orderNo;
}

/** The pay modal of the order's card: upload the proof; the order waits for the seller. */
async function uploadProof(shop: Page, orderNo: string) {
  const card = shop.getByRole('article', { name: text('orders.card.label').replace('{no}', orderNo) });
  await button(card, 'orders.action.pay').click();
  const payModal = shop.getByRole('dialog').filter({ hasText: text('orders.pay.title') });
  await payModal.locator('input[type=file]').setInputFiles(PROOF);
  await expect(payModal.getByText(`payment-proof-${orderNo}.pdf`)).toBeVisible();
  await button(payModal.locator('.ant-modal-footer'), 'orders.pay.close').click();
  await expect(
    card.locator('.order-card__head').getByText(text('order.status.PROOF_UPLOADED')),
  ).toBeVisible();
}

test('a buyer pays an order; an operator sees the proof, confirms and ships it; the buyer is told live and sees the parcel', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // The buyer: demo2, demo's colleague (login-session.spec.ts changes demo's password in a full run).
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  await shop.goto('/login');
  await logIn(shop, 'demo2');
  await expect(shop).toHaveURL(/\/$/);
  const orderNo = await placeOrder(shop);
  await uploadProof(shop, orderNo);
  // Nothing unread, so the dot tells when the seller's message arrives.
  await shop.goto('/message');
  await shop.getByRole('button', { name: text('messageCentre.markAllRead') }).click();
  await expect(unreadDot(shop)).toHaveCount(0);

  // The operator, in a second browser context: the order waits in "proofs awaiting confirmation".
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await logInOps(ops);
  await ops.goto('/ops/orders');
  await ops.getByLabel(text('ops.orders.filter.orderNo')).fill(orderNo);
  await ops.getByText(text('ops.orders.filter.awaitingPayment')).click();
  await button(ops.locator('.ops-filters'), 'ops.common.search').click();
  const row = ops.locator('tr', { hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(text('order.status.PROOF_UPLOADED'));
  await row.getByRole('link', { name: orderNo }).click();
  await expect(ops).toHaveURL(/\/ops\/orders\/\d+$/);
  const orderId = /(\d+)$/.exec(ops.url())?.[1] ?? '';
  await expect(
    ops.getByRole('heading', { name: text('ops.orders.detailTitle').replace('{orderNo}', orderNo) }),
  ).toBeVisible();

  // The uploaded proof is read through the console's own call (a PDF opens in a tab of its own).
  await button(ops, 'ops.orders.proof.view').click();
  const preview = ops.getByRole('dialog', { name: `payment-proof-${orderNo}.pdf` });
  const openPdf = preview.getByRole('link', { name: text('ops.orders.proof.openPdf') });
  await expect(openPdf).toHaveAttribute('href', /^blob:/);
  await button(preview.locator('.ant-modal-footer'), 'ops.orders.close').click();
  await expect(preview).toBeHidden();

  // Confirm the payment: the buyer's header dot rises without a reload.
  await button(ops, 'ops.orders.step.confirm').click();
  await button(ops.locator('.ant-modal-confirm'), 'ops.orders.step.confirm').click();
  const head = ops.locator('.ant-descriptions');
  await expect(head).toContainText(text('order.status.PAID'));
  await expect(unreadDot(shop)).toBeVisible();

  // Ship everything in one parcel with a carrier and a tracking number.
  const dialog = await fillShipDialog(ops, TRACKING_NO);
  await expect(dialog.getByRole('spinbutton', { name: new RegExp(PART) })).toHaveValue(/^\d+$/);
  await button(dialog, 'ops.orders.step.ship').click();
  await expect(dialog).toBeHidden();
  await expect(head).toContainText(text('order.status.SHIPPED'));
  await expect(ops.getByRole('region', { name: TRACKING_NO })).toBeVisible();
  await expect(
    ops.locator('.ops-orders__section', { hasText: text('ops.orders.section.history') }),
  ).toBeVisible();
  await opsContext.close();

  // The buyer's order page shows the parcel with its carrier and tracking number.
  await shop.goto(`/orderline/${orderId}`);
  await expect(
    shop.getByRole('article', { name: `${text('order.carrier.SF')} ${TRACKING_NO}` }),
  ).toBeVisible();
  await shopContext.close();
});
