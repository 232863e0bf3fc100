import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { logIn, text } from './support';

// The header's two menus work from the keyboard alone: Tab to the button, open it with Enter, Space or
// ArrowDown, move with the arrow keys, pick with Enter, close with Escape (the focus back on the button).

test('the language menu: opened, walked and used with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: `简体中文 ${text('frame.header.language')}` });
  await expect(button).toBeVisible();
  await button.focus();

  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: '简体中文' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '繁體中文' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Space opens it again; End and Enter choose English, and the whole page follows.
  await page.keyboard.press('Space');
  await expect(page.getByRole('menuitem', { name: '简体中文' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.locator('.app-header').getByText(text('frame.header.memberCentre', 'en_US')),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(
    page.getByRole('button', { name: `English ${text('frame.header.language', 'en_US')}` }),
  ).toBeFocused();
});

async function openStaffMenuPage(page: Page) {
  await page.goto('/login');
  // demo2: login-session.spec.ts changes demo's password in the same server run.
  await logIn(page, 'demo2');
  // The home page takes the focus to its heading when it replaces the login page (the new page's heading gets
  // it): the buyer reaches for the menu from there.
  await expect(page.locator('main h1')).toBeFocused();
  const button = page.locator('.app-header__user');
  await expect(button).toBeVisible();
  await button.focus();
  return {
    button,
    password: page.getByRole('menuitem', { name: text('frame.header.changePassword') }),
    logout: page.getByRole('menuitem', { name: text('frame.header.logout') }),
  };
}

test('the staff menu: change password with the keyboard alone', async ({ page }) => {
  const { button, password, logout } = await openStaffMenuPage(page);
  // Enter opens the menu on the first item that can be chosen (the company line is only information).
  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(logout).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(password).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my_EMall\?activeKey=6/);
  // A pick that opens another page hands the focus to that page's heading, as every change of page does.
  await expect(page.locator('main h1')).toBeFocused();
  // Opened again right after a pick, the menu still starts on its first item; Escape gives the focus back.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(password).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('the staff menu: Escape closes it, then log out with the keyboard alone', async ({ page }) => {
  const { button, password, logout } = await openStaffMenuPage(page);
  await page.keyboard.press('ArrowDown');
  await expect(password).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(password).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(password).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.locator('.app-header').getByRole('link', { name: text('frame.header.login') }),
  ).toBeVisible();
});
