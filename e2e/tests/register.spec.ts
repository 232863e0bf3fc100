import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import { ERRORS } from '@emall/contract';
import { CAPTCHA, logIn, text } from './support';

const LICENCE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'business-licence.png',
);

test('a company registers with its business licence, is told the application awaits review, and cannot log in yet', async ({
  page,
}) => {
  await page.goto('/');
  // PAR_EMALL_001 is 'T' in the seed: the header offers registration to a logged-out visitor.
  await page
    .locator('.app-header')
    .getByRole('link', { name: text('frame.header.register') })
    .click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: text('register.title') })).toBeVisible();
  // No header menu and no footer on /register.
  await expect(
    page.locator('.app-header').getByRole('link', { name: text('frame.header.register') }),
  ).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);

  // The shared rule answers in the page's language before anything is sent.
  await page.getByLabel(text('register.field.creditCode')).fill('91350100M000100Y44');
  await page.getByLabel(text('register.field.creditCode')).blur();
  await expect(page.getByText(text('register.rule.creditCodeInvalid'))).toBeVisible();

  await page.getByLabel(text('register.field.companyName')).fill('厦门端到端测试电子有限公司');
  await page.getByLabel(text('register.field.creditCode')).fill('91350100M000100Y43');
  await page.locator('input[type=file]').setInputFiles(LICENCE);
  await expect(page.getByText('business-licence.png')).toBeVisible();
  await page.getByLabel(text('register.field.contactName')).fill('陈明');
  await page.getByLabel(text('register.field.mobile')).fill('13912345678');
  await page.getByLabel(text('register.field.email')).fill('chen.ming@example.com');
  await page.getByLabel(text('register.field.staffCode'), { exact: true }).fill('e2eregister');
  await page.getByLabel(text('register.field.password'), { exact: true }).fill('Regist3r2026');
  await page.getByLabel(text('register.field.confirmPassword')).fill('Regist3r2026');
  await expect(page.getByRole('img', { name: text('register.captcha.alt') })).toBeVisible();
  await page.locator('#captchaCode').fill(CAPTCHA);

  const submitted = page.waitForResponse('**/api/emall/ess/user/register/submitRegistration');
  await page.locator('form button[type=submit]').click();
  expect((await submitted).ok()).toBe(true);
  await expect(page.getByText(text('register.done.title'))).toBeVisible();
  await expect(page.getByText(text('register.done.nextSteps'))).toBeVisible();
  await expect(page.locator('.register-done__number strong')).toHaveText(/^RG\d{8}[0-9A-F]{10}$/);

  // Pending review: the chosen login does not work until an operator approves the application.
  await page.getByRole('link', { name: text('register.toLogin') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'e2eregister', 'Regist3r2026');
  await expect(page.getByText(ERRORS.LOGIN_FAILED.text.zhCn)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
