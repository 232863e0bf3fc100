import { expect, test } from './test';
import { logInOps, text } from './support';

/**
 * /ops/leads (docs/operator-console.md): a visitor's customised-solution request from /ruisa_customized
 * reaches the console, where an operator finds it and marks it contacted with a note.
 */
test('a visitor’s request on /ruisa_customized is found in /ops/leads and marked contacted', async ({
  page,
}) => {
  const company = `深圳线索测试${Date.now()}有限公司`;
  await page.goto('/ruisa_customized');
  await page.getByLabel(text('brand.custom.company')).fill(company);
  await page.getByLabel(text('brand.custom.contact')).fill('王芳');
  await page.getByLabel(text('brand.custom.mobile')).fill('13812345678');
  await page.getByLabel(text('brand.custom.email')).fill('wangfang@leads.example');
  await page.getByLabel(text('brand.custom.annualQty')).fill('200,000');
  await page
    .getByLabel(text('brand.custom.description'))
    .fill('0402 封装 100 nF 电容，\n需要车规等级，请报价。');
  await page.locator('.brand-form button[type=submit]').click();
  const done = page.getByText(/需求已提交（编号 RS\d{12,}）/);
  await expect(done).toBeVisible();
  const requestNo = /RS\d{12,}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(requestNo).not.toBe('');

  await logInOps(page);
  await page.goto('/ops/leads');
  await page.getByLabel(text('ops.leads.keyword')).fill(company);
  // antd spaces out two-character Chinese button labels ('查 询').
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await page.getByRole('button', { name: requestNo }).click();

  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText(company)).toBeVisible();
  await expect(drawer.getByText('需要车规等级，请报价。')).toBeVisible();
  await drawer.getByRole('button', { name: text('ops.leads.markContacted') }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByLabel(text('ops.leads.note')).fill('已电话联系王工，下周寄样');
  await dialog.getByRole('button', { name: text('ops.leads.markContacted') }).click();

  await expect(dialog).toBeHidden();
  await expect(drawer.getByText(text('ops.leads.status.CONTACTED'))).toBeVisible();
  await expect(drawer.getByText('已电话联系王工，下周寄样')).toBeVisible();
  await expect(drawer.getByRole('button', { name: text('ops.leads.markContacted') })).toHaveCount(0);
});
