import { expect, test } from './test';
import { CAPTCHA, DEMO_PASSWORD, logIn, pickLanguage, pickUserMenu, text } from './support';

test('logs in with the captcha, switches language, changes the password, logs in again and logs out', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'demo');
  await expect(page).toHaveURL(/\/$/);
  const header = page.locator('.app-header');
  await expect(header.getByText('张伟')).toBeVisible();

  // Language: the drop-down switches every text, and the choice survives a reload.
  await pickLanguage(page, 'English');
  await expect(header.getByText(text('frame.header.memberCentre', 'en_US'))).toBeVisible();
  await page.reload();
  await expect(header.getByText(text('frame.header.memberCentre', 'en_US'))).toBeVisible();
  await expect(header.getByText('张伟')).toBeVisible();

  // Change password: the server ends every session, the app goes to the login page.
  await pickUserMenu(page, '张伟', 'frame.header.changePassword', 'en_US');
  await expect(page).toHaveURL(/\/my_EMall\?activeKey=6/);
  await page.getByLabel(text('member.password.old', 'en_US')).fill(DEMO_PASSWORD);
  await page.getByLabel(text('member.password.new', 'en_US'), { exact: true }).fill('Newpass2026');
  await page.getByLabel(text('member.password.confirm', 'en_US')).fill('Newpass2026');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText(text('member.password.changed', 'en_US'))).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The old password no longer works; the new one does.
  await logIn(page, 'demo', DEMO_PASSWORD, 'en_US');
  await expect(page.getByText('Wrong staff code or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'demo', 'Newpass2026', 'en_US');
  await expect(header.getByText('张伟')).toBeVisible();

  // Log out: back to the login page, the header offers login again.
  await pickUserMenu(page, '张伟', 'frame.header.logout', 'en_US');
  await expect(page).toHaveURL(/\/login$/);
  await expect(header.getByText(text('frame.header.login', 'en_US'), { exact: true })).toBeVisible();
});

test('a wrong captcha shows the server message and brings a new captcha image', async ({ page }) => {
  await page.goto('/login');
  const image = page.getByRole('img', { name: text('auth.login.captchaAlt') });
  await expect(image).toBeVisible();
  const before = await image.getAttribute('src');
  await page.getByLabel(text('auth.login.staffCode')).fill('demo2');
  await page.getByLabel(text('auth.login.password')).fill(DEMO_PASSWORD);
  await page.locator('#captchaCode').fill('nope');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('验证码错误或已失效，请重新输入')).toBeVisible();
  await expect(image).not.toHaveAttribute('src', before ?? '');
  expect(CAPTCHA).not.toBe('nope');
});

test('a page that needs login sends the visitor to /login with origin, and back after login', async ({
  page,
}) => {
  await page.goto('/my_EMall');
  await expect(page).toHaveURL(/\/login\?origin=%2Fmy_EMall/);
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/my_EMall$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});
