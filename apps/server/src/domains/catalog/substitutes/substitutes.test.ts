import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { ProductSubstitutes } from '@emall/contract';
import { arrayParam, queryRows } from '../../../platform/db.js';
import { createOperators } from '../../../testing/factories/index.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  SUBSTITUTE_FIXTURES,
  SUBSTITUTE_PARTS,
  SUBSTITUTE_SEEDS,
} from '../../../testing/substitute-parts.js';
import { readCsvFile } from '../import/import-csv.js';
import { importCatalogRows } from '../import/import.js';
import { forgetParameterVocabulary } from '../parameters/parameter-cache.js';
import { forgetCandidates } from './candidate-cache.js';
import { JUDGED } from './substitutes-judged.js';
import { isDropInSubstitute, substituteIdsOf } from './substitutes.service.js';
import { forgetValueTables, holdValueTables, valueTablesOf, warmValueTables } from './value-tables.js';

/**
 * Substitutes through the API on real parts (fixtures/substitute-parts.csv: SOURCE.md there), and the quality
 * table: the top three of each seed part, judged by hand (substitutes-judged.ts). The table in
 * docs/substitutes.md is this test's output (SUBSTITUTES_DOC=write writes it; the test fails when they differ).
 */

const calls = contract.catalog;
const DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../docs/substitutes.md');
const TABLE_START = '<!-- quality table: written by substitutes.test.ts -->';
const TABLE_END = '<!-- end of the quality table -->';

let t: TestApp;
const idOf = new Map<string, number>();
const codeOf = new Map<number, string>();

beforeAll(async () => {
  t = await startTestApp();
  await importCatalogRows(t.database.db, readCsvFile(path.join(SUBSTITUTE_FIXTURES, SUBSTITUTE_PARTS)));
  forgetParameterVocabulary(t.database.db);
  const rows = await queryRows<{ id: string | number; code: string }>(
    t.database.db,
    sql`select id, product_code as code from product`,
  );
  for (const row of rows) {
    idOf.set(row.code, Number(row.id));
    codeOf.set(Number(row.id), row.code);
  }
}, 300_000);
afterAll(() => t.close());

function substitutesOf(code: string, body: Record<string, unknown> = {}, lang = 'en_US') {
  const browser = t.client();
  browser.lang = lang;
  return browser.data<ProductSubstitutes>(calls.qryProductSubstitutes, {
    spuId: String(idOf.get(code)),
    ...body,
  });
}

// First: the tests below change a part.
describe('the quality table', () => {
  it('proposes, for each real part, the top three a hardware engineer judged, at least 90 % of them accepted', async () => {
    const lines: string[] = [
      '| part | kind | top 3 substitutes (✓ accepted as a drop-in, ✗ not) |',
      '|---|---|---|',
    ];
    let shown = 0;
    let accepted = 0;
    for (const seed of SUBSTITUTE_SEEDS) {
      const answer = await substitutesOf(seed.code, { pageSize: 3 });
      const got = answer.list.map((r) => r.product.productCode);
      const judged = JUDGED[seed.code] ?? [];
      expect({ seed: seed.code, got }).toEqual({ seed: seed.code, got: judged.map((j) => j.code) });
      shown += judged.length;
      accepted += judged.filter((j) => j.accepted).length;
      const cells = answer.list.map((r, i) => {
        const j = judged[i];
        return `${j?.accepted ? '✓' : '✗'} ${r.product.mfrPartNumber} (${r.product.productCode})${j?.note ? `: ${j.note}` : ''}`;
      });
      lines.push(
        `| ${seed.code} | ${seed.kind} | ${cells.join('; ') || (answer.searchable ? 'none' : 'not searchable')} |`,
      );
    }
    lines.push(
      '',
      `Precision: ${accepted} accepted of ${shown} shown (${((accepted / shown) * 100).toFixed(1)} %).`,
    );
    expect(accepted / shown).toBeGreaterThanOrEqual(0.9);
    const table = `${TABLE_START}\n${lines.join('\n')}\n${TABLE_END}`;
    const doc = readFileSync(DOC, 'utf8');
    const written = doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END) + TABLE_END.length);
    if (process.env.SUBSTITUTES_DOC === 'write') writeFileSync(DOC, doc.replace(written, table));
    else expect(written).toBe(table);
  });
});

describe('qryProductSubstitutes', () => {
  it('answers a resistor’s drop-ins with every parameter compared, named in the caller’s language', async () => {
    const answer = await substitutesOf('C25804', { pageSize: 5 }, 'zh_CN');
    expect(answer.searchable).toBe(true);
    expect(answer.basis.map((b) => b.code)).toEqual(
      expect.arrayContaining(['package', 'resistance', 'power', 'tolerance', 'operatingTemperature']),
    );
    expect(answer.basis.find((b) => b.code === 'resistance')).toMatchObject({
      name: '阻值',
      role: 'defining',
      value: '10kΩ',
    });
    expect(answer.list).toHaveLength(5);
    for (const row of answer.list) {
      expect(row.product.spuId).not.toBe(String(idOf.get('C25804')));
      const resistance = row.differences.find((d) => d.code === 'resistance');
      expect(resistance).toMatchObject({ name: '阻值', original: '10kΩ', verdict: 'same' });
      // Nothing shown is worse than the original in a rating or a tolerance.
      for (const d of row.differences.filter((d) => d.role !== 'info'))
        expect(['same', 'better', 'extra']).toContain(d.verdict);
    }
    const counts = answer.list.map((r) => r.sameCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('prices each substitute at the asked quantity and keeps only those in stock for it when asked', async () => {
    const all = await substitutesOf('C1525', { quantity: 1_000_000, pageSize: 20 });
    const inStock = await substitutesOf('C1525', { quantity: 1_000_000, pageSize: 20, inStockOnly: true });
    expect(all.list.every((r) => r.product.quantity === 1_000_000)).toBe(true);
    expect(inStock.list.length).toBeGreaterThan(0);
    expect(inStock.list.length).toBeLessThan(all.list.length);
    expect(inStock.list.every((r) => r.product.shortageFlag === 'F')).toBe(true);
    // Among parts sharing as many values, those whose stock covers the quantity come first.
    const top = all.list.filter((r) => r.sameCount === all.list[0]?.sameCount);
    const flags = top.map((r) => r.product.shortageFlag);
    expect(flags).toEqual([...flags].sort());
  });

  it('answers searchable false and no list for a part whose package is unknown', async () => {
    const id = idOf.get('C9002') ?? 0;
    await t.database.db.execute(sql`delete from product_param where product_id = ${id}
      and parameter_id = (select id from parameter where code = 'package')`);
    // As an operator's edit does (ops.service.ts): a copy holding the category's values forgets them.
    forgetValueTables(t.database.db);
    const answer = await substitutesOf('C9002');
    expect(answer).toMatchObject({ searchable: false, basis: [], list: [] });
    expect(await isDropInSubstitute(t.database.db, id, idOf.get('C368730') ?? 0)).toBe(false);
  });

  it('refuses an unknown part as not found and a malformed id as bad input', async () => {
    const browser = t.client();
    const unknown = await browser.call(calls.qryProductSubstitutes, { spuId: '999999999' });
    expect(unknown.status).toBe(404);
    const malformed = await browser.call(calls.qryProductSubstitutes, { spuId: 'abc' });
    expect(malformed.status).toBe(400);
  });
});

describe('substituteIdsOf and isDropInSubstitute', () => {
  it('answers many parts at once, as the single call ranks them, and nothing for a part without any', async () => {
    // Parts with fewer candidates than the bulk function's bound reads (60): the same candidates as the single call.
    const codes = ['C25804', 'C1525', 'C19077401', 'C13738'];
    const asks = codes.map((code) => ({ productId: idOf.get(code) ?? 0, quantity: 10 }));
    const ids = await substituteIdsOf(t.database.db, asks, { inStockOnly: false, limit: 3 });
    for (const code of codes.slice(0, 3)) {
      const single = await substitutesOf(code, { quantity: 10, pageSize: 3 });
      expect(ids.get(idOf.get(code) ?? 0)).toEqual(single.list.map((r) => r.product.id));
    }
    expect(ids.get(idOf.get('C13738') ?? 0)).toEqual([]);
  });

  it('answers every part of the catalog in one call as in calls of a few parts, fresh or from held searches', async () => {
    // On PostgreSQL the one call reads its searches, values and prices over several connections at once and
    // holds its searches (candidate-cache.ts); the calls of 40 parts read each in one statement.
    const db = t.database.db;
    const asks = [...idOf.values()].map((productId, i) => ({ productId, quantity: 1 + (i % 7) * 1000 }));
    const opts = { inStockOnly: true, limit: 20 };
    forgetCandidates(db);
    const together = await substituteIdsOf(db, asks, opts);
    const held = await substituteIdsOf(db, asks, opts);
    forgetCandidates(db);
    const apart = new Map<number, number[]>();
    for (let i = 0; i < asks.length; i += 40)
      for (const [id, list] of await substituteIdsOf(db, asks.slice(i, i + 40), opts)) apart.set(id, list);
    expect([...together.values()].filter((list) => list.length > 0).length).toBeGreaterThan(100);
    expect(held).toEqual(together);
    expect(apart).toEqual(together);
  }, 120_000);

  it('accepts a listed substitute and refuses another value, another kind and the part itself', async () => {
    const db = t.database.db;
    const resistor = idOf.get('C25804') ?? 0;
    expect(await isDropInSubstitute(db, resistor, idOf.get('C116677') ?? 0)).toBe(true);
    expect(await isDropInSubstitute(db, resistor, idOf.get('C11702') ?? 0)).toBe(false);
    expect(await isDropInSubstitute(db, resistor, idOf.get('C8678') ?? 0)).toBe(false);
    expect(await isDropInSubstitute(db, resistor, resistor)).toBe(false);
  });
});

describe('held searches', () => {
  it("answers a product's substitutes asked again as the first time, differences included", async () => {
    // On PostgreSQL the second call reads no candidate's values: its verdicts are held (verdict-cache.ts).
    forgetCandidates(t.database.db);
    for (const code of ['C1525', 'C25804']) {
      const first = await substitutesOf(code, { quantity: 10, pageSize: 10 });
      expect(first.list.length).toBeGreaterThan(0);
      expect(first.list.every((r) => r.differences.length > 0)).toBe(true);
      expect(await substitutesOf(code, { quantity: 10, pageSize: 10 })).toEqual(first);
    }
  });

  it('answers as a fresh read when the best parts ran out after their search was held', async () => {
    const db = t.database.db;
    const original = idOf.get('C1525') ?? 0;
    const asks = [{ productId: original, quantity: 10 }];
    const opts = { inStockOnly: true, limit: 1 };
    forgetCandidates(db);
    // The parts sharing the most with the original: only they are priced for the first one.
    const single = await substitutesOf('C1525', { quantity: 10, pageSize: 20, inStockOnly: true });
    const most = single.list[0]?.sameCount;
    const best = single.list.filter((r) => r.sameCount === most).map((r) => r.product.spuId);
    expect(best.length).toBeLessThan(single.list.length);
    expect((await substituteIdsOf(db, asks, opts)).get(original)).toEqual([Number(best[0])]);
    const stocks = await queryRows<{ id: string | number; stock: string | number }>(
      db,
      sql`select id, redundant_stock as stock from product where id = any(${arrayParam(best.map(Number), 'bigint')})`,
    );
    // On PostgreSQL the search stays held with the stock it found.
    await db.execute(
      sql`update product set redundant_stock = 0 where id = any(${arrayParam(best.map(Number), 'bigint')})`,
    );
    try {
      const held = await substituteIdsOf(db, asks, opts);
      forgetCandidates(db);
      const fresh = await substituteIdsOf(db, asks, opts);
      expect(fresh.get(original)).toHaveLength(1);
      expect(best).not.toContain(String(fresh.get(original)?.[0]));
      expect(held).toEqual(fresh);
    } finally {
      for (const row of stocks)
        await db.execute(sql`update product set redundant_stock = ${row.stock} where id = ${row.id}`);
    }
  });
});

describe('value tables', () => {
  it('answers from the categories held in memory as from the database, differences included', async () => {
    // On PostgreSQL every copy holds them once read (value-tables.ts); here they are held on either database.
    const db = t.database.db;
    const asks = [...idOf.values()].map((productId, i) => ({ productId, quantity: 1 + (i % 5) * 700 }));
    const opts = { inStockOnly: true, limit: 20 };
    // Seeds of several kinds that have judged substitutes.
    const seeds = SUBSTITUTE_SEEDS.map((seed) => seed.code)
      .filter((code) => (JUDGED[code] ?? []).length > 0)
      .filter((_, i) => i % 6 === 0);
    const pages = async () => {
      const answers = [];
      for (const code of seeds) answers.push(await substitutesOf(code, { quantity: 100, pageSize: 10 }));
      return answers;
    };
    holdValueTables(db, false);
    forgetCandidates(db);
    const fromDatabase = await substituteIdsOf(db, asks, opts);
    const pagesFromDatabase = await pages();
    try {
      holdValueTables(db, true);
      const parts = await warmValueTables(db);
      expect(parts).toBe(valueTablesOf(db)?.parts);
      expect(parts).toBeGreaterThan(1000);
      forgetCandidates(db);
      expect(await substituteIdsOf(db, asks, opts)).toEqual(fromDatabase);
      expect(await pages()).toEqual(pagesFromDatabase);
      expect(seeds.length).toBeGreaterThan(4);
      expect(pagesFromDatabase.every((page) => page.list.length > 0)).toBe(true);
    } finally {
      holdValueTables(db, false);
    }
  }, 120_000);

  it("drops a part at once when an operator's edit takes away what made it a substitute", async () => {
    // Last: it changes a part. Without the edit forgetting the held tables, the part would still be proposed.
    const db = t.database.db;
    holdValueTables(db, true);
    try {
      await warmValueTables(db);
      const before = await substitutesOf('C25804', { quantity: 10, pageSize: 3 });
      const top = before.list[0]?.product.spuId;
      expect(top).toBeDefined();
      const ops = t.client();
      await ops.opsLoginAs((await createOperators(t)).operator);
      await ops.data(opsContract.opsCatalog.updateProduct, { productId: top, parameters: [] });
      const after = await substitutesOf('C25804', { quantity: 10, pageSize: 3 });
      expect(after.list.map((r) => r.product.spuId)).not.toContain(top);
    } finally {
      holdValueTables(db, false);
    }
  });
});
