import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, normalizePartNumber } from '@emall/contract';
import type { BomCosting, BomCostingPage, BomCostLine, BomLineBuildCost } from '@emall/contract';
import { queryRows, type Db } from '../../platform/db.js';
import { matchedBom, sheetFile } from '../../testing/bom-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { threeBuyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { applySubstitutes } from './bom-costing.service.js';

/**
 * qryBomCosting, modifyBomBuild and the costing fields of modifyBomDetail through the API (on PGlite, and on
 * PostgreSQL in the server-postgres pass): a buy-up, a minimum and package multiple crossing the stock, a short
 * part covered by spot stock, and bad input answered with clear errors. Every expected figure is worked out
 * by hand in the comments from the parts below.
 */

const costing = contract.bom.qryBomCosting;
const build = contract.bom.modifyBomBuild;
const detail = contract.bom.modifyBomDetail;
let t: TestApp;
let demo: TestClient;
let colleague: TestClient;
let other: TestClient;
let bomId: string;
const ids: Record<string, string> = {};

interface Part {
  mpn: string;
  miniQty: number;
  miniPkg: number;
  stock: number;
  deliveryCycle: number;
  breaks: [from: number, tax: string, notTax: string][];
  param?: [kind: string, pkg: string];
}

const PARTS: Part[] = [
  // A 0603 resistor: a chip passive (2 % + 10 spares by default). Breaks 1+ 0.10, 100+ 0.05, 1000+ 0.02.
  {
    mpn: 'BCOST-R0603-10K',
    miniQty: 1,
    miniPkg: 1,
    stock: 100_000,
    deliveryCycle: 8,
    breaks: [
      [1, '0.100000', '0.088496'],
      [100, '0.050000', '0.044248'],
      [1000, '0.020000', '0.017699'],
    ],
    param: ['resistor', '0603'],
  },
  // Minimum 1,000 in packages of 10, stock 100: within stock any package, beyond it at least 1,000.
  {
    mpn: 'BCMOQ1000P10',
    miniQty: 1000,
    miniPkg: 10,
    stock: 100,
    deliveryCycle: 15,
    breaks: [[1, '0.500000', '0.442478']],
  },
  // Stock 5, one price; two spot quotes: 10 pieces at 1.00, 1,000 at 1.50.
  {
    mpn: 'BCSHORT5',
    miniQty: 1,
    miniPkg: 1,
    stock: 5,
    deliveryCycle: 20,
    breaks: [[1, '2.000000', '1.769912']],
  },
];

async function insertParts(db: Db): Promise<void> {
  const [brand] = await queryRows<{ id: number }>(
    db,
    sql`insert into brand (brand_code, name_en, name_zh_cn, name_zh_tw)
        values ('BCOST', 'Bcost Parts', '比科斯特', '比科斯特') returning id`,
  );
  for (const part of PARTS) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into product (product_code, mfr_part_number, mfr_pn_key, brand_id, product_desc, mini_qty, mini_pkg,
            delivery_cycle, redundant_stock)
          values (${`FX-${part.mpn}`}, ${part.mpn}, ${normalizePartNumber(part.mpn)}, ${brand?.id}, ${part.mpn},
            ${part.miniQty}, ${part.miniPkg}, ${part.deliveryCycle}, ${part.stock})
          returning id::text as id`,
    );
    const id = row?.id ?? '';
    ids[part.mpn] = id;
    await db.execute(
      sql`insert into product_stock (product_id, warehouse, qty) values (${id}, 'NJHB', ${part.stock})`,
    );
    for (const [i, [from, tax, notTax]] of part.breaks.entries()) {
      const next = part.breaks[i + 1];
      await db.execute(sql`insert into price_break (product_id, qty_from, qty_to, tax_price, not_tax_price)
                           values (${id}, ${from}, ${next ? next[0] - 1 : null}, ${tax}, ${notTax})`);
    }
    if (part.param)
      await db.execute(sql`insert into product_parameter (product_id, kind, value_si, package)
                           values (${id}, ${part.param[0]}, 10000, ${part.param[1]})`);
  }
  for (const [channel, stock, price, days] of [
    ['CH-SMALL', 10, '1.000000', 6],
    ['CH-BIG', 1000, '1.500000', 9],
  ] as const)
    await db.execute(sql`insert into stock_quote (mfr_part_number, mfr_pn_key, brand_id, product_id, channel_code,
                           stock_qty, tax_price, delivery_cycle, quote_date)
                         values ('BCSHORT5', 'BCSHORT5', ${brand?.id}, ${ids['BCSHORT5']},
                           ${channel}, ${stock}, ${price}, ${days}, '2026-11-20')`);
}

beforeAll(async () => {
  t = await startTestApp();
  await insertParts(t.database.db);
  ({ buyer: demo, colleague, other } = await threeBuyers(t));
  bomId = await matchedBom(
    demo,
    sheetFile([
      ['MPN', 'Manufacturer', 'Qty'],
      ['BCOST-R0603-10K', 'BCOST', '8'],
      ['BCMOQ1000P10', 'BCOST', '2'],
      ['BCSHORT5', 'BCOST', '1'],
      ['NOSUCHPART-77', 'Acme', '3'],
    ]),
  );
});
afterAll(() => t.close());

async function cost(): Promise<BomCosting> {
  return demo.data<BomCosting>(costing, { tenantBomLogId: bomId });
}

function line(answer: BomCosting, mpn: string): BomCostLine {
  const found = answer.lines.find((l) => l.qryParam === mpn);
  if (!found) throw new Error(`no line ${mpn}`);
  return found;
}

/** need, buyQty, unit price, extended price, shortQty, coverage, delivery days of each build. */
function figures(builds: readonly BomLineBuildCost[]) {
  return builds.map((b) => [
    b.need,
    b.buyQty,
    b.unitTaxPrice,
    b.extTaxAmount,
    b.shortQty,
    b.coverage,
    b.deliveryDays,
  ]);
}

describe('qryBomCosting', () => {
  it('costs every line at the default single board with the class defaults', async () => {
    const answer = await cost();
    expect(answer.settings).toEqual({
      buildQuantities: [1],
      attrition: { chipPassive: { percent: 2, spares: 10 }, other: { percent: 1, spares: 0 } },
      buyUpLimitPercent: 0,
    });
    expect(line(answer, 'BCOST-R0603-10K').attrition).toEqual({
      percent: 2,
      spares: 10,
      source: 'chipPassive',
    });
    expect(line(answer, 'BCMOQ1000P10').attrition).toEqual({ percent: 1, spares: 0, source: 'other' });
    expect(line(answer, 'NOSUCHPART-77')).toMatchObject({ issue: 'noPart', part: null });
  });

  it('costs three build quantities: buy-up, minimum across the stock, spot stock', async () => {
    const answer = await demo.data<BomCosting>(build, {
      tenantBomLogId: bomId,
      buildQuantities: [100, 1, 10],
    });
    expect(answer.settings.buildQuantities).toEqual([1, 10, 100]);
    const resistor = line(answer, 'BCOST-R0603-10K');
    // need = 8 × boards + ⌈2 % of it⌉ + 10: 19, 92, 826; at 0.10, 0.10, 0.05
    expect(figures(resistor.builds)).toEqual([
      [19, 19, '0.100000', '1.900000', 0, 'stock', 3],
      [92, 92, '0.100000', '9.200000', 0, 'stock', 3],
      [826, 826, '0.050000', '41.300000', 0, 'stock', 3],
    ]);
    // 1 board: 100 × 0.05 = 5.00 costs more than 1.90: none; 10: 100 × 0.05 = 5.00 saves 4.20;
    // 100: 1,000 × 0.02 = 20.00 saves 21.30
    expect(
      resistor.builds.map(
        (b) => b.buyUp && [b.buyUp.buyQty, b.buyUp.extTaxAmount, b.buyUp.saving, b.buyUp.extraPieces],
      ),
    ).toEqual([null, [100, '5.000000', '4.200000', 8], [1000, '20.000000', '21.300000', 174]]);
    // need = 2 × boards + ⌈1 %⌉: 3, 21, 202; packages of 10 within stock 100, then the minimum of 1,000
    expect(figures(line(answer, 'BCMOQ1000P10').builds)).toEqual([
      [3, 10, '0.500000', '5.000000', 0, 'stock', 3],
      [21, 30, '0.500000', '15.000000', 0, 'stock', 3],
      [202, 1000, '0.500000', '500.000000', 900, 'factory', 15],
    ]);
    // need = boards + ⌈1 %⌉: 2, 11, 101; stock 5 short by 6 (10 at 1.00 covers it), by 96 (1,000 at 1.50)
    const short = line(answer, 'BCSHORT5');
    expect(figures(short.builds)).toEqual([
      [2, 2, '2.000000', '4.000000', 0, 'stock', 3],
      [11, 11, '2.000000', '22.000000', 6, 'spot', 6],
      [101, 101, '2.000000', '202.000000', 96, 'spot', 9],
    ]);
    expect(short.builds.map((b) => b.spot?.channelCode ?? null)).toEqual([null, 'CH-SMALL', 'CH-BIG']);
    expect(
      line(answer, 'NOSUCHPART-77').builds.map((b) => [b.need, b.buyQty, b.coverage, b.extTaxAmount]),
    ).toEqual([
      [4, 0, 'none', null],
      [31, 0, 'none', null],
      [303, 0, 'none', null],
    ]);
    // totals: 1.90 + 5 + 4 = 10.90; 9.20 + 15 + 22 = 46.20; 41.30 + 500 + 202 = 743.30
    expect(answer.builds.map((b) => [b.boards, b.total[0]?.taxAmount, b.perBoard[0]?.taxAmount])).toEqual([
      [1, '10.90', '10.900000'],
      [10, '46.20', '4.620000'],
      [100, '743.30', '7.433000'],
    ]);
    // before tax: 19 × 0.088496 + 10 × 0.442478 + 2 × 1.769912 = 1.681424 + 4.42478 + 3.539824 = 9.646028
    expect(answer.builds[0]?.total[0]?.notTaxAmount).toBe('9.65');
    expect(answer.builds[0]?.perBoard[0]?.notTaxAmount).toBe('9.646028');
    expect(answer.builds.map((b) => [b.costedCount, b.shortCount, b.uncoveredCount, b.buyUpCount])).toEqual([
      [3, 0, 1, 0],
      [3, 1, 1, 1],
      [3, 2, 1, 1],
    ]);
    expect(answer.builds.map((b) => b.buyUpSaving)).toEqual([
      [],
      [{ currency: 'CNY', amount: '4.200000' }],
      [{ currency: 'CNY', amount: '21.300000' }],
    ]);
  });

  it('buys the buy-up of a line that accepts it, and of none once all are declined', async () => {
    const before = await cost();
    const resistor = line(before, 'BCOST-R0603-10K');
    await demo.data(detail, { detailId: resistor.detailId, acceptBuyUp: true });
    const accepted = line(await cost(), 'BCOST-R0603-10K');
    expect(accepted.builds.map((b) => [b.buyQty, b.excess, b.extTaxAmount, b.buyUpApplied])).toEqual([
      [19, 0, '1.900000', false],
      [100, 8, '5.000000', true],
      [1000, 174, '20.000000', true],
    ]);
    const declined = await demo.data<BomCosting>(build, { tenantBomLogId: bomId, acceptAllBuyUps: false });
    expect(line(declined, 'BCOST-R0603-10K').builds.map((b) => b.buyQty)).toEqual([19, 92, 826]);
    const all = await demo.data<BomCosting>(build, { tenantBomLogId: bomId, acceptAllBuyUps: true });
    expect(all.lines.every((l) => l.acceptBuyUp)).toBe(true);
    expect(all.builds[1]?.total[0]?.taxAmount).toBe('42.00'); // 5 + 15 + 22
    await demo.data(build, { tenantBomLogId: bomId, acceptAllBuyUps: false });
  });

  it('offers a buy-up that costs more within the limit', async () => {
    const answer = await demo.data<BomCosting>(build, {
      tenantBomLogId: bomId,
      buildQuantities: [4],
      buyUpLimitPercent: 40,
    });
    // 4 boards: 32 + 1 + 10 = 43 × 0.10 = 4.30; 100 × 0.05 = 5.00 is 16.28 % more
    expect(line(answer, 'BCOST-R0603-10K').builds[0]?.buyUp).toMatchObject({
      buyQty: 100,
      saving: '-0.700000',
      extraPieces: 57,
    });
    const tight = await demo.data<BomCosting>(build, { tenantBomLogId: bomId, buyUpLimitPercent: 16.27 });
    expect(tight.settings.buyUpLimitPercent).toBe(16.27);
    expect(line(tight, 'BCOST-R0603-10K').builds[0]?.buyUp).toBeNull();
    await demo.data(build, { tenantBomLogId: bomId, buildQuantities: [1, 10, 100], buyUpLimitPercent: 0 });
  });

  it("uses a line's own attrition, completes it from the class default, and returns to the default on null", async () => {
    const resistor = line(await cost(), 'BCOST-R0603-10K');
    await demo.data(detail, { detailId: resistor.detailId, attritionPercent: 2.5 });
    const own = line(await cost(), 'BCOST-R0603-10K');
    // the spares stay the class's 10; 8 × 100 = 800 + 20 + 10
    expect(own.attrition).toEqual({ percent: 2.5, spares: 10, source: 'line' });
    expect(own.builds[2]?.need).toBe(830);
    await demo.data(detail, { detailId: resistor.detailId, attritionSpares: 0 });
    expect(line(await cost(), 'BCOST-R0603-10K').builds.map((b) => b.need)).toEqual([9, 82, 820]);
    await demo.data(detail, { detailId: resistor.detailId, attritionSpares: null });
    expect(line(await cost(), 'BCOST-R0603-10K').attrition.source).toBe('chipPassive');
  });

  it('takes new class defaults for the lines without their own', async () => {
    const answer = await demo.data<BomCosting>(build, {
      tenantBomLogId: bomId,
      attrition: { chipPassive: { percent: 0, spares: 0 }, other: { percent: 100, spares: 5 } },
    });
    expect(line(answer, 'BCOST-R0603-10K').builds.map((b) => b.need)).toEqual([8, 80, 800]);
    // 2 × boards twice, + 5
    expect(line(answer, 'BCMOQ1000P10').builds.map((b) => b.need)).toEqual([9, 45, 405]);
    await demo.data(build, {
      tenantBomLogId: bomId,
      attrition: { chipPassive: { percent: 2, spares: 10 }, other: { percent: 1, spares: 0 } },
    });
  });

  it('changes the version with every change of the BOM or a line, and only then', async () => {
    const first = (await cost()).version;
    expect((await cost()).version).toBe(first);
    const changed = await demo.data<BomCosting>(build, { tenantBomLogId: bomId, buildQuantities: [1, 10] });
    expect(changed.version).not.toBe(first);
    const moq = line(changed, 'BCMOQ1000P10');
    await demo.data(detail, { detailId: moq.detailId, qty: 3 });
    const afterQty = (await cost()).version;
    expect(afterQty).not.toBe(changed.version);
    await demo.data(detail, { detailId: moq.detailId, qty: 2 });
    await demo.data(build, { tenantBomLogId: bomId, buildQuantities: [1, 10, 100] });
  });

  it('answers a page of the costing it names while the BOM is unchanged, and costs a changed BOM afresh', async () => {
    const stockOf = (answer: BomCosting) => line(answer, 'BCOST-R0603-10K').part?.stock;
    const setStock = (qty: number) =>
      t.database.db.execute(
        sql`update product set redundant_stock = ${qty} where id = ${ids['BCOST-R0603-10K']}`,
      );
    const shown = await demo.data<BomCostingPage>(costing, { tenantBomLogId: bomId, pageSize: 2 });
    expect(stockOf(await cost())).toBe(100_000);
    await setStock(99_000);
    try {
      // Another page of the costing on screen: its own lines and totals, the stock of its moment.
      const next = await demo.data<BomCostingPage>(costing, {
        tenantBomLogId: bomId,
        pageSize: 2,
        page: 2,
        version: shown.version,
      });
      expect([next.version, next.builds, next.lineTotal]).toEqual([shown.version, shown.builds, 4]);
      expect(next.lines.map((l) => l.qryParam)).toEqual(['BCSHORT5', 'NOSUCHPART-77']);
      expect(
        stockOf(await demo.data<BomCosting>(costing, { tenantBomLogId: bomId, version: shown.version })),
      ).toBe(100_000);
      // Without a version, or with another one, the BOM is costed now.
      expect(stockOf(await cost())).toBe(99_000);
      expect(stockOf(await demo.data<BomCosting>(costing, { tenantBomLogId: bomId, version: 'x-y' }))).toBe(
        99_000,
      );
      // A line changed (the clock stands still here): the named version is gone, the answer is costed now.
      const fresh = await cost();
      await setStock(98_000);
      const moq = line(fresh, 'BCMOQ1000P10');
      await demo.data(detail, { detailId: moq.detailId, qty: 2 });
      const after = await demo.data<BomCosting>(costing, { tenantBomLogId: bomId, version: fresh.version });
      expect(stockOf(after)).toBe(98_000);
      // Another buyer naming the owner's version still finds no BOM.
      const foreign = await other.call(costing, { tenantBomLogId: bomId, version: after.version });
      expect(foreign.status).toBe(404);
    } finally {
      await setStock(100_000);
    }
  });

  it('keeps and restores the original part of a substitute', async () => {
    const answer = await cost();
    const short = line(answer, 'BCSHORT5');
    const owner = await queryRows<{ tenant_id: number; staff_id: number }>(
      t.database.db,
      sql`select tenant_id, staff_id from bom_log where id = ${bomId}`,
    );
    const o = { tenantId: owner[0]?.tenant_id ?? 0, staffId: owner[0]?.staff_id ?? 0 };
    const moqId = Number(ids['BCMOQ1000P10']);
    await applySubstitutes(t.database.db, o, Number(bomId), [
      { detailId: Number(short.detailId), productId: moqId },
    ]);
    // a second substitute keeps the first original
    await applySubstitutes(t.database.db, o, Number(bomId), [
      { detailId: Number(short.detailId), productId: Number(ids['BCOST-R0603-10K']) },
    ]);
    const substituted = line(await cost(), 'BCSHORT5');
    expect(substituted.part).toMatchObject({ mfrPartNumber: 'BCOST-R0603-10K', matchRule: 'substitute' });
    expect(substituted.substitute).toEqual({
      replacedSpuId: ids['BCSHORT5'],
      replacedMfrPartNumber: 'BCSHORT5',
      replacedBrandName: '比科斯特', // the default language's name
    });
    await demo.data(detail, { detailId: short.detailId, substituteSpuId: null });
    const restored = line(await cost(), 'BCSHORT5');
    expect(restored.part?.mfrPartNumber).toBe('BCSHORT5');
    expect(restored.part?.matchRule).toBe(short.part?.matchRule);
    expect(restored.substitute).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses bad build quantities, attrition and limits with 400 in the caller’s language', async () => {
    const bad: Record<string, unknown>[] = [
      { buildQuantities: [0] },
      { buildQuantities: [-1] },
      { buildQuantities: [1.5] },
      { buildQuantities: [10_000_001] },
      { buildQuantities: [1, 2, 3, 4, 5, 6] },
      { buildQuantities: [10, 10] },
      { buildQuantities: [] },
      { attrition: { chipPassive: { percent: 101, spares: 0 }, other: { percent: 1, spares: 0 } } },
      { attrition: { chipPassive: { percent: -1, spares: 0 }, other: { percent: 1, spares: 0 } } },
      { attrition: { chipPassive: { percent: 2.345, spares: 0 }, other: { percent: 1, spares: 0 } } },
      { attrition: { chipPassive: { percent: 2, spares: -1 }, other: { percent: 1, spares: 0 } } },
      { buyUpLimitPercent: 101 },
    ];
    demo.lang = 'en_US';
    for (const body of bad) {
      const answer = await demo.call(build, { tenantBomLogId: bomId, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errcode: 'VALIDATION_FAILED' });
      expect((answer.body as { msg: string }).msg).toMatch(/^The request is invalid, please check it \(/);
    }
    demo.lang = 'zh_CN';
    const resistor = line(await cost(), 'BCOST-R0603-10K');
    for (const attritionPercent of [101, -1, 2.345]) {
      const answer = await demo.call(detail, { detailId: resistor.detailId, attritionPercent });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errcode: 'VALIDATION_FAILED' });
      expect((answer.body as { msg: string }).msg).toMatch(/^请求参数有误，请检查后重试/);
    }
    demo.lang = undefined;
    // nothing was written
    expect((await cost()).settings.buildQuantities).toEqual([1, 10, 100]);
  });

  it('refuses a part that is no drop-in substitute, in the caller’s language', async () => {
    demo.lang = 'en_US';
    const short = line(await cost(), 'BCSHORT5');
    const answer = await demo.call(detail, {
      detailId: short.detailId,
      substituteSpuId: ids['BCMOQ1000P10'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errcode: 'SUBSTITUTE_NOT_DROP_IN',
      msg: 'The chosen part is not a drop-in substitute for this part',
    });
    const none = line(await cost(), 'NOSUCHPART-77');
    expect(
      (await demo.call(detail, { detailId: none.detailId, substituteSpuId: ids['BCMOQ1000P10'] })).body,
    ).toMatchObject({
      errcode: 'SUBSTITUTE_NOT_DROP_IN',
    });
    demo.lang = undefined;
  });

  it('refuses a BOM still matching with BOM_NOT_COSTED, before writing anything', async () => {
    await t.database.db.execute(sql`update bom_log set job_state = 'MAPPING' where id = ${bomId}`);
    try {
      demo.lang = 'zh_CN';
      for (const [call, body] of [
        [costing, { tenantBomLogId: bomId }],
        [build, { tenantBomLogId: bomId, buildQuantities: [7] }],
      ] as const) {
        const answer = await demo.call(call, body);
        expect(answer.status).toBe(409);
        expect(answer.body).toMatchObject({ errcode: 'BOM_NOT_COSTED', msg: '请先匹配完 BOM 再计算成本' });
      }
    } finally {
      demo.lang = undefined;
      await t.database.db.execute(sql`update bom_log set job_state = 'DONE' where id = ${bomId}`);
    }
    expect((await cost()).settings.buildQuantities).toEqual([1, 10, 100]);
  });

  it("answers 404 for a colleague's or another tenant's BOM, 401 without a session", async () => {
    for (const client of [colleague, other]) {
      for (const [call, body] of [
        [costing, { tenantBomLogId: bomId }],
        [build, { tenantBomLogId: bomId, buildQuantities: [7] }],
      ] as const) {
        const answer = await client.call(call, body);
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ errcode: 'NOT_FOUND' });
      }
    }
    expect((await t.client().call(costing, { tenantBomLogId: bomId })).status).toBe(401);
    expect((await cost()).settings.buildQuantities).toEqual([1, 10, 100]);
  });
});

describe('a page at a time', () => {
  const lineNos = (answer: BomCosting) => answer.lines.map((l) => l.qryParam);
  const ALL = ['BCOST-R0603-10K', 'BCMOQ1000P10', 'BCSHORT5', 'NOSUCHPART-77'];

  it('answers the totals of every line and one page of lines, by filter at a build', async () => {
    const full = await demo.data<BomCostingPage>(build, {
      tenantBomLogId: bomId,
      buildQuantities: [1, 10, 100],
      attrition: { chipPassive: { percent: 2, spares: 10 }, other: { percent: 1, spares: 0 } },
      buyUpLimitPercent: 0,
      acceptAllBuyUps: false,
    });
    expect(full).toMatchObject({ page: 1, pageSize: 50, show: 'all', boards: 1, lineCount: 4, lineTotal: 4 });
    expect(full.anyBuyUpAccepted).toBe(false);
    expect(lineNos(full)).toEqual(ALL);
    const page = (body: Record<string, unknown>) =>
      demo.data<BomCostingPage>(costing, { tenantBomLogId: bomId, ...body });

    const second = await page({ page: 2, pageSize: 3 });
    expect(lineNos(second)).toEqual(['NOSUCHPART-77']);
    expect(second).toMatchObject({ page: 2, pageSize: 3, lineCount: 4, lineTotal: 4, version: full.version });
    expect(second.builds).toEqual(full.builds);
    const beyond = await page({ page: 3, pageSize: 2 });
    expect(beyond.lines).toEqual([]);
    expect(beyond).toMatchObject({ lineCount: 4, page: 3 });

    // at 100 boards: the minimum of 1,000 beyond stock 100 and the part of stock 5 are short; the resistor is
    // offered 1,000 pieces; the unknown part has no cost. The counts are the build's.
    const short = await page({ show: 'short', boards: 100 });
    expect(lineNos(short)).toEqual(['BCMOQ1000P10', 'BCSHORT5']);
    expect(short.lineCount).toBe(full.builds[2]?.shortCount);
    const uncovered = await page({ show: 'uncovered', boards: 100 });
    expect(lineNos(uncovered)).toEqual(['NOSUCHPART-77']);
    expect(uncovered.lineCount).toBe(full.builds[2]?.uncoveredCount);
    expect(lineNos(await page({ show: 'buyUp', boards: 100 }))).toEqual(['BCOST-R0603-10K']);
    // at one board nothing is short; a board count the BOM does not build filters at its first
    expect((await page({ show: 'short', boards: 1 })).lineCount).toBe(0);
    expect(await page({ show: 'short', boards: 7 })).toMatchObject({ boards: 1, lineCount: 0 });

    // by ids: the ticked lines that are short
    const ticked = [line(full, 'BCOST-R0603-10K').detailId, line(full, 'BCSHORT5').detailId];
    const tickedShort = await page({ show: 'short', boards: 100, detailIds: ticked });
    expect(lineNos(tickedShort)).toEqual(['BCSHORT5']);
    expect(tickedShort.lineCount).toBe(1);
  });

  it('answers the page asked for after a write, and whether any line accepts its buy-ups', async () => {
    const accepted = await demo.data<BomCostingPage>(build, {
      tenantBomLogId: bomId,
      acceptAllBuyUps: true,
      show: 'buyUp',
      boards: 10,
      pageSize: 1,
    });
    expect(accepted).toMatchObject({ anyBuyUpAccepted: true, show: 'buyUp', boards: 10, lineCount: 1 });
    expect(accepted.lines.map((l) => [l.qryParam, l.builds[1]?.buyUpApplied])).toEqual([
      ['BCOST-R0603-10K', true],
    ]);
    const declined = await demo.data<BomCostingPage>(build, {
      tenantBomLogId: bomId,
      acceptAllBuyUps: false,
    });
    expect(declined.anyBuyUpAccepted).toBe(false);
  });

  it('refuses a bad page or page size with 400 in the caller’s language', async () => {
    const bad: Record<string, unknown>[] = [
      { pageSize: 0 },
      { pageSize: 201 },
      { pageSize: 1.5 },
      { page: 0 },
      { page: -1 },
      { show: 'cheap' },
      { boards: 0 },
    ];
    for (const [lang, msg] of [
      ['en_US', /^The request is invalid, please check it \(/],
      ['zh_CN', /^请求参数有误，请检查后重试/],
    ] as const) {
      demo.lang = lang;
      for (const body of bad)
        for (const call of [costing, build]) {
          const answer = await demo.call(call, { tenantBomLogId: bomId, ...body });
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(answer.body).toMatchObject({ success: false, errcode: 'VALIDATION_FAILED' });
          expect((answer.body as { msg: string }).msg).toMatch(msg);
        }
    }
    demo.lang = undefined;
    expect((await cost()).settings.buildQuantities).toEqual([1, 10, 100]);
  });
});
