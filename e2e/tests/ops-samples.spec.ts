import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { logIn, logInOps, text } from './support';

/** antd spaces out two-character Chinese button labels ('发 货'): match the label with or without them. */
function button(scope: Locator, key: string) {
  const label = text(key);
  return scope.getByRole('button', { name: new RegExp(`^${label.replace(/(.)(?=.)/gu, '$1\\s*')}$`) });
}

// The demo seed's SUBMITTED request of tenant T10002 (staff 'other'). Not T10001's: a shipped request awaits
// feedback, and samples.spec.ts needs demo2's tenant below the awaiting-feedback limit.
const REQUEST_NO = 'SRT10002DEMO01';
const TRACKING_NO = 'SF-E2E-20261123';

test('an operator approves and ships a submitted sample request; the buyer sees it shipped with its tracking number', async ({
  browser,
}) => {
  const console = await browser.newPage();
  await logInOps(console);
  await console.goto('/ops/samples');
  await console.getByLabel(text('ops.samples.requestNo')).fill(REQUEST_NO);
  await button(console.locator('.ops-filters'), 'ops.common.search').click();
  const row = console.locator('.ops-samples__row', { hasText: REQUEST_NO });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(text('sample.status.SUBMITTED'));
  await row.click();

  const drawer = console.getByRole('dialog', {
    name: text('ops.samples.detailTitle').replace('{no}', REQUEST_NO),
  });
  await expect(drawer).toBeVisible();
  await button(drawer, 'ops.samples.action.approve').click();
  await button(console.locator('.ant-modal-confirm'), 'ops.samples.action.approve').click();
  await expect(drawer.locator('.ant-descriptions')).toContainText(text('sample.status.APPROVED'));

  await button(drawer, 'ops.samples.action.ship').click();
  const dialog = console.locator('.ant-modal', {
    hasText: text('ops.samples.ship.title').replace('{no}', REQUEST_NO),
  });
  await dialog.getByLabel(text('ops.samples.carrier')).fill('顺丰速运');
  await dialog.getByLabel(text('ops.samples.trackingNo')).fill(TRACKING_NO);
  await button(dialog, 'ops.samples.action.ship').click();
  await expect(dialog).toBeHidden();
  await expect(drawer.locator('.ant-descriptions')).toContainText(text('sample.status.SHIPPED'));
  await expect(drawer).toContainText(TRACKING_NO);
  // No step is left for a shipped request: the buyer rates it next.
  await expect(button(drawer, 'ops.samples.action.ship')).toHaveCount(0);
  await console.close();

  // The buyer's side, in its own browser context: My samples lists the whole tenant's requests.
  const context = await browser.newContext();
  const shop = await context.newPage();
  await shop.goto('/my_EMall?activeKey=3');
  await logIn(shop, 'other');
  await expect(shop).toHaveURL(/\/my_EMall\?activeKey=3$/);
  await shop.locator('.my-samples__filter label', { hasText: text('sample.status.SHIPPED') }).click();
  const card = shop.locator('.my-samples__card', { hasText: REQUEST_NO });
  await expect(card).toContainText(text('sample.status.SHIPPED'));
  await expect(card).toContainText(TRACKING_NO);
  await expect(card).toContainText('顺丰速运');
  await context.close();
});
