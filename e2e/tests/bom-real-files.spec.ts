import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { ERRORS, type Lang } from '@emall/contract';
import { logIn, text, uploadBomFile } from './support';

// Every real BOM of the server's fixtures (apps/server/src/domains/bom/fixtures/SOURCE.md), dropped as exported:
// the lines the upload reads and how many of them the demo catalog selects, with one selected part named. The
// counts are those of the corpus tests on the same files against the demo catalog.
const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/domains/bom/fixtures',
);

interface RealBom {
  file: string;
  lines: number;
  selected: number;
  /** A line's part text and the catalog part chosen for it. */
  shows?: [line: string, part: string];
}

const BY_LANGUAGE: Record<Lang, RealBom[]> = {
  zh_CN: [
    {
      file: 'hackrf-one-bom_2016_grouped.csv',
      lines: 65,
      selected: 37,
      shows: ['LMK105BJ105KV-F', 'LMK105BJ105KV-F'],
    },
    { file: 'hackrf-one-bom_2016_grouped.xls', lines: 65, selected: 37 },
    { file: 'hackrf-one-bom_2014_semicolon_per_ref.csv', lines: 65, selected: 37 },
    {
      file: 'DengFOC-V3_BOM_easyeda_utf16.csv',
      lines: 34,
      selected: 1,
      shows: ['AMS1117-3.3', 'AMS1117-3.3'],
    },
    { file: 'DengFOC_Lailuo_BOM表.xlsx', lines: 18, selected: 1, shows: ['MPU6050', 'MPU-6050'] },
    { file: 'X-Knob_SuperDialV2_Bom.xlsx', lines: 40, selected: 3, shows: ['FR107', 'FR107'] },
  ],
  zh_TW: [
    { file: 'hackrf-one-bom_2016_grouped.xlsx', lines: 65, selected: 37 },
    { file: 'hackrf-one-bom_2014_semicolon_per_ref.xlsx', lines: 65, selected: 37 },
    {
      file: 'OpenRemise_ESP32S3Board_bom.xlsx',
      lines: 25,
      selected: 14,
      shows: ['UCL1V101MCL6GS', 'UCL1V101MCL6GS'],
    },
    {
      file: 'SurfaceDial_Lite_BOM_easyeda_utf16.csv',
      lines: 12,
      selected: 1,
      shows: ['EC11E1834403', 'EC11E1834403'],
    },
    { file: 'SurfaceDial_Lite_BOM_easyeda_utf16.xlsx', lines: 12, selected: 1 },
    { file: 'dboard_BOM-keyboard_jlcpcb.csv', lines: 27, selected: 1, shows: ['AMS1117-3.3', 'AMS1117-3.3'] },
    { file: 'rubiks-cube-robot_BOM.xlsx', lines: 30, selected: 7, shows: ['RP2040', 'RP2040'] },
  ],
  en_US: [
    { file: 'BusPirate_1-click-bom_alternates.tsv', lines: 15, selected: 0 },
    { file: 'CurrentMonitor_bom_mouser.csv', lines: 30, selected: 2, shows: ['1N4148WS', '1N4148WS'] },
    {
      file: 'CurrentMonitor_partlist_eagle.txt',
      lines: 36,
      selected: 1,
      shows: ['MCP1700T-3302E/TT', 'MCP1700T-3302E/TT'],
    },
    { file: 'Marble-Mini_bom_kibom.csv', lines: 129, selected: 1, shows: ['TXS0102DCUR', 'TXS0102DCUR'] },
    {
      file: 'mp153-devboard_v0.1_bom_kicad-fields.csv',
      lines: 43,
      selected: 1,
      shows: ['RC0402FR-071KL', 'RC0402FR-071KL'],
    },
    {
      file: 'mp153-devboard_v0.1_production_bom_jlc.csv',
      lines: 44,
      selected: 2,
      shows: ['1k_0402', 'RC0402FR-071KL'],
    },
  ],
};

async function dropBom(page: Page, bom: RealBom, lang: Lang) {
  const count = (key: string, n: number) => text(key, lang).replace('{n}', String(n));
  await page.goto('/bom_upload');
  // Detected, or (for a file whose header this buyer uploaded before) the mapping remembered.
  await uploadBomFile(page, path.join(FIXTURES, bom.file));
  await page.locator('.bom-mapping__confirm').getByRole('button').click();
  await expect(page).toHaveURL(/\/bom_search\?bomId=\d+$/);
  const bar = page.locator('.bom-search__bar');
  await expect(bar.getByText(count('bom.search.all', bom.lines))).toBeVisible();
  await expect(bar.getByText(count('bom.search.matched', bom.selected))).toBeVisible();
  if (bom.shows) {
    await bar.getByText(count('bom.search.matched', bom.selected)).click();
    const [line, part] = bom.shows;
    const row = page.locator('.bom-lines .ant-table-row', { has: page.getByText(line, { exact: true }) });
    await expect(row.first()).toContainText(part);
    await expect(row.first()).not.toContainText(text('bom.line.noPart', lang));
  }
}

/** The buyer of the second demo company (no other test uploads as them), in one language. */
async function logInAsOther(page: Page, lang: Lang) {
  await page.addInitScript({
    content: `localStorage.setItem('spotStockPanelShown', 'T'); localStorage.setItem('lang', '${lang}');`,
  });
  await page.goto('/login');
  await logIn(page, 'other', undefined, lang);
  await expect(page).not.toHaveURL(/\/login/);
}

for (const [lang, boms] of Object.entries(BY_LANGUAGE) as [Lang, RealBom[]][]) {
  test(`a buyer drops real BOMs as their tools export them (${lang})`, async ({ page }) => {
    // A ceiling, not a wait: a file takes 4–5 s on a quiet machine and up to 25 s on a loaded one three times
    // slower. A file per test instead would cost a login and a cold page each, doubling every run's time.
    test.setTimeout(60_000 + boms.length * 45_000);
    await logInAsOther(page, lang);
    for (const bom of boms) await test.step(bom.file, () => dropBom(page, bom, lang));
  });
}

test('a file without a table is refused at upload, in the buyer’s language', async ({ page }) => {
  await logInAsOther(page, 'en_US');
  await page.goto('/bom_upload');
  await page.locator('input[type=file]').setInputFiles(path.join(FIXTURES, 'HackerConsole_物料清单_gbk.csv'));
  await expect(page.getByText(ERRORS.FILE_NO_TABLE.text.enUs)).toBeVisible();
  await expect(page.locator('.bom-mapping__confirm')).toHaveCount(0);
});
