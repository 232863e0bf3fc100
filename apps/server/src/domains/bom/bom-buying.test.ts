import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type {
  AddBomToCartAnswer,
  BomCostLine,
  BomCosting,
  CartState,
  ChooseBomSubstitutesAnswer,
} from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { readSpreadsheetRows } from '../../platform/spreadsheet.js';
import { matchedBom, sheetFile } from '../../testing/bom-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { threeBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertCartFixture, type CartFixture } from '../cart/cart.fixture.js';
import { addManyToCart } from '../cart/cart-add.service.js';
import { addBomToCart, type CartAddMany } from './bom-cart.service.js';
import { parseCsv } from '../catalog/import/import-csv.js';
import { importCatalogRows } from '../catalog/import/import.js';

/**
 * Buying from a costed BOM through the API (docs/bom-costing.md, "Buying from a costed BOM"): the lines into
 * the cart at a build's buy quantities, the costed sheet, the cheapest drop-in for a short line.
 */

const calls = contract.bom;
const here = path.dirname(fileURLToPath(import.meta.url));
const NO_ATTRITION = { chipPassive: { percent: 0, spares: 0 }, other: { percent: 0, spares: 0 } };

let t: TestApp;
let parts: CartFixture;
let demo: TestClient;
let other: TestClient;
let people: Buyers;
/** The BOM the cart and export tests buy from: real parts of the cart fixture, one unpriced, one unknown. */
let bomId: string;
/** The BOM of 100 nF capacitors the substitute tests make short. */
let capsBomId: string;
/** Product ids of the real capacitors, by LCSC code. */
const caps = new Map<string, string>();

async function importCapacitors(): Promise<void> {
  const csv = await readFile(path.join(here, 'fixtures', 'bom-substitute-parts.csv'), 'utf8');
  const refused: unknown[] = [];
  await importCatalogRows(t.database.db, parseCsv([csv]), {
    clock: () => t.clock.now(),
    onRejected: (rows) => {
      refused.push(...rows);
    },
  });
  expect(refused).toEqual([]);
  const rows = await queryRows<{ id: string; product_code: string }>(
    t.database.db,
    sql`select id::text as id, product_code from product where product_code in
        ('C83056','C301930','C152814','C5137489','C3846904','C432917','C5137492','C237172','C387941','C163182')`,
  );
  for (const row of rows) caps.set(row.product_code, row.id);
}

beforeAll(async () => {
  t = await startTestApp();
  parts = await insertCartFixture(t.database.db);
  await importCapacitors();
  ({ buyer: demo, other, people } = await threeBuyers(t));
  bomId = await matchedBom(
    demo,
    sheetFile([
      ['Designator', 'MPN', 'Manufacturer', 'Qty'],
      ['U1', 'STM32F103C8T6', 'ST', '10'],
      ['U2,U3', 'LM358DR', '', '1'],
      ['U4', 'LM358', '', '1'],
      ['J1', 'XSTM32F103C8T6', '', '1'],
      ['=SUM(A1)', 'NOSUCHPART-9', 'Acme', '3'],
    ]),
  );
  await demo.data(calls.modifyBomBuild, {
    tenantBomLogId: bomId,
    buildQuantities: [100, 10, 10_000_000],
    attrition: NO_ATTRITION,
  });
});
afterAll(() => t.close());

const costingOf = (id: string) => demo.data<BomCosting>(calls.qryBomCosting, { tenantBomLogId: id });
const lineOf = (costing: BomCosting, qryParam: string): BomCostLine => {
  const line = costing.lines.find((l) => l.qryParam === qryParam);
  if (!line) throw new Error(`no line ${qryParam}`);
  return line;
};
const cartQuantities = async () =>
  Object.fromEntries(
    (await demo.data<CartState>(contract.cart.qryShopCart)).list.map((l) => [l.spuId, l.quantity]),
  );

describe('addBomToCart', () => {
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from cart_line`);
    demo.lang = 'zh_CN';
  });

  it("puts each costed line's part in the cart at the build's buy quantity and refuses the others, saying why", async () => {
    const costing = await costingOf(bomId);
    expect(costing.settings.buildQuantities).toEqual([10, 100, 10_000_000]);
    const answer = await demo.data<AddBomToCartAnswer>(calls.addBomToCart, {
      tenantBomLogId: bomId,
      boards: 100,
      version: costing.version,
    });
    // 10 × 100 boards (beyond the stock of 500, at least the minimum of 1); 100 of LM358DR (a multiple of its
    // package of 50); 100 of LM358 (stock 12, so its minimum of 100).
    expect(answer.added.map((a) => [a.spuId, a.quantity])).toEqual([
      [parts.stm, 1000],
      [parts.packaged, 100],
      [parts.scarce, 100],
    ]);
    const at100 = costing.lines.map((l) => l.builds[1]?.buyQty);
    expect(answer.added.map((a) => a.quantity)).toEqual(at100.slice(0, 3));
    expect(await cartQuantities()).toEqual({ [parts.stm]: 1000, [parts.packaged]: 100, [parts.scarce]: 100 });
    expect(answer.refused).toEqual([
      {
        detailId: lineOf(costing, 'XSTM32F103C8T6').detailId,
        lineNo: lineOf(costing, 'XSTM32F103C8T6').lineNo,
        code: 'BOM_LINE_NO_PRICE',
        message: '该器件暂无价格',
      },
      {
        detailId: lineOf(costing, 'NOSUCHPART-9').detailId,
        lineNo: lineOf(costing, 'NOSUCHPART-9').lineNo,
        code: 'BOM_LINE_NO_PART',
        message: '该行未选择器件',
      },
    ]);
  });

  it("adds up with what the cart holds, as the cart's own add does, for the given lines only, in English", async () => {
    demo.lang = 'en_US';
    const costing = await costingOf(bomId);
    const stm = lineOf(costing, 'STM32F103C8T6');
    const unpriced = lineOf(costing, 'XSTM32F103C8T6');
    const body = {
      tenantBomLogId: bomId,
      boards: 10,
      version: costing.version,
      detailIds: [unpriced.detailId, Number(stm.detailId)],
    };
    await demo.data(calls.addBomToCart, body);
    const answer = await demo.data<AddBomToCartAnswer>(calls.addBomToCart, body);
    expect(answer.added).toEqual([{ detailId: stm.detailId, spuId: parts.stm, quantity: 100 }]);
    expect(answer.refused.map((r) => [r.code, r.message])).toEqual([
      ['BOM_LINE_NO_PRICE', 'The chosen part has no price'],
    ]);
    expect(await cartQuantities()).toEqual({ [parts.stm]: 200 });
  });

  it("refuses a line the cart's rules refuse (too many pieces, a full cart) with the cart's message", async () => {
    demo.lang = 'en_US';
    const costing = await costingOf(bomId);
    // 10 per board × 10,000,000 boards: more than the 8 digits a cart quantity holds.
    const huge = await demo.data<AddBomToCartAnswer>(calls.addBomToCart, {
      tenantBomLogId: bomId,
      boards: 10_000_000,
      version: costing.version,
      detailIds: [lineOf(costing, 'STM32F103C8T6').detailId],
    });
    expect(huge).toEqual({
      added: [],
      refused: [
        expect.objectContaining({
          code: 'QUANTITY_TOO_LARGE',
          message: 'The quantity cannot be more than 99999999',
        }),
      ],
    });
    await t.database.db.execute(
      sql`update sys_param set param_value = '2' where param_code = 'EMALL_SHOP_CART_CAPACITY'`,
    );
    try {
      const full = await demo.data<AddBomToCartAnswer>(calls.addBomToCart, {
        tenantBomLogId: bomId,
        boards: 10,
        version: costing.version,
      });
      expect(full.added.map((a) => a.spuId)).toEqual([parts.stm, parts.packaged]);
      expect(full.refused[0]).toEqual({
        detailId: lineOf(costing, 'LM358').detailId,
        lineNo: lineOf(costing, 'LM358').lineNo,
        code: 'CART_FULL',
        message: 'The shopping cart holds at most 2 products; please delete some first',
      });
      // 10 of LM358DR are within its stock of 9,000: one package of 50.
      expect(await cartQuantities()).toEqual({ [parts.stm]: 100, [parts.packaged]: 50 });
    } finally {
      await t.database.db.execute(
        sql`update sys_param set param_value = '200' where param_code = 'EMALL_SHOP_CART_CAPACITY'`,
      );
    }
  });

  it('leaves the cart as it was when the call fails for anything but a refusal', async () => {
    const costing = await costingOf(bomId);
    const [owner] = await queryRows<{ staff_id: number; tenant_id: number }>(
      t.database.db,
      sql`select staff_id::int as staff_id, tenant_id::int as tenant_id from bom_log where id = ${bomId}`,
    );
    if (!owner) throw new Error('no BOM');
    const staff: StaffContext = {
      sessionKey: '',
      staffId: owner.staff_id,
      userCode: people.buyer.staffCode,
      tenantId: owner.tenant_id,
      tenantIds: [owner.tenant_id],
      lang: null,
    };
    let adds = 0;
    // The cart's add breaks after it wrote the lines: none of them must stay in the cart.
    const breaking: CartAddMany = async (deps, who, lines, lang) => {
      adds += 1;
      const written = await addManyToCart(deps, who, lines, lang);
      expect(written.lines.filter((line) => line.added)).toHaveLength(3);
      throw new Error('the disk is full');
    };
    const deps = { db: t.database.db, readDb: t.database.readDb, clock: t.clock, addManyToCart: breaking };
    await expect(
      addBomToCart(deps, staff, 'en_US', { tenantBomLogId: bomId, boards: 10, version: costing.version }),
    ).rejects.toThrow('the disk is full');
    expect(adds).toBe(1);
    expect(await cartQuantities()).toEqual({});
  });

  it('refuses a costing the BOM has moved on from (BOM_CHANGED), a build not set, a foreign BOM, writing nothing', async () => {
    const before = await costingOf(bomId);
    const stm = lineOf(before, 'STM32F103C8T6');
    await demo.data(calls.modifyBomDetail, { detailId: stm.detailId, qty: 11 });
    try {
      const stale = await demo.call(calls.addBomToCart, {
        tenantBomLogId: bomId,
        boards: 10,
        version: before.version,
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ errcode: 'BOM_CHANGED' });
      const now = await costingOf(bomId);
      expect(now.version).not.toBe(before.version);
      const unset = await demo.call(calls.addBomToCart, {
        tenantBomLogId: bomId,
        boards: 7,
        version: now.version,
      });
      expect(unset.status).toBe(400);
      expect(unset.body).toMatchObject({ errcode: 'BOM_BUILD_NOT_SET' });
      const foreign = await other.call(calls.addBomToCart, {
        tenantBomLogId: bomId,
        boards: 10,
        version: now.version,
      });
      expect(foreign.status).toBe(404);
      const unknownLine = await demo.call(calls.addBomToCart, {
        tenantBomLogId: bomId,
        boards: 10,
        version: now.version,
        detailIds: ['999999999'],
      });
      expect(unknownLine.status).toBe(404);
      expect((await demo.call(calls.addBomToCart, { tenantBomLogId: bomId, boards: 0 })).status).toBe(400);
      expect(await cartQuantities()).toEqual({});
    } finally {
      await demo.data(calls.modifyBomDetail, { detailId: stm.detailId, qty: 10 });
    }
  });
});

/** A file answer is the file itself, not an envelope. */
const download = (body: object) =>
  demo.request({ method: 'POST', url: calls.exportBomCosting.path, payload: body });

describe('exportBomCosting', () => {
  it("writes the costed BOM as .xlsx in the caller's language: the lines per build, then the totals", async () => {
    demo.lang = 'en_US';
    const costing = await costingOf(bomId);
    const answer = await download({ tenantBomLogId: bomId, format: 'xlsx' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="BOM-[^"]*-20261122-080000\.xlsx"/);
    const rows = await readSpreadsheetRows(answer.rawPayload);
    const header = rows[0] ?? [];
    expect(header.slice(0, 11)).toEqual([
      'Line',
      'Designators',
      'BOM part',
      'BOM maker',
      'Customer part number',
      'Chosen part',
      'Chosen maker',
      'How chosen',
      'Substitute',
      'Currency',
      'Qty per board',
    ]);
    expect(header.slice(11, 18)).toEqual([
      '10 boards: need',
      '10 boards: buy',
      '10 boards: unit price incl. tax',
      '10 boards: extended incl. tax',
      '10 boards: stock',
      '10 boards: short',
      '10 boards: delivery days',
    ]);
    expect(header).toHaveLength(11 + 3 * 7);
    const stm = rows.find((row) => row[2] === 'STM32F103C8T6') ?? [];
    expect(stm.slice(5, 11)).toEqual(['STM32F103C8T6', expect.any(String), 'exact', 'no', 'CNY', '10']);
    // 100 at the 100+ break of 10.17; 1,000 for 100 boards beyond the stock of 500.
    expect(stm.slice(11, 17)).toEqual(['100', '100', '10.17', '1017', '500', '0']);
    // Money as number cells the sheet can sum, shown with the amount's decimals.
    const sheet = read(answer.rawPayload, { type: 'buffer' }).Sheets['BOM costing'];
    const stmRow = rows.indexOf(stm);
    expect(sheet?.[utils.encode_cell({ r: stmRow, c: 14 })]).toMatchObject({ t: 'n', v: 1017 });
    expect(stm.slice(18, 20)).toEqual(['1000', '1000']);
    const total = rows.find((row) => row[0] === 'Total incl. tax (CNY)') ?? [];
    const perBoard = rows.find((row) => row[0] === 'Per board excl. tax (CNY)') ?? [];
    costing.builds.forEach((build, i) => {
      const at = 11 + i * 7 + 3;
      expect(Number(total[at]?.replace(/,/g, ''))).toBeCloseTo(Number(build.total[0]?.taxAmount), 6);
      expect(Number(perBoard[at]?.replace(/,/g, ''))).toBeCloseTo(Number(build.perBoard[0]?.notTaxAmount), 6);
    });
    // Without a price, a line's price cells stay empty rather than 0.
    const unpriced = rows.find((row) => row[2] === 'XSTM32F103C8T6') ?? [];
    expect(unpriced[13] ?? '').toBe('');
  });

  it('writes .csv as UTF-8 with a byte-order mark, every field quoted, formulas guarded, the totals in Chinese', async () => {
    demo.lang = 'zh_CN';
    const costing = await costingOf(bomId);
    const answer = await download({ tenantBomLogId: bomId, format: 'csv' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/\.csv"/);
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const textOf = bytes.toString('utf8').slice(1);
    const lines = textOf.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]?.startsWith('"行号","位号","BOM 型号/描述","BOM 品牌"')).toBe(true);
    expect(lines[0]).toContain('"10 套：需求","10 套：采购数量"');
    expect(textOf).toContain(`"'=SUM(A1)","NOSUCHPART-9","Acme"`);
    const total = lines.find((line) => line.startsWith('"合计(含税，CNY)"'));
    expect(total).toContain(`"${costing.builds[0]?.total[0]?.taxAmount}"`);
    expect(total).toContain(`"${costing.builds[2]?.total[0]?.taxAmount}"`);
  });
});

describe('chooseBomSubstitutes', () => {
  beforeAll(async () => {
    capsBomId = await matchedBom(
      demo,
      sheetFile([
        ['Designator', 'MPN', 'Manufacturer', 'Qty'],
        ['C1-C20', '0402B104K160CT', 'Walsin', '20'],
        ['U4', 'LM358', '', '1'],
        ['U1', 'STM32F103C8T6', 'ST', '1'],
        ['X1', 'NOSUCHPART-9', 'Acme', '1'],
      ]),
    );
    await demo.data(calls.modifyBomBuild, {
      tenantBomLogId: capsBomId,
      buildQuantities: [100, 1000],
      attrition: NO_ATTRITION,
    });
    // A part with little stock and a large build: 20 a board × 1,000 boards is 20,000 pieces.
    const original = caps.get('C83056');
    await t.database.db.execute(sql`update product set redundant_stock = 1000 where id = ${original}`);
    await t.database.db.execute(sql`delete from product_stock where product_id = ${original}`);
    await t.database.db.execute(
      sql`insert into product_stock (product_id, warehouse, qty) values (${original}, 'NJ', 1000)`,
    );
    // The catalog ranks this one first by its unit price; its package makes it the dearer buy.
    await t.database.db.execute(sql`update product set mini_pkg = 50000 where id = ${caps.get('C5137489')}`);
  });

  it('gives each short line its cheapest in-stock drop-in, never a cheaper part that is no drop-in', async () => {
    const before = await costingOf(capsBomId);
    const line = lineOf(before, '0402B104K160CT');
    expect(line.part?.spuId).toBe(caps.get('C83056'));
    expect(line.builds[1]).toMatchObject({ need: 20_000, shortQty: 19_000 });
    const answer = await demo.data<ChooseBomSubstitutesAnswer>(calls.chooseBomSubstitutes, {
      tenantBomLogId: capsBomId,
      boards: 1000,
    });
    // In stock for 20,000 and drop-ins: FOJAN 25 V at 0.0008, but sold in packages of 50,000 (35.00 for
    // 50,000); FOJAN 50 V at 0.0013 (26.00); Walsin 50 V at 0.0014 (28.00). The Walsin 10 V part (0.0007, stock
    // 27,503) is cheaper still but rated below 16 V: no drop-in.
    expect(answer.changed).toEqual([
      {
        detailId: line.detailId,
        lineNo: line.lineNo,
        spuId: caps.get('C5137492'),
        mfrPartNumber: lineOf(answer.costing, '0402B104K160CT').part?.mfrPartNumber,
      },
    ]);
    expect(answer.unchanged).toEqual(
      expect.arrayContaining([
        { detailId: lineOf(before, 'LM358').detailId, reason: 'noSubstitute' },
        { detailId: lineOf(before, 'STM32F103C8T6').detailId, reason: 'noSubstitute' },
      ]),
    );
    const noPart = lineOf(before, 'NOSUCHPART-9').detailId;
    expect(answer.unchanged.map((u) => u.detailId)).not.toContain(noPart);
    const after = lineOf(answer.costing, '0402B104K160CT');
    expect(after.part).toMatchObject({ mfrPartNumber: 'FCC0402B104K500AT', matchRule: 'substitute' });
    expect(after.substitute).toMatchObject({ replacedSpuId: caps.get('C83056') });
    expect(after.builds[1]).toMatchObject({ buyQty: 20_000, shortQty: 0, coverage: 'stock' });
    expect(lineOf(answer.costing, 'NOSUCHPART-9').part).toBeNull();
    // the answer's page is filtered at the build the substitutes were chosen at
    expect(await demo.data(calls.qryBomCosting, { tenantBomLogId: capsBomId, boards: 1000 })).toEqual(
      answer.costing,
    );
  });

  it('leaves a given line that is not short, or has no part, as it is; the substitute is undone by modifyBomDetail', async () => {
    const before = await costingOf(capsBomId);
    const stm = lineOf(before, 'STM32F103C8T6');
    const noPart = lineOf(before, 'NOSUCHPART-9');
    const answer = await demo.data<ChooseBomSubstitutesAnswer>(calls.chooseBomSubstitutes, {
      tenantBomLogId: capsBomId,
      boards: 100,
      detailIds: [stm.detailId, noPart.detailId],
    });
    expect(answer.changed).toEqual([]);
    expect(answer.unchanged).toEqual([
      { detailId: stm.detailId, reason: 'notShort' },
      { detailId: noPart.detailId, reason: 'noSubstitute' },
    ]);
    const caps0 = lineOf(before, '0402B104K160CT');
    await demo.data(calls.modifyBomDetail, { detailId: caps0.detailId, substituteSpuId: null });
    const undone = lineOf(await costingOf(capsBomId), '0402B104K160CT');
    expect(undone.part?.spuId).toBe(caps.get('C83056'));
    expect(undone.substitute).toBeNull();
  });

  it('answers BOM_BUILD_NOT_SET for a build not set and 404 for a foreign BOM', async () => {
    const unset = await demo.call(calls.chooseBomSubstitutes, { tenantBomLogId: capsBomId, boards: 5 });
    expect(unset.body).toMatchObject({ errcode: 'BOM_BUILD_NOT_SET' });
    expect(
      (await other.call(calls.chooseBomSubstitutes, { tenantBomLogId: capsBomId, boards: 100 })).status,
    ).toBe(404);
  });
});
