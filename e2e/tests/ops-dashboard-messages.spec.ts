import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { logIn, logInOps, text } from './support';

/** antd spaces out two-character Chinese button labels ('发 送'): match the label with or without them. */
function button(scope: Locator, key: string) {
  const label = text(key);
  return scope.getByRole('button', { name: new RegExp(`^${label.replace(/(.)(?=.)/gu, '$1\\s*')}$`) });
}

test('the dashboard shows the figures, the orders chart and the search rankings', async ({ page }) => {
  await logInOps(page);
  await expect(page.getByRole('heading', { name: text('ops.dashboard.title') })).toBeVisible();
  const waiting = page.locator('[data-figure=paymentsWaiting]');
  await expect(waiting).toContainText(text('ops.dashboard.paymentsWaiting'));
  await expect(waiting).toHaveAttribute('href', '/ops/orders?awaiting=1');
  await expect(page.getByRole('img', { name: text('ops.dashboard.series') })).toBeVisible();
  await page.locator('.ant-segmented').getByText(text('ops.dashboard.days30'), { exact: true }).click();
  await expect(page.locator('.ops-dash__chart .ops-dash__bar')).toHaveCount(30);
  await expect(page.getByRole('region', { name: text('ops.dashboard.noResult') })).toBeVisible();
});

test('an operator sends a message to one customer in three languages; its staff read their language', async ({
  browser,
}) => {
  // Two logins and a send in two browsers: more than the default 30 s on a busy machine.
  test.slow();
  const stamp = Date.now().toString(36);
  const title = { zhCn: `到货通知${stamp}`, zhTw: `到貨通知${stamp}`, enUs: `Stock arrived ${stamp}` };
  const console = await browser.newPage();
  await logInOps(console);
  await console.goto('/ops/messages');
  const form = console.locator('.ops-msg__form');
  await form.getByRole('combobox', { name: text('ops.messages.tenant') }).fill('T10002');
  await console.locator('.ant-select-item-option', { hasText: 'T10002' }).click();
  for (const lang of ['zhCn', 'zhTw', 'enUs'] as const) {
    await form.getByRole('tab', { name: text(`ops.messages.lang.${lang}`) }).click();
    const panel = form.getByRole('tabpanel', { name: text(`ops.messages.lang.${lang}`) });
    await panel.getByLabel(text('ops.messages.subject')).fill(title[lang]);
    await panel.getByLabel(text('ops.messages.body')).fill(`${title[lang]} — LM358DR`);
  }
  await button(form, 'ops.messages.send').click();
  await expect(console.getByText(text('ops.messages.sent').replace('{count}', '1'))).toBeVisible();
  const sent = console.getByRole('region', { name: text('ops.messages.sentList') });
  await expect(sent.locator('tbody tr', { hasText: title.zhCn })).toContainText('苏州启明电子有限公司');
  await console.close();

  const context = await browser.newContext();
  const shop = await context.newPage();
  await shop.goto('/message');
  await logIn(shop, 'other');
  await expect(shop).toHaveURL(/\/message$/);
  const newest = shop.locator('.message-item', { hasText: title.zhCn });
  await expect(newest).toHaveClass(/message-item--unread/);
  await context.close();
});

test('the auditor sees the sent messages but no compose form', async ({ page }) => {
  await logInOps(page, 'auditor', 'audit123456');
  await page.goto('/ops/messages');
  await expect(page.getByRole('region', { name: text('ops.messages.sentList') })).toBeVisible();
  await expect(page.locator('.ops-msg__form')).toHaveCount(0);
});
