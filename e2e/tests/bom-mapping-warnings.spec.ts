import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { fillText, type Lang } from '@emall/contract';
import { logIn, text, uploadBomFile } from './support';

// The grouped hackrf KiCad export with its header's first cell deleted, so every name stands one cell left of
// its data (apps/server/src/domains/bom/fixtures/SOURCE.md): 'Manufacturer' (H) over descriptions, 'Part Number'
// (I) over makers, the part numbers under no name in J. The mapping step says so before the buyer confirms.
const NOISY = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/domains/bom/fixtures/hackrf-one-bom_2016_header-one-left.csv',
);

function warningText(lang: Lang, key: string, letter: string, header: string, fitting: number) {
  const column = fillText(text('bom.warning.columnNamed', lang), { letter, header });
  return fillText(text(key, lang), { column, fitting, rows: 65 });
}

/** The buyer of the second demo company (no other test confirms this file's header), in one language. */
async function logInAsOther(page: Page, lang: Lang) {
  await page.addInitScript({
    content: `localStorage.setItem('spotStockPanelShown', 'T'); localStorage.setItem('lang', '${lang}');`,
  });
  await page.goto('/login');
  await logIn(page, 'other', undefined, lang);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Gives a column a role through its picker above the sheet. */
async function chooseRole(page: Page, lang: Lang, letter: string, field: string) {
  await page
    .getByRole('combobox', { name: text('bom.preview.columnRole', lang).replace('{n}', letter) })
    .click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .getByText(text(`bom.field.${field}`, lang), { exact: true })
    .click();
}

for (const lang of ['zh_CN', 'zh_TW', 'en_US'] as const) {
  test(`a buyer uploads a file whose names stand left of their data and is told before confirming (${lang})`, async ({
    page,
  }) => {
    await logInAsOther(page, lang);
    await page.goto('/bom_upload');
    await uploadBomFile(page, NOISY);
    const warnings = page.locator('.bom-mapping__warnings');
    await expect(warnings.getByText(text('bom.warning.title', lang))).toBeVisible();
    await expect(
      warnings.getByText(warningText(lang, 'bom.warning.makerColumnNotMakers', 'H', 'Manufacturer', 1)),
    ).toBeVisible();
    await expect(
      warnings.getByText(
        warningText(lang, 'bom.warning.partNumberColumnNotPartNumbers', 'I', 'Part Number', 0),
      ),
    ).toBeVisible();
    await page.locator('.bom-mapping').screenshot({
      path: test.info().outputPath(`mapping-warnings-${lang}.png`),
    });
    // The pickers of the two columns are marked (the sheet scrolled right, where they stand).
    await page.locator('.bom-sheet .ant-table-body').hover();
    await page.mouse.wheel(2000, 0);
    for (const letter of ['H', 'I']) {
      const picker = page.getByRole('combobox', {
        name: text('bom.preview.columnRole', lang).replace('{n}', letter),
      });
      await expect(page.locator('.ant-select-status-warning', { has: picker })).toBeVisible();
    }
    await page.locator('.bom-mapping').screenshot({
      path: test.info().outputPath(`mapping-warnings-columns-${lang}.png`),
    });

    // The buyer takes the part numbers from J and the makers from I: the server checks again, nothing to say.
    await chooseRole(page, lang, 'J', 'mfrPn');
    await expect(page.getByText(text('bom.source.given', lang))).toBeVisible();
    await chooseRole(page, lang, 'I', 'manufacturer');
    await expect(warnings).toHaveCount(0);
    await expect(page.locator('.bom-preview-lines .ant-table-row').first()).toContainText(
      'GRM1555C1H330JA01D',
    );
  });
}
