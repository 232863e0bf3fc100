import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { Lang } from '@emall/contract';
import { logIn, text } from './support';

// A real part of the demo catalog with plenty of stock (search.spec.ts).
const PART = 'RMCF0402FT5K10';
const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/** antd spaces out two-character Chinese button labels ('付 款'); the name matches either way. */
function buttonName(key: string, lang: Lang): RegExp {
  const label = text(key, lang);
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern =
    label.length === 2 ? `${escape(label.charAt(0))}\\s?${escape(label.charAt(1))}` : escape(label);
  return new RegExp(`^${pattern}$`);
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(WIDTH);
}

/** With PHONE_SCREENSHOTS=/some/dir/phone- set, each step leaves a full-page picture for a human to look at. */
async function snap(page: Page, name: string, lang: Lang, fullPage = true) {
  const prefix = process.env.PHONE_SCREENSHOTS;
  if (prefix) await page.screenshot({ path: `${prefix}${name}-${lang}.png`, fullPage });
}

/** Opens the header's phone menu and follows one of its links. */
async function goByMenu(page: Page, key: string, lang: Lang, snapName?: string) {
  await page.getByRole('button', { name: text('frame.phoneMenu.open', lang) }).click();
  const menu = page.getByRole('dialog', { name: text('frame.phoneMenu.title', lang) });
  await expect(menu.getByRole('button', { name: text('frame.header.logout', lang) })).toBeVisible();
  if (snapName) {
    // The picture waits for the drawer to finish sliding in.
    await page.waitForFunction(() => {
      // The e2e project has no DOM types; the function runs in the page.
      const doc = (globalThis as unknown as { document: { getAnimations: () => { playState: string }[] } })
        .document;
      return doc.getAnimations().every((animation) => animation.playState !== 'running');
    });
    await snap(page, snapName, lang, false);
  }
  await menu.getByRole('link', { name: text(key, lang), exact: true }).click();
  await expect(menu).toBeHidden();
}

async function phoneJourney(page: Page, lang: Lang) {
  // Log in: the form fits the window, its submit button is on screen.
  await page.addInitScript({ content: "localStorage.setItem('spotStockPanelShown', 'T');" });
  await page.goto('/login');
  if (lang !== 'zh_CN') {
    // The language is picked in the phone menu, before logging in.
    await page.getByRole('button', { name: text('frame.phoneMenu.open', 'zh_CN') }).click();
    const menu = page.getByRole('dialog', { name: text('frame.phoneMenu.title', 'zh_CN') });
    // antd hides the radio input itself; its label is what a finger taps.
    await menu.getByText(text(`frame.lang.${lang}`, lang), { exact: true }).click();
    await expect(page.getByRole('dialog', { name: text('frame.phoneMenu.title', lang) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  await expect(page.getByRole('img', { name: text('auth.login.captchaAlt', lang) })).toBeVisible();
  await expect(page.locator('form button[type=submit]')).toBeInViewport();
  await expectNoSideScroll(page);
  await snap(page, 'login', lang);
  // demo2 buys for the same tenant as demo; login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2', undefined, lang);
  await expect(page).toHaveURL(/\/$/);

  // Home: the search box and the menu button, nothing wider than the phone.
  // The home page's own box: until the home page replaces the login page, the header's box is the one on screen.
  const box = page.getByRole('main').getByRole('combobox', { name: text('search.box.label', lang) });
  await expect(box).toBeInViewport();
  await expect(page.getByRole('button', { name: text('frame.phoneMenu.open', lang) })).toBeInViewport();
  await expectNoSideScroll(page);
  await snap(page, 'home', lang);

  // Results: one card per part, with its buttons.
  await box.fill(PART);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  const card = page.getByRole('listitem', { name: PART });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const addToCart = card.getByRole('button', { name: text('cart.add.label', lang).replace('{name}', PART) });
  await expect(addToCart).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, 'search', lang);

  // Product details (the results open it in a new tab on the desktop; here in the same one).
  const detailsHref = await card.getByRole('link', { name: PART, exact: true }).getAttribute('href');
  await page.goto(detailsHref ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: PART })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('product.detail.priceBreaks', lang) })).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, 'product', lang);

  // Back to the results; add the part: the cart shows it as a card with its delete button and the settle button.
  await page.goBack();
  await page.getByRole('button', { name: text('cart.add.label', lang).replace('{name}', PART) }).click();
  await expect(page).toHaveURL(/\/shopping_cart$/);
  const cartCard = page.getByRole('listitem', { name: PART });
  await expect(cartCard).toBeVisible();
  const deleteLine = cartCard.getByRole('button', { name: `${text('cart.action.delete', lang)} ${PART}` });
  await expect(deleteLine).toBeVisible();
  await expect(page.getByRole('button', { name: text('cart.action.checkout', lang) })).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, 'cart', lang);
  // Leave demo2's cart empty again, as the other tests expect it.
  await deleteLine.click();
  await page.getByRole('button', { name: buttonName('cart.delete.yes', lang) }).click();
  await expect(cartCard).toHaveCount(0);

  // My orders: order cards with their lines as cards, and the pay dialog with the proof upload.
  await goByMenu(page, 'frame.phoneMenu.myOrders', lang, 'menu');
  await expect(page).toHaveURL(/\/my_EMall\?activeKey=2$/);
  const order = page.getByRole('article').filter({
    has: page.getByRole('button', { name: buttonName('orders.action.pay', lang) }),
  });
  await expect(order.first()).toBeVisible();
  await expect(order.first().getByRole('listitem').first()).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, 'orders', lang);
  await order
    .first()
    .getByRole('button', { name: buttonName('orders.action.pay', lang) })
    .click();
  const payDialog = page.getByRole('dialog', { name: text('orders.pay.title', lang) });
  await expect(payDialog.getByText(text('orders.pay.accept', lang))).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, 'pay', lang, false);
  await payDialog
    .getByRole('button', { name: text('orders.pay.close', lang) })
    .last()
    .click();
  await expect(payDialog).toBeHidden();

  // The order's lines: one card per line.
  await order
    .first()
    .getByRole('button', { name: text('orders.action.viewLines', lang) })
    .click();
  await expect(page).toHaveURL(/\/orderline\/\d+$/);
  const lines = page.getByRole('region', { name: text('orders.detail.lines', lang) });
  await expect(lines.getByRole('listitem').first()).toBeVisible();
  await expect(lines.getByRole('table')).toHaveCount(0);
  await expectNoSideScroll(page);
  await snap(page, 'orderline', lang);

  // Messages.
  await goByMenu(page, 'frame.header.messages', lang);
  await expect(page).toHaveURL(/\/message$/);
  await expect(page.getByRole('heading', { name: text('messageCentre.title', lang) })).toBeVisible();
  await expect(page.locator('.message-item').first()).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, 'messages', lang);
}

test('a buyer on a phone logs in, searches, opens a part, the cart, orders, an order and messages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await phoneJourney(page, 'zh_CN');
});

test('the same on a phone in English, picked in the phone menu', async ({ page }) => {
  test.setTimeout(120_000);
  await phoneJourney(page, 'en_US');
});
