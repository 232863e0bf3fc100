import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, type CatalogPage, type ErrorEnvelope, type ProductPage } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsParameterOption, OpsProductDetail } from '@emall/contract/ops';
import { queryRows } from '../../../platform/db.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { createOperators, type Operators } from '../../../testing/factories/index.js';
import type { TestClient } from '../../../testing/test-client.js';
import { insertBrowseFixture, type BrowseFixture } from '../catalog-browse.fixture.js';
import { forgetCatalogTree } from '../browse/tree.service.js';
import { forgetParameterVocabulary } from '../parameters/parameter-cache.js';

/** The console's product editor and the product's parameters: read, saved the import's way, refused. */

const c = opsContract.opsCatalog;

let t: TestApp;
let operators: Operators;
let fx: BrowseFixture;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
let productId: string;

beforeAll(async () => {
  t = await startTestApp();
  operators = await createOperators(t);
  fx = await insertBrowseFixture(t.database.db);
  forgetCatalogTree(t.database.db);
  forgetParameterVocabulary(t.database.db);
  productId = String(fx.ids.CL21A475KAQNNNE);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
  auditor = t.client();
  await auditor.opsLoginAs(operators.auditor);
  buyer = t.client();
});
afterAll(() => t.close());

const detail = () => ops.data<OpsProductDetail>(c.qryProduct, { productId });
const save = (parameters: unknown[], client = ops) => client.call(c.updateProduct, { productId, parameters });
const fieldsOf = (answer: { body: unknown }) => (answer.body as ErrorEnvelope).fields ?? {};

/** The bare category page's counted filter table: value → count, of one parameter. */
async function mlccCounts(code: string): Promise<Record<string, number>> {
  const page = await buyer.data<CatalogPage>(contract.catalog.qryCatalogProducts, { catalogId: fx.mlcc });
  const facet = page.facets.find((f) => f.code === code);
  return Object.fromEntries((facet?.values ?? []).map((v) => [v.label, v.count]));
}

/** The category's counted rows of one parameter as stored: value → count (a page hides one-value tables). */
async function mlccFacet(code: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ value_text: string; n: number }>(
    t.database.db,
    sql`select f.value_text, f.n from category_facet f join parameter pa on pa.id = f.parameter_id
        where f.catalog_id = ${fx.mlcc} and pa.code = ${code}`,
  );
  return Object.fromEntries(rows.map((r) => [r.value_text, r.n]));
}

/** code → [text, number, key] of the product as stored. */
async function stored(): Promise<Record<string, [string, number | null, string]>> {
  const rows = await queryRows<{
    code: string;
    value_text: string;
    value_num: number | null;
    value_key: string;
  }>(
    t.database.db,
    sql`select pa.code, pp.value_text, pp.value_num, pp.value_key
        from product_param pp join parameter pa on pa.id = pp.parameter_id where pp.product_id = ${productId}::bigint`,
  );
  return Object.fromEntries(rows.map((r) => [r.code, [r.value_text, r.value_num, r.value_key]]));
}

describe('the product editor and parameters', () => {
  it("answers the product's parameters with names in the caller's language and units", async () => {
    ops.lang = 'zh_CN';
    const zh = await detail();
    expect(zh.parameters).toEqual([
      { code: 'package', name: '封装', value: '0805', unit: null },
      { code: 'capacitance', name: '容值', value: '4.7uF', unit: 'F' },
      { code: 'voltageRating', name: '额定电压', value: '25V', unit: 'V' },
      { code: 'temperatureCoefficient', name: expect.any(String) as string, value: 'X5R', unit: null },
    ]);
    ops.lang = 'en_US';
    expect((await detail()).parameters[1]).toMatchObject({ name: 'Capacitance' });
    const options = await ops.data<{ rows: OpsParameterOption[] }>(c.qryParameterList, {});
    expect(options.rows[0]).toEqual({ code: 'package', name: 'Package', unit: null });
    expect(options.rows.find((o) => o.code === 'capacitance')).toEqual({
      code: 'capacitance',
      name: 'Capacitance',
      unit: 'F',
    });
    ops.lang = undefined;
  });

  it('saves values read as the import reads them: found by the search, counted, audited', async () => {
    expect(await mlccCounts('capacitance')).toEqual({ '100nF': 4, '4.7uF': 1 });
    expect(await mlccCounts('voltageRating')).toEqual({ '10V': 1, '16V': 2, '25V': 1, '50V': 1 });
    ops.lang = 'en_US';
    const answer = await save([
      { code: 'package', value: '0805' },
      { code: 'capacitance', value: ' 0.1uF ' },
      // A name the data gives the voltage rating, and a Chinese name of the vocabulary.
      { name: 'Allowable voltage', value: '50V' },
      { name: '精度', value: '±10%' },
      { name: 'Overload voltage (max)', value: '100V' },
      { name: 'Supply voltage', value: '2.7V~5.5V' },
      { code: 'temperatureCoefficient', value: '-' },
    ]);
    expect(answer.status).toBe(200);
    const after = (answer.body as { data: OpsProductDetail }).data;
    expect(after.parameters.map((p) => [p.code, p.value])).toEqual([
      ['package', '0805'],
      ['capacitance', '0.1uF'],
      ['voltageRating', '50V'],
      ['tolerance', '±10%'],
      ['supplyVoltage', '2.7V~5.5V'],
      ['x.overload-voltage-max', '100V'],
    ]);
    expect(after.parameters.at(-1)).toMatchObject({ name: 'Overload voltage (max)', unit: null });
    expect(await stored()).toMatchObject({
      capacitance: ['0.1uF', 1e-7, '100NF'],
      voltageRating: ['50V', 50, '50V'],
      tolerance: ['±10%', 10, '10'],
      supplyVoltage: ['2.7V~5.5V', null, '27V55V'],
      'x.overload-voltage-max': ['100V', null, '100V'],
    });
    expect(await detail()).toMatchObject({ parameters: after.parameters });

    // The search reads '100nF' as 1e-7 F and finds the part saved as 0.1uF.
    const found = await buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, {
      qryParam: '100nF 0805',
    });
    expect(found.rows.map((r) => r.mfrPartNumber)).toContain('CL21A475KAQNNNE');
    // The category's filter table counts it at once.
    expect(await mlccFacet('capacitance')).toEqual({ '100nF': 5 });
    expect(await mlccCounts('voltageRating')).toEqual({ '10V': 1, '16V': 2, '50V': 2 });

    const audit = await ops.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
      targetType: 'product',
      targetId: productId,
    });
    const entry = audit.rows[0];
    expect(entry?.action).toBe('product.update');
    expect(entry?.before).toEqual({
      parameters: [
        { code: 'package', value: '0805' },
        { code: 'capacitance', value: '4.7uF' },
        { code: 'voltageRating', value: '25V' },
        { code: 'temperatureCoefficient', value: 'X5R' },
      ],
    });
    expect((entry?.after as { parameters: unknown[] }).parameters).toContainEqual({
      code: 'capacitance',
      value: '0.1uF',
    });
    ops.lang = undefined;
  });

  it("refuses a value that gives no number, per field in the caller's language, changing nothing", async () => {
    const bad = [
      { code: 'capacitance', value: 'abc' },
      { code: 'x.no-such-parameter', value: '1' },
      { name: 'MOQ', value: '100' },
      { name: 'Capacitance', value: '1uF' },
      { code: 'pins', value: 'many' },
    ];
    ops.lang = 'en_US';
    const en = await save(bad);
    expect(en.status).toBe(400);
    expect((en.body as ErrorEnvelope).errcode).toBe('VALIDATION_FAILED');
    expect(fieldsOf(en)).toEqual({
      'parameters.0.value': "'abc' gives no Capacitance in F: write it as 100nF",
      'parameters.1.code': "there is no parameter with the code 'x.no-such-parameter'",
      'parameters.2.name': expect.stringMatching(/^'MOQ' is not a product parameter/) as string,
      'parameters.3.name': "'Capacitance' is listed twice: row 1 is the same parameter",
      'parameters.4.value': expect.stringMatching(/^'many' gives no number for /) as string,
    });
    ops.lang = 'zh_CN';
    expect(fieldsOf(await save(bad.slice(0, 1)))).toEqual({
      'parameters.0.value': '无法从“abc”读出容值的数值（单位 F），请写成如 100nF 的形式',
    });
    ops.lang = 'zh_TW';
    expect(fieldsOf(await save(bad.slice(0, 1)))['parameters.0.value']).toMatch(/無法從「abc」讀出容值/);
    // The schema's own checks: a row without a name or a value.
    ops.lang = 'en_US';
    const empty = await save([{ value: '1uF' }, { code: 'capacitance', value: '' }]);
    expect(Object.keys(fieldsOf(empty)).sort()).toEqual(['parameters.0.name', 'parameters.1.value']);
    ops.lang = undefined;
    expect((await stored()).capacitance).toEqual(['0.1uF', 1e-7, '100NF']);
  });

  it('keeps a value the product already has even when it gives no number', async () => {
    await t.database.db.execute(sql`
      update product_param set value_text = 'about 50 volts' where product_id = ${productId}::bigint
        and parameter_id = (select id from parameter where code = 'voltageRating')`);
    const kept = await save([
      { code: 'capacitance', value: '100nF' },
      { code: 'voltageRating', value: 'about 50 volts' },
    ]);
    expect(kept.status).toBe(200);
    expect(await stored()).toEqual({
      capacitance: ['100nF', 1e-7, '100NF'],
      voltageRating: ['about 50 volts', null, 'ABOUT50VOLTS'],
    });
    expect((await save([{ code: 'voltageRating', value: 'about 60 volts' }])).status).toBe(400);
  });

  it('counts the filter table again when the product goes off sale and back', async () => {
    expect(await mlccFacet('capacitance')).toEqual({ '100nF': 5 });
    await ops.data(c.updateProduct, { productId, isActive: false });
    expect(await mlccFacet('capacitance')).toEqual({ '100nF': 4 });
    await ops.data(c.updateProduct, { productId, isActive: true });
    expect(await mlccFacet('capacitance')).toEqual({ '100nF': 5 });
    // An empty list removes every parameter, and the counts follow.
    await ops.data(c.updateProduct, { productId, parameters: [] });
    expect((await detail()).parameters).toEqual([]);
    expect(await mlccFacet('capacitance')).toEqual({ '100nF': 4 });
    expect(await mlccFacet('voltageRating')).toEqual({ '10V': 1, '16V': 2, '50V': 1 });
  });

  it('refuses the calls to anyone but an operator, and the save to the auditor', async () => {
    expect((await buyer.call(c.qryProduct, { productId })).status).toBe(401);
    expect((await buyer.call(c.qryParameterList, {})).status).toBe(401);
    expect((await save([{ code: 'capacitance', value: '1uF' }], buyer)).status).toBe(401);
    const refused = await save([{ code: 'capacitance', value: '1uF' }], auditor);
    expect(refused.status).toBe(403);
    expect((refused.body as ErrorEnvelope).errcode).toBe('OPS_READ_ONLY');
    expect((await auditor.call(c.qryProduct, { productId })).status).toBe(200);
    expect((await auditor.call(c.qryParameterList, {})).status).toBe(200);
    expect(await stored()).toEqual({});
  });
});
