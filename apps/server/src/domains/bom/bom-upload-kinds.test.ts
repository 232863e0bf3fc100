import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { contract, ERRORS } from '@emall/contract';
import type { BomLogPage } from '@emall/contract';
import { uploadBom, uploadBomFile } from '../../testing/bom-client.js';
import { fixtureBytes } from '../../testing/bom-files.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createStaff } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

/**
 * The BOM upload takes text exports and spreadsheets by their content, and refuses empty or unreadable
 * files.
 */

let t: TestApp;
let demo: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  demo = t.client();
  await demo.loginAs(await createStaff(t.database.db));
});
afterAll(() => t.close());

async function bomCount(): Promise<number> {
  return (await demo.data<BomLogPage>(contract.bom.qryBomLogByPage, {})).total;
}

/** An .xlsx whose only sheet has no cell. */
function emptyWorkbook(): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([]), 'BOM');
  return new Uint8Array(write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

describe('text exports', () => {
  it('reads a CSV with preamble rows, named after the file without its extension', async () => {
    const preview = await uploadBom(demo, {
      name: 'CurrentMonitor_bom_mouser.csv',
      bytes: fixtureBytes('CurrentMonitor_bom_mouser.csv'),
    });
    expect(preview).toMatchObject({
      bomName: 'CurrentMonitor_bom_mouser',
      fileName: 'CurrentMonitor_bom_mouser.csv',
      jobState: 'MAPPING',
      sheetRowCount: 34,
      sheetColumnCount: 6,
    });
    expect(preview.sheetRows[3]?.cells).toEqual([
      'Part No.',
      'Order Qty.',
      'Mouser #',
      'Mfr. #',
      'Manufacturer',
      'Description',
    ]);
    expect(preview.mapping?.tables[0]?.headerRow).toBe(3);
  });

  it('reads a UTF-16 tab-separated EasyEDA export, whatever its name says', async () => {
    const preview = await uploadBom(demo, {
      name: 'BOM_DengFOC V3.tsv',
      bytes: fixtureBytes('DengFOC-V3_BOM_easyeda_utf16.csv'),
    });
    expect(preview).toMatchObject({ bomName: 'BOM_DengFOC V3', sheetRowCount: 35, sheetColumnCount: 10 });
    expect(preview.sheetRows[1]?.cells.slice(0, 6)).toEqual([
      '1',
      '47uF',
      'C1,C2',
      'C0603',
      '2',
      'GRM188R60J476ME15D',
    ]);
    const named = await uploadBom(demo, {
      name: 'partlist.xlsx',
      bytes: fixtureBytes('CurrentMonitor_partlist_eagle.txt'),
    });
    expect(named.sheetRows[4]?.cells).toEqual(['Part', 'Value', 'Device', 'Package', 'Library', 'Sheet']);
  });
});

describe('files refused at upload, nothing saved, in the caller’s language', () => {
  it.each([
    [
      'the GBK file of free-text lines',
      'HackerConsole_物料清单_gbk.csv',
      fixtureBytes('HackerConsole_物料清单_gbk.csv'),
      'FILE_NO_TABLE',
    ],
    ['an empty file', 'bom.csv', new Uint8Array(0), 'FILE_NO_TABLE'],
    ['an .xlsx whose sheet is empty', 'bom.xlsx', emptyWorkbook(), 'FILE_NO_TABLE'],
    [
      'binary bytes named .csv',
      'bom.csv',
      new Uint8Array([0x00, 0x9f, 0xff, 0x01, 0x02, 0x41, 0x00, 0xfe]),
      'FILE_KIND_NOT_ACCEPTED',
    ],
    ['a PDF named .csv', 'bom.csv', new TextEncoder().encode('%PDF-1.7 not a BOM'), 'FILE_KIND_NOT_ACCEPTED'],
  ] as const)('refuses %s', async (_what, name, bytes, errcode) => {
    const before = await bomCount();
    for (const [lang, text] of [
      ['en_US', ERRORS[errcode].text.enUs],
      ['zh_TW', ERRORS[errcode].text.zhTw],
      ['zh_CN', ERRORS[errcode].text.zhCn],
    ] as const) {
      demo.lang = lang;
      const answer = await uploadBomFile(demo, { name, bytes });
      expect(answer).toMatchObject({ status: 422, body: { success: false, errcode } });
      const kinds = '.csv, .tsv, .txt, .xls, .xlsx';
      expect(answer.body.success ? '' : answer.body.msg).toBe(text.replace('{kinds}', kinds));
    }
    demo.lang = undefined;
    expect(await bomCount()).toBe(before);
  });
});
