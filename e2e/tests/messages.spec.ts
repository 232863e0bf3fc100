import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { logIn, text } from './support';
import { createStore, dropStore, freePort, sendMessageTo, ShopCopy } from './shop-copies';
import type { ShopStore } from './shop-copies';

const CENTRE = '/api/emall/tms/messageCentor';

/** The dot on the header's Messages link: shown while something is unread. */
function unreadDot(page: Page) {
  return page.locator('.app-header a[href="/message"] .ant-badge-dot');
}

/** The newest message is the unread order message just sent; opening it shows its order number. */
async function expectNewestToBe(page: Page, orderNo: string, { isOpened = true } = {}) {
  const newest = page.locator('.message-item').first();
  await expect(newest).toHaveClass(/message-item--unread/);
  // The title names the order it is about.
  await expect(newest.locator('.message-item__title')).toHaveText(
    text('message.order.shipped.title').replace('{orderNo}', orderNo),
  );
  if (!isOpened) return;
  await newest.locator('.ant-collapse-header').click();
  await expect(newest.locator('.message-item__body')).toContainText(orderNo);
}

test('a buyer opens the message centre, reads and deletes messages, and the badge follows', async ({
  page,
}) => {
  await page.goto('/message');
  await expect(page).toHaveURL(/\/login/);
  // demo2: login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/message$/);
  await expect(page.getByRole('heading', { name: text('messageCentre.title') })).toBeVisible();

  // The demo data leaves demo2 unread messages: the header shows the dot.
  await expect(unreadDot(page)).toBeVisible();
  const unread = page.locator('.message-item--unread');
  await expect(unread.first()).toBeVisible();
  const unreadBefore = await unread.count();

  // Opening an unread message marks it read.
  const read = page.waitForResponse(`**${CENTRE}/modifyMessage`);
  await unread.first().locator('.ant-collapse-header').click();
  expect((await read).ok()).toBe(true);
  await expect(unread).toHaveCount(unreadBefore - 1);

  // Deleting (a modification with status 00X) reloads the list without that message.
  const items = page.locator('.message-item');
  const title = (await items.first().locator('.message-item__title').innerText()).trim();
  const sameTitle = page.locator('.message-item__title', { hasText: title });
  const sameBefore = await sameTitle.count();
  // exact: the collapse header is a button too, and its name contains the delete button's.
  await page
    .getByRole('button', { name: `${text('messageCentre.delete')} ${title}`, exact: true })
    .first()
    .click();
  const deleted = page.waitForResponse(`**${CENTRE}/modifyMessage`);
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  const deleteAnswer = await deleted;
  expect(deleteAnswer.request().postDataJSON()).toMatchObject({ status: '00X' });
  await expect(page.getByText(text('messageCentre.deleted'))).toBeVisible();
  await expect(sameTitle).toHaveCount(sameBefore - 1);

  // Mark all read: nothing unread is left and the dot goes away.
  await page.getByRole('button', { name: text('messageCentre.markAllRead') }).click();
  await expect(unread).toHaveCount(0);
  await expect(unreadDot(page)).toHaveCount(0);
});

test('the feedback dialog checks the content, then sends the feedback and shows the server message', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock (flowing as usual) so the throttle's window can be skipped.
  await page.clock.install();
  await page.goto('/login');
  await logIn(page, 'demo2');
  await expect(page).not.toHaveURL(/\/login/);

  await page.locator('.side-bar').getByText(text('frame.sidebar.feedback')).click();
  const dialog = page.getByRole('dialog', { name: text('feedback.title') });
  await expect(dialog).toBeVisible();
  // Prefilled from the session (demo tenant, demo2's phone and e-mail); the company is locked.
  await expect(dialog.getByLabel(text('feedback.tenantName'))).toBeDisabled();
  await expect(dialog.getByLabel(text('feedback.tel'))).toHaveValue('13900139000');
  await expect(dialog.getByLabel(text('feedback.email'))).toHaveValue('li.na@huaxin.example');

  const submit = dialog.locator('.ant-modal-footer .ant-btn-primary');
  await dialog.getByLabel(text('feedback.content')).fill('太短了');
  await submit.click();
  await expect(dialog.getByText(text('rules.feedback.contentTooShort'))).toBeVisible();

  await dialog.getByLabel(text('feedback.content')).fill('希望搜索结果可以按交期排序，谢谢！');
  // The throttle ignores a second click within 1.5 s of the first: its timer is run out at once.
  await page.clock.runFor(1600);
  const sent = page.waitForResponse('**/api/emall/ess/user/feedback/submit');
  await submit.click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText(text('message.feedback.success'))).toBeVisible();
  await expect(dialog).toBeHidden();
});

/**
 * Pushes fan out through PostgreSQL LISTEN/NOTIFY, so a message written by any copy reaches a
 * browser connected to another. With TEST_DATABASE_URL (CI on this machine) two copies share a fresh
 * database; without it one copy on PGlite is checked the same way, the message written while it is down.
 */
test.describe('the live unread badge', () => {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  let store: ShopStore | undefined;
  const copies: ShopCopy[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    store = createStore(testDatabaseUrl);
    // One after the other: the first start migrates and seeds, the second finds it done.
    for (let i = 0; i < (testDatabaseUrl ? 2 : 1); i++) {
      const copy = new ShopCopy(await freePort(), store);
      await copy.start();
      copies.push(copy);
    }
  });

  test.afterAll(async () => {
    for (const copy of copies) await copy.stop();
    if (store) dropStore(store);
  });

  test(
    testDatabaseUrl
      ? 'a message written through copy A raises the badge of a browser on copy B, also after B restarts'
      : 'one copy on PGlite: the badge rises on a new message and the socket comes back after a restart',
    async ({ browser }) => {
      test.setTimeout(240_000);
      const [first, second] = copies;
      if (!first || !store) throw new Error('no shop copy started');
      const shop = store;
      const served = second ?? first;
      const context = await browser.newContext({ baseURL: served.url, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto('/message');
      await logIn(page, 'demo2');
      await expect(page).toHaveURL(/\/message$/);

      // Start from nothing unread, so the dot tells.
      await page.getByRole('button', { name: text('messageCentre.markAllRead') }).click();
      await expect(unreadDot(page)).toHaveCount(0);

      const notice = page.getByText(text('messageCentre.newNotice'));
      if (second) {
        // Written beside copy A's pool; B hears it through LISTEN/NOTIFY and pushes it.
        const orderNo = sendMessageTo(shop, 'demo2');
        await expect(unreadDot(page)).toBeVisible();
        await expect(notice).toBeVisible();
        // Clicking the notice on /message shows page 1 again with the new message on top.
        // Unread still: the buyer reads it through copy A below.
        await notice.click();
        await expectNewestToBe(page, orderNo, { isOpened: false });

        // The buyer reads everything through copy A, in another browser: B's dot goes away.
        const other = await browser.newContext({ baseURL: first.url, locale: 'zh-CN' });
        const onA = await other.newPage();
        await onA.goto('/message');
        await logIn(onA, 'demo2');
        await expect(onA).toHaveURL(/\/message$/);
        await onA.getByRole('button', { name: text('messageCentre.markAllRead') }).click();
        await expect(unreadDot(page)).toHaveCount(0);
        await other.close();
      }

      // Restart the copy the browser is connected to; the message arrives while it is down.
      await served.stop();
      const orderNo = sendMessageTo(shop, 'demo2');
      await served.start();
      // The socket reconnects by itself (backoff) and the server pushes the count on connect.
      await expect(unreadDot(page)).toBeVisible({ timeout: 60_000 });
      await expect(notice).toBeVisible();
      await notice.click();
      await expectNewestToBe(page, orderNo);
      await context.close();
    },
  );
});
