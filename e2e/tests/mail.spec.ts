import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, mailPort, test } from './test';
import type { Lang } from '@emall/contract';
import { button, fillShipDialog, logIn, logInOps, pickLanguage, text } from './support';

/**
 * E-mail (docs/mail.md) through a real SMTP server: the worker's shop server sends to a loopback port
 * (playwright.config.ts), where this spec listens while it runs. A buyer orders and pays, an operator confirms and
 * ships; the buyer's mails arrive in the buyer's language and the operators' new-order mail in theirs; the buyer
 * turns shipment mails off and the next parcel writes none. Every wait is on a mail arriving or a screen's state.
 */

const PART = 'RMCF0402FT5K10';
const PROOF = fileURLToPath(new URL('../fixtures/payment-proof.pdf', import.meta.url));
const BUYER = 'li.na@huaxin.example';
const EN: Lang = 'en_US';

/** The mails that reached the loopback SMTP server. */
interface Inbox {
  mails: ParsedMail[];
  close(): Promise<void>;
}

async function openInbox(port: number): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: unknown) => {
          callback(error as Error);
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The subjects of the mails that reached `address` and name `orderNo`. */
function subjectsTo(inbox: Inbox, address: string, orderNo: string): string[] {
  return inbox.mails
    .filter((m) => JSON.stringify(m.to).includes(address) && (m.subject ?? '').includes(orderNo))
    .map((m) => m.subject ?? '');
}

/** ops-orders.spec.ts's buyer steps, in English: search, cart, confirm, submit, pay; answers the order number. */
async function placeAndPay(shop: Page): Promise<string> {
  const box = shop.getByRole('main').getByRole('combobox', { name: text('search.box.label', EN) });
  await box.fill(PART);
  await box.press('Enter');
  await expect(shop).toHaveURL(/\/search\?/);
  // Ten pieces, so that the operator can ship them in two parcels.
  const quantity = shop.getByRole('textbox', { name: `${text('search.column.quantity', EN)} ${PART}` });
  await quantity.fill('10');
  await quantity.press('Enter');
  await shop.getByRole('button', { name: text('cart.add.label', EN).replace('{name}', PART) }).click();
  await expect(shop).toHaveURL(/\/shopping_cart$/);
  const selectAll = shop.getByRole('checkbox', { name: text('productTable.selectAll', EN) }).first();
  await expect(async () => {
    if (await selectAll.isChecked()) await selectAll.click();
    else await selectAll.click().then(() => selectAll.click());
    await expect(selectAll).not.toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await shop
    .getByRole('checkbox', { name: text('productTable.selectRow', EN).replace('{name}', PART) })
    .check();
  await shop.getByRole('button', { name: text('cart.action.checkout', EN) }).click();
  await expect(shop).toHaveURL(/\/confirm_order$/);
  await shop.getByRole('button', { name: text('checkout.submit', EN) }).click();
  const placed = shop.getByRole('dialog').filter({ hasText: text('order.submit.success', EN) });
  await expect(placed).toBeVisible();
  const orderNo = /EM\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(orderNo).not.toBe('');
  await placed.getByRole('button', { name: text('checkout.placed.toOrders', EN) }).click();
  await expect(shop).toHaveURL(/\/my_EMall\?activeKey=2$/);

  const card = shop.getByRole('article', { name: text('orders.card.label', EN).replace('{no}', orderNo) });
  await button(card, 'orders.action.pay', EN).click();
  const payModal = shop.getByRole('dialog').filter({ hasText: text('orders.pay.title', EN) });
  await payModal.locator('input[type=file]').setInputFiles(PROOF);
  await expect(payModal.getByText(`payment-proof-${orderNo}.pdf`)).toBeVisible();
  await button(payModal.locator('.ant-modal-footer'), 'orders.pay.close', EN).click();
  return orderNo;
}

/** The operator ships `pieces` of the order's line in one SF Express parcel with tracking number `trackingNo`. */
async function ship(ops: Page, trackingNo: string, pieces: (ordered: number) => number) {
  const dialog = await fillShipDialog(ops, trackingNo);
  const qty = dialog.getByRole('spinbutton', { name: new RegExp(PART) });
  await expect(qty).toHaveValue(/^\d+$/);
  await qty.fill(String(pieces(Number(await qty.inputValue()))));
  await button(dialog, 'ops.orders.step.ship').click();
  await expect(dialog).toBeHidden();
  await expect(ops.getByRole('region', { name: trackingNo })).toBeVisible();
}

test('mails of an order reach a real SMTP server in each reader’s language, and a topic turned off stops them', async ({
  browser,
}, testInfo) => {
  // A ceiling: 30–40 s on a quiet machine, 140 s on a loaded one three times slower.
  test.setTimeout(300_000);
  const inbox = await openInbox(mailPort(testInfo));
  const shopContext = await browser.newContext();
  const opsContext = await browser.newContext();
  try {
    // The buyer, demo2, reads the shop in English: the shop stores the choice, and writes their mails in it.
    const shop = await shopContext.newPage();
    await shop.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
    await shop.goto('/login');
    await logIn(shop, 'demo2');
    await expect(shop).toHaveURL(/\/$/);
    await pickLanguage(shop, 'English');
    await expect(
      shop.getByRole('main').getByRole('combobox', { name: text('search.box.label', EN) }),
    ).toBeVisible();
    const orderNo = await placeAndPay(shop);

    // The buyer's mails in English; the operators' new-order mail in theirs (MAIL_OPS_LANG: simplified Chinese).
    const shopName = text('ops.shopName', EN);
    await expect
      .poll(() => subjectsTo(inbox, BUYER, orderNo), { timeout: 30_000 })
      .toEqual([
        `Order ${orderNo} placed - ${shopName}`,
        `Payment proof for order ${orderNo} received - ${shopName}`,
      ]);
    await expect
      .poll(() => subjectsTo(inbox, 'ops@shop.example', orderNo), { timeout: 30_000 })
      .toContain(
        `${text('mail.ops.newOrder.title').replace('{orderNo}', orderNo)} - ${text('ops.shopName')}`,
      );
    const placed = inbox.mails.find((m) => m.subject?.startsWith(`Order ${orderNo} placed`));
    expect(placed?.text).toMatch(/\/orderline\/\d+/);
    expect(placed?.html).toContain('<a href="http');

    // The operator confirms the payment and ships part of the order.
    const ops = await opsContext.newPage();
    await logInOps(ops);
    await ops.goto('/ops/orders');
    await ops.getByLabel(text('ops.orders.filter.orderNo')).fill(orderNo);
    await button(ops.locator('.ops-filters'), 'ops.common.search').click();
    await ops.locator('tr', { hasText: orderNo }).getByRole('link', { name: orderNo }).click();
    await expect(ops).toHaveURL(/\/ops\/orders\/\d+$/);
    await button(ops, 'ops.orders.step.confirm').click();
    await button(ops.locator('.ant-modal-confirm'), 'ops.orders.step.confirm').click();
    await expect(ops.locator('.ant-descriptions')).toContainText(text('order.status.PAID'));
    await ship(ops, 'SF-MAIL-1', (ordered) => Math.max(1, Math.floor(ordered / 2)));

    await expect.poll(() => subjectsTo(inbox, BUYER, orderNo).length, { timeout: 30_000 }).toBe(4);
    expect(subjectsTo(inbox, BUYER, orderNo).slice(2)).toEqual([
      `Payment for order ${orderNo} confirmed - ${shopName}`,
      `Order ${orderNo} shipped - ${shopName}`,
    ]);
    const parcel = inbox.mails.find((m) => m.subject === `Order ${orderNo} shipped - ${shopName}`);
    expect(parcel?.text).toContain(`sent by ${text('order.carrier.SF', EN)}, tracking number SF-MAIL-1`);
    expect(parcel?.text).toContain(PART);

    // The buyer turns shipment mails off; the next parcel writes no mail to them.
    await shop.goto('/my_EMall?activeKey=8');
    const goods = shop.getByLabel(text('mail.topic.goods', EN));
    await expect(goods).toHaveAttribute('aria-checked', 'true');
    await goods.click();
    await expect(shop.getByText(text('mail.prefs.saved', EN))).toBeVisible();
    await ship(ops, 'SF-MAIL-2', (rest) => rest);
    await expect(ops.locator('.ant-descriptions')).toContainText(text('order.status.SHIPPED'));

    // The console's outbox holds every mail the shop wrote (each in the event's own transaction): the first
    // parcel's is the only shipment mail of this order, sent like the others.
    await ops.goto('/ops/mail');
    const shipped = ops.getByRole('button', { name: `Order ${orderNo} shipped - ${shopName}` });
    await expect(shipped).toHaveCount(1);
    const sentRow = ops.locator('tr', { has: shipped });
    await expect(sentRow).toContainText(text('mail.state.sent'));
    expect(subjectsTo(inbox, BUYER, orderNo)).toHaveLength(4);

    // Put demo2 back as the other journeys expect: shipment mails on, simplified Chinese.
    await shop.goto('/my_EMall?activeKey=8');
    await shop.getByLabel(text('mail.topic.goods', EN)).click();
    await expect(shop.getByLabel(text('mail.topic.goods', EN))).toHaveAttribute('aria-checked', 'true');
    await pickLanguage(shop, '简体中文');
    await expect(shop.getByLabel(text('mail.topic.goods'))).toBeVisible();
  } finally {
    await shopContext.close();
    await opsContext.close();
    await inbox.close();
  }
});

test("a company's administrator sets the shared purchasing address in the member centre", async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'other');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my_EMall?activeKey=8');
  const field = page.getByLabel(text('mail.tenantCopy.label'));
  await field.fill('not an address');
  await button(page, 'mail.tenantCopy.save').click();
  await expect(page.getByText(text('rules.feedback.emailInvalid'))).toBeVisible();
  await field.fill('purchasing@qiming.example');
  await button(page, 'mail.tenantCopy.save').click();
  await expect(page.getByText(text('mail.tenantCopy.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(text('mail.tenantCopy.label'))).toHaveValue('purchasing@qiming.example');
  await page.getByLabel(text('mail.tenantCopy.label')).fill('');
  await button(page, 'mail.tenantCopy.save').click();
  await expect(page.getByText(text('mail.tenantCopy.saved'))).toBeVisible();
});
