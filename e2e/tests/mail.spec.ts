import { expect, test } from './test';
import { logIn, logInOps, text } from './support';

/**
 * E-mail (docs/mail.md): a buyer turns a topic of mails off in the member centre, and it stays off; a visitor's
 * lead writes the operators' mail, which the console's outbox shows waiting (this server has no SMTP_URL), with
 * its preview.
 */
test('a buyer turns shipment mails off, and the console shows the mail a new lead wrote', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'other');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my_EMall?activeKey=8');
  const goods = page.getByLabel(text('mail.topic.goods'));
  await expect(goods).toHaveAttribute('aria-checked', 'true');
  await goods.click();
  await expect(page.getByText(text('mail.prefs.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(text('mail.topic.goods'))).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel(text('mail.topic.goods')).click();
  await expect(page.getByLabel(text('mail.topic.goods'))).toHaveAttribute('aria-checked', 'true');

  await page.goto('/ruisa_customized');
  await page.getByLabel(text('brand.custom.company')).fill(`邮件测试${Date.now()}有限公司`);
  await page.getByLabel(text('brand.custom.contact')).fill('王芳');
  await page.getByLabel(text('brand.custom.mobile')).fill('13812345678');
  await page.getByLabel(text('brand.custom.email')).fill('wangfang@leads.example');
  await page.getByLabel(text('brand.custom.annualQty')).fill('1,000');
  await page.getByLabel(text('brand.custom.description')).fill('0402 100 nF');
  await page.locator('.brand-form button[type=submit]').click();
  const done = page.getByText(/RS\d{12,}/);
  await expect(done).toBeVisible();
  const requestNo = /RS\d{12,}/.exec((await done.textContent()) ?? '')?.[0] ?? '';

  await logInOps(page);
  await page.goto('/ops/mail');
  await expect(page.getByText(text('mail.outbox.noSmtp'))).toBeVisible();
  const subject = page.getByRole('button', { name: new RegExp(requestNo) });
  await expect(subject).toBeVisible();
  await subject.click();
  await expect(page.locator('.ant-modal iframe')).toBeVisible();
});
