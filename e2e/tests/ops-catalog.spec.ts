import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { logInOps, text } from './support';

/** antd spaces out two-character Chinese button labels ('保 存'): match the label with or without them. */
function button(scope: Locator, key: string) {
  const label = text(key);
  return scope.getByRole('button', { name: new RegExp(`^${label.replace(/(.)(?=.)/gu, '$1\\s*')}$`) });
}

const CSV = [
  'brand,mfr_part_number,description,stock_njhb,price_breaks',
  'E2ECAT,E2E-CAT-001,Console e2e one,10,1:0.5;10:0.45',
  'E2ECAT,E2E-CAT-002,Console e2e two,abc,1:0.5',
].join('\n');

test('an operator edits a product price break and imports a catalog file with a rejected row', async ({
  page,
}) => {
  await logInOps(page);
  await page.goto('/ops/catalog');
  // The tabs are rendered only while shown (destroyOnHidden): the page holds one table at a time.
  const firstRow = page.locator('tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  await button(firstRow, 'ops.common.details').click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: text('ops.catalog.breaks.add') })).toBeVisible();
  const prices = drawer.getByLabel(text('ops.catalog.breaks.price'));
  if ((await prices.count()) === 0)
    await drawer.getByRole('button', { name: text('ops.catalog.breaks.add') }).click();
  await prices.first().fill('0');
  await expect(drawer.locator('.ant-alert-error')).toContainText(
    text('ops.catalog.breaks.priceBad').replace('{n}', '1'),
  );
  await prices.first().fill('9.87');
  await button(drawer, 'ops.common.save').click();
  await expect(drawer).toBeHidden();
  await expect(firstRow).toContainText('9.870000');

  await page.getByRole('tab', { name: text('ops.catalog.tab.import') }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'e2e-catalog.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  const progress = page.getByTestId('import-progress');
  await expect(progress).toContainText('e2e-catalog.csv');
  await expect(progress.locator('.ant-progress-status-success')).toBeVisible({ timeout: 20_000 });
  const row = page.locator('tr.ant-table-row', { hasText: 'e2e-catalog.csv' }).first();
  await expect(row).toContainText(text('ops.catalog.import.state.DONE'));
  await row.getByRole('button', { name: text('ops.catalog.import.rejected') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('stock_njhb');
  await expect(dialog.locator('tbody tr.ant-table-row')).toHaveCount(1);
});
