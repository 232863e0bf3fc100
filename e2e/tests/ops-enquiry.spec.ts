import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { logIn, logInOps, text } from './support';

const CREATE = '/api/emall/ess/oms/enquiry/createEnquiry';
const QUOTE = '/api/emall/ops/enquiry/quoteEnquiry';
const CREATE_ORDER = '/api/emall/ess/oms/orderList/createOrderList';
// A real part of the demo catalog (parts-sample.json), its catalog price at 100 pieces far from the quote.
const PART = 'TL072IDR';
const QUANTITY = 100;
const QUOTED_PRICE = '0.5678';
const QUOTED_AMOUNT = '56.78';

/** The shop's day (UTC+8) a week from now: the quote's last valid day. */
function shopDayInAWeek(): string {
  return new Date(Date.now() + 8 * 3600_000 + 7 * 24 * 3600_000).toISOString().slice(0, 10);
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

test('a buyer enquires, the operator quotes it in the console, and the buyer orders at the quoted price', async ({
  page,
  browser,
}) => {
  // Two sessions, an enquiry, a quote, the cart and an order: many round trips on a busy shared machine.
  test.setTimeout(180_000);

  // The buyer (demo2: login-session.spec.ts changes demo's password in this server run) asks for one part.
  await page.goto('/enquiry');
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/enquiry$/);
  await page.getByRole('button', { name: text('enquiry.table.paste') }).click();
  const paste = page.getByRole('dialog', { name: text('enquiry.paste.title') });
  await paste.getByLabel(text('enquiry.paste.title')).fill(`${PART}\t${QUANTITY}`);
  await paste.getByRole('button', { name: text('enquiry.paste.ok') }).click();
  await expect(paste).toBeHidden();
  const created = page.waitForResponse(`**${CREATE}`);
  await page.getByRole('button', { name: text('enquiry.form.submit') }).click();
  const { data: enquiry } = (await (await created).json()) as {
    data: { enquiryId: string; enquiryNo: string };
  };

  // The operator, in a browser of their own, finds it by its reference and quotes the line.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await logInOps(ops);
  await ops.goto('/ops/enquiries');
  await ops.getByPlaceholder(text('ops.enquiries.noFilter')).fill(enquiry.enquiryNo);
  await ops.getByPlaceholder(text('ops.enquiries.noFilter')).press('Enter');
  const row = ops.locator('.ant-table-row', { hasText: enquiry.enquiryNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(text('enquiry.status.SUBMITTED'));
  await row.getByRole('button', { name: enquiry.enquiryNo }).click();
  const drawer = ops.locator('.ops-enq__drawer');
  await expect(drawer).toContainText(text('ops.enquiries.detailTitle').replace('{no}', enquiry.enquiryNo));
  await drawer.getByLabel(`${text('ops.enquiries.unitPrice')} ${PART}`).fill(QUOTED_PRICE);
  await drawer.getByLabel(`${text('ops.enquiries.sellerRemarks')} ${PART}`).fill('整盘价格');
  const picker = drawer.locator('.ops-enq__actions .ant-picker input');
  await picker.click();
  await picker.fill(shopDayInAWeek());
  await picker.press('Enter');
  const quoted = ops.waitForResponse(`**${QUOTE}`);
  await drawer.getByRole('button', { name: text('ops.enquiries.sendQuote') }).click();
  expect((await quoted).status()).toBe(200);
  await expect(ops.getByText(text('ops.enquiries.quoteSent'))).toBeVisible();
  await expect(drawer.locator('.ant-tag')).toHaveText(text('enquiry.status.QUOTED'));
  await opsContext.close();

  // The buyer sees it quoted, puts the quoted line in the cart and orders it at the quote.
  await page.goto(`/enquiry?tab=mine&enquiryId=${enquiry.enquiryId}`);
  const detail = page.locator('.enquiry-detail');
  await expect(detail).toContainText(text('enquiry.status.QUOTED'));
  await expect(detail).toContainText('0.567800');
  await expect(detail).toContainText('整盘价格');
  await detail.getByRole('button', { name: text('enquiry.detail.addAllToCart') }).click();
  await expect(page).toHaveURL(/\/shopping_cart$/);
  await selectOnly(page, PART);
  await page.getByRole('button', { name: text('cart.action.checkout') }).click();
  await expect(page).toHaveURL(/\/confirm_order$/);
  const line = page.locator('.confirm-lines tr', { hasText: PART });
  await expect(line).toContainText(QUOTED_AMOUNT);

  const ordered = page.waitForRequest(`**${CREATE_ORDER}`);
  await page.getByRole('button', { name: text('checkout.submit') }).click();
  const sent = (await ordered).postDataJSON() as { details?: unknown };
  expect(JSON.stringify(sent)).toContain(QUOTED_PRICE);
  const placed = page.getByRole('dialog').filter({ hasText: text('order.submit.success') });
  await expect(placed).toBeVisible();
  const orderNo = /EM\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(orderNo).not.toBe('');
  await placed.getByRole('button', { name: text('checkout.placed.toOrders') }).click();
  const card = page.getByRole('article', { name: text('orders.card.label').replace('{no}', orderNo) });
  await expect(card).toContainText(PART);
  await expect(card).toContainText(QUOTED_AMOUNT);

  // The enquiry is now ordered.
  await page.goto(`/enquiry?tab=mine&enquiryId=${enquiry.enquiryId}`);
  await expect(page.locator('.enquiry-detail')).toContainText(text('enquiry.status.ORDERED'));
});
