import { expect, test } from './test';
import { logIn, text } from './support';

const SAMPLE_CALLS = '/api/emall/ess/psm/sample';

test('a buyer adds two samples, changes a quantity, requests them, sees the request in my samples and rates a shipped one', async ({
  page,
}) => {
  await page.goto('/sample');
  await expect(page).toHaveURL(/\/login/);
  // demo2: login-session.spec.ts changes demo's password in this server run.
  await logIn(page, 'demo2');
  await expect(page).toHaveURL(/\/sample$/);

  const rows = page.locator('.sample-page__catalog .ant-table-row');
  await expect(rows.nth(1)).toBeVisible();
  const first = (await rows.nth(0).locator('td').nth(1).innerText()).trim();
  const second = (await rows.nth(1).locator('td').nth(1).innerText()).trim();
  const cart = page.getByRole('region', { name: text('sample.cart.title') });
  for (const row of [rows.nth(0), rows.nth(1)]) {
    const reread = page.waitForResponse(`**${SAMPLE_CALLS}/qrySampleList`);
    await row.getByRole('button', { name: text('sample.list.add') }).click();
    await reread;
  }
  await expect(cart.locator('.ant-table-row')).toHaveCount(2);

  // A quantity change is sent once and the cart is read again: the line shows the server's quantity.
  const qty = cart.getByRole('spinbutton', { name: text('sample.list.qtyOf').replace('{part}', first) });
  const changed = page.waitForResponse(`**${SAMPLE_CALLS}/changeCntByKey`);
  const reread = page.waitForResponse(`**${SAMPLE_CALLS}/qrySampleList`);
  await qty.fill('3');
  await qty.press('Enter');
  expect((await changed).ok()).toBe(true);
  await reread;
  await expect(qty).toHaveValue('3');

  // The two limit checks pass for demo2 (its demo requests are older than 30 days); the form is prefilled.
  await cart.getByRole('button', { name: text('sample.cart.request') }).click();
  await expect(page).toHaveURL(/\/reqsample$/);
  // The default address's region is preselected by its names, read level by level from qryChinaRegion.
  await expect(page.locator('.ant-cascader').first()).toContainText(/^\S+ \/ \S+ \/ \S+$/);
  await page.getByLabel(text('sample.req.detailAddr')).fill('科技园科发路8号A座5楼 样品收发室');
  await page.getByLabel(text('sample.req.projectName')).fill('智能电表');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/my_EMall\?activeKey=3$/);

  const newest = page.locator('.my-samples__card').first();
  await expect(newest).toContainText(first);
  await expect(newest).toContainText(second);
  await expect(newest).toContainText(text('sample.status.SUBMITTED'));

  // A shipped demo request can be rated: 5 stars and a text, then back to my samples with the rating shown.
  await page.locator('.my-samples__filter label', { hasText: text('sample.status.SHIPPED') }).click();
  const shipped = page.locator('.my-samples__card', { hasText: text('sample.status.SHIPPED') }).first();
  await shipped.locator('.ant-card-extra button').click();
  await expect(page).toHaveURL(/\/samplerate\?sampleReqId=\d+$/);
  await page.locator('.ant-rate-star').nth(4).click();
  await page.getByLabel(text('sample.rate.text')).fill('样品功能正常，已完成原型验证。');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/my_EMall\?activeKey=3$/);
  await expect(page.getByText('样品功能正常，已完成原型验证。')).toBeVisible();
});
