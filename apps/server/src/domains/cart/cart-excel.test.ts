import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { read, utils, write, type WorkSheet } from '@e965/xlsx';
import { contract, CUST_PN_TEMPLATES, XLSX_CONTENT_TYPE } from '@emall/contract';
import type { CartState, CustPnImportAnswer } from '@emall/contract';
import { multipartBody } from '../../testing/multipart.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { buildZip } from '../../testing/zip-files.mjs';
import { insertCartFixture, type CartFixture } from './cart.fixture.js';

const calls = contract.cart;
let t: TestApp;
let people: Buyers;
let parts: CartFixture;
let demo: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  parts = await insertCartFixture(t.database.db);
  demo = t.client();
  demo.lang = 'en_US';
  await demo.loginAs(people.buyer);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from cart_line`);
  await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 10 });
  await demo.data(calls.addShopCart, { spuId: parts.packaged, quantity: 1000 });
});

function sheetOf(bytes: Buffer): WorkSheet {
  const book = read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}
const rowsOf = (sheet: WorkSheet) => utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });

async function downloadTemplate(filePath: string) {
  return demo.request({
    method: 'GET',
    url: `${calls.download.path}?filePath=${encodeURIComponent(filePath)}`,
  });
}

/** The real template, filled in as a buyer would, saved as .xlsx or .xls. */
async function filledTemplate(filePath: string, rows: string[][], bookType: 'xlsx' | 'biff8' = 'xlsx') {
  const sheet = sheetOf((await downloadTemplate(filePath)).rawPayload);
  utils.sheet_add_aoa(sheet, rows, { origin: -1 });
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return write(book, { type: 'buffer', bookType }) as Buffer;
}

async function upload(bytes: Buffer | string, name = 'parts.xlsx') {
  const { payload, headers } = multipartBody({ name, bytes });
  const response = await demo.request({
    method: 'POST',
    url: calls.batchImportCustPns.path,
    payload,
    headers,
  });
  return {
    status: response.statusCode,
    body: response.json<{ data?: CustPnImportAnswer; errcode?: string; msg?: string }>(),
  };
}

const custPns = async () =>
  Object.fromEntries((await demo.data<CartState>(calls.qryShopCart)).list.map((l) => [l.spuId, l.custPn]));

describe('custom part number templates', () => {
  it('serves the Chinese and the English template as real .xlsx files with their headers', async () => {
    const zh = await downloadTemplate(CUST_PN_TEMPLATES.zh);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(zh.headers['content-disposition']).toContain('cust_pn_template_zh.xlsx');
    expect(rowsOf(sheetOf(zh.rawPayload))).toEqual([['品牌', '型号', '客户物料编码']]);
    const en = await downloadTemplate(CUST_PN_TEMPLATES.en);
    expect(rowsOf(sheetOf(en.rawPayload))).toEqual([['Brand', 'Part number', 'Custom part number']]);
  });

  it('answers 404 for any name outside the list, paths included', async () => {
    for (const name of ['template/other.xlsx', '../../package.json', '/etc/passwd', 'template/../app.ts']) {
      const response = await downloadTemplate(name);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errcode: 'NOT_FOUND' });
    }
  });
});

describe('batchImportCustPns', () => {
  it('sets the custom part numbers the filled-in template names, by normalised part number and brand', async () => {
    const file = await filledTemplate(CUST_PN_TEMPLATES.zh, [
      ['意法半导体', 'stm32f103-c8t6', 'HX-MCU-01'],
      ['TI', 'LM358DR', 'HX-OPA-02'],
    ]);
    const answer = await upload(file);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      allMatch: true,
      list: [
        {
          rowNo: 2,
          brand: '意法半导体',
          mfrPartNumber: 'stm32f103-c8t6',
          custPn: 'HX-MCU-01',
          isMatch: true,
          spuIds: [parts.stm],
        },
        {
          rowNo: 3,
          brand: 'TI',
          mfrPartNumber: 'LM358DR',
          custPn: 'HX-OPA-02',
          isMatch: true,
          spuIds: [parts.packaged],
        },
      ],
    });
    expect(await custPns()).toEqual({ [parts.stm]: 'HX-MCU-01', [parts.packaged]: 'HX-OPA-02' });
  });

  it('reads an .xls template too, and an empty custom part number clears one', async () => {
    await demo.data(calls.changeShopCartMfr, { spuId: parts.stm, custPn: 'OLD' });
    const file = await filledTemplate(CUST_PN_TEMPLATES.en, [['', 'STM32F103C8T6', '']], 'biff8');
    const answer = await upload(file, 'parts.xls');
    expect(answer.body.data?.allMatch).toBe(true);
    expect((await custPns())[parts.stm]).toBeNull();
  });

  it('applies the rows that match and reports the others: a part not in the cart, a brand that disagrees', async () => {
    const file = await filledTemplate(CUST_PN_TEMPLATES.en, [
      ['ST', 'STM32F103C8T6', 'A-1'],
      ['', 'NE555P', 'B-2'],
      ['ST', 'LM358DR', 'C-3'],
    ]);
    const answer = await upload(file);
    expect(answer.body.data?.allMatch).toBe(false);
    expect(answer.body.data?.list.map((row) => row.isMatch)).toEqual([true, false, false]);
    expect(await custPns()).toEqual({ [parts.stm]: 'A-1', [parts.packaged]: null });
  });

  it('refuses the whole file when a custom part number is longer than 35 characters, naming the row', async () => {
    const file = await filledTemplate(CUST_PN_TEMPLATES.en, [
      ['', 'STM32F103C8T6', 'OK'],
      ['', 'LM358DR', 'X'.repeat(36)],
    ]);
    const answer = await upload(file);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errcode: 'IMPORT_CUST_PN_TOO_LONG',
      msg: 'Row 3: the custom part number has more than 35 characters',
    });
    expect((await custPns())[parts.stm]).toBeNull();
  });

  it('refuses files that are not spreadsheets, whatever their name, and sheets without the columns', async () => {
    expect((await upload(Buffer.from('89504e470d0a1a0a', 'hex'), 'photo.xlsx')).body.errcode).toBe(
      'SPREADSHEET_UNREADABLE',
    );
    expect((await upload('Part number,Custom part number\nSTM32,A\n', 'parts.xls')).status).toBe(422);
    const bomb = buildZip(
      Array.from({ length: 2000 }, (_, i) => ({ name: `${i}.xml`, data: Buffer.from('<a/>') })),
    );
    expect((await upload(bomb)).body.errcode).toBe('SPREADSHEET_TOO_COMPLEX');
    const noHeader = utils.book_new();
    utils.book_append_sheet(noHeader, utils.aoa_to_sheet([['STM32F103C8T6', 'A']]), 'S');
    const answer = await upload(write(noHeader, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(answer.body).toMatchObject({ errcode: 'IMPORT_COLUMNS_MISSING' });
  });

  it('answers 400 without a file and 415 for a JSON body', async () => {
    const { payload, headers } = multipartBody(null, { note: 'x' });
    const empty = await demo.request({
      method: 'POST',
      url: calls.batchImportCustPns.path,
      payload,
      headers,
    });
    expect(empty.statusCode).toBe(400);
    expect((await demo.call(calls.batchImportCustPns, {})).status).toBe(415);
  });
});

describe('shopCartExport', () => {
  it('answers a form post with an .xlsx of the lines: brand, part number, custom part number, price, quantity, amount', async () => {
    await demo.data(calls.changeShopCartMfr, { spuId: parts.stm, custPn: 'HX-MCU-01' });
    const response = await demo.request({
      method: 'POST',
      url: `${calls.shopCartExport.path}?export=true&type=xlsx&pageNo=1&pageSize=200`,
      payload: `cols=brand,mfrPartNumber,custPn,price,quantity,amount&taxFlag=T&spuIds=${parts.stm}&spuIds=${parts.packaged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/shopping-cart-20261122-080000\.xlsx/);
    expect(rowsOf(sheetOf(response.rawPayload))).toEqual([
      [
        'Brand',
        'Part number',
        'Custom part number',
        'Unit price (tax incl.)',
        'Quantity',
        'Amount (tax incl.)',
      ],
      ['Texas Instruments', 'LM358DR', '', 1.000005, 1000, 1000.005],
      ['STMicroelectronics', 'STM32F103C8T6', 'HX-MCU-01', 11.3, 10, 113],
    ]);
  });

  it('answers JSON posts too, with prices without tax and only the columns asked for', async () => {
    const response = await demo.request({
      method: 'POST',
      url: calls.shopCartExport.path,
      payload: { cols: ['mfrPartNumber', 'amount'], taxFlag: 'F', spuIds: [parts.packaged] },
    });
    expect(rowsOf(sheetOf(response.rawPayload))).toEqual([
      ['Part number', 'Amount (tax excl.)'],
      ['LM358DR', 885],
    ]);
  });

  it('escapes cells that a spreadsheet would run as formulas, and an upload reads them back unescaped', async () => {
    await demo.data(calls.changeShopCartMfr, { spuId: parts.stm, custPn: '=HYPERLINK("http://x")' });
    await demo.data(calls.changeShopCartMfr, { spuId: parts.packaged, custPn: '@SUM(A1)' });
    const exported = await demo.request({
      method: 'POST',
      url: calls.shopCartExport.path,
      payload: { spuIds: [parts.stm, parts.packaged] },
    });
    const sheet = sheetOf(exported.rawPayload);
    expect(sheet.C2).toMatchObject({ t: 's', v: "'@SUM(A1)" });
    expect(sheet.C3).toMatchObject({ t: 's', v: '\'=HYPERLINK("http://x")' });
    expect(Object.values(sheet).some((cell: { f?: string }) => cell.f !== undefined)).toBe(false);
    await demo.data(calls.changeShopCartMfr, { spuId: parts.stm, custPn: '' });
    const answer = await upload(exported.rawPayload, 'cart.xlsx');
    expect(answer.body.data?.allMatch).toBe(true);
    expect((await custPns())[parts.stm]).toBe('=HYPERLINK("http://x")');
  });

  it('answers 400 without spuIds and 404 when none of them is in the cart', async () => {
    const missing = await demo.call(calls.shopCartExport, { taxFlag: 'T' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { spuIds: 'is required' } });
    expect((await demo.call(calls.shopCartExport, { spuIds: ['123456'] })).status).toBe(404);
  });
});
