import { describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db.js';
import { paramKeyTag, paramNumTag, readParamTag } from '../parameters/param-tags.js';
import {
  buildValueTable,
  candidatesInTable,
  holdValueTables,
  ValueTables,
  valuesAt,
  warmValueTables,
} from './value-tables.js';

/**
 * A category's value table built from its two statements' rows, without a database: which parts hold a search's
 * tags, in the database search's order (most stock first, then id), above a stock floor, to a bound.
 */

const PACKAGE = 1;
const RESISTANCE = 2;
const TOLERANCE = 3;

// Parts as the parts statement answers them: most stock first, then id.
const parts: [number, number][] = [
  [10, 900],
  [11, 500],
  [12, 500],
  [13, 40],
  [14, 0],
];
// One row per value with its parts as one list, as the values statement answers them.
const rows: [number, number | null, string, string, string][] = [
  [PACKAGE, null, '0603', '0603', '10,11,12,13,14'],
  [RESISTANCE, 10_000, '10K', '10kΩ', '10,12,14'],
  // The same number written another way: one tag, both spellings' parts.
  [RESISTANCE, 10_000, '10000', '10000Ω', '13'],
  [RESISTANCE, 4_700, '4.7K', '4.7kΩ', '11'],
  [TOLERANCE, 0.01, '1%', '±1%', '10,11'],
  // An empty text states nothing.
  [TOLERANCE, null, '', ' ', '12'],
  // A part not (or no longer) listed in the category is left out.
  [TOLERANCE, 0.05, '5%', '±5%', '13,99'],
];
const table = buildValueTable(7, parts, rows, 0);
const tenK = paramNumTag(RESISTANCE, 10_000);
const package0603 = paramKeyTag(PACKAGE, '0603');

describe('value tables', () => {
  it('finds the parts holding every tag, most stock first, then by id', () => {
    expect(candidatesInTable(table, [package0603, tenK], 0, 10).map((c) => c.productId)).toEqual([
      10, 12, 13, 14,
    ]);
    expect(candidatesInTable(table, [package0603], 0, 10)).toEqual([
      { productId: 10, stock: 900 },
      { productId: 11, stock: 500 },
      { productId: 12, stock: 500 },
      { productId: 13, stock: 40 },
      { productId: 14, stock: 0 },
    ]);
  });

  it('stops at the stock floor and at the bound, and ignores the category tag (the table is the category)', () => {
    expect(candidatesInTable(table, [package0603, tenK], 41, 10).map((c) => c.productId)).toEqual([10, 12]);
    expect(candidatesInTable(table, [tenK, 'c:7'], 0, 2).map((c) => c.productId)).toEqual([10, 12]);
  });

  it('finds none for a tag no part holds, or for no tag at all', () => {
    expect(candidatesInTable(table, [package0603, paramNumTag(RESISTANCE, 1)], 0, 10)).toEqual([]);
    expect(candidatesInTable(table, ['c:7'], 0, 10)).toEqual([]);
  });

  it('holds what each part states, never an empty text, and no part outside the category', () => {
    const stated = (position: number) =>
      valuesAt(table, position)
        .map((v) => `${v.parameterId}=${v.value.text}`)
        .sort();
    expect(stated(0)).toEqual(['1=0603', '2=10kΩ', '3=±1%']);
    expect(stated(2)).toEqual(['1=0603', '2=10kΩ']);
    expect(stated(3)).toEqual(['1=0603', '2=10000Ω', '3=±5%']);
    expect(table.ids).toHaveLength(5);
  });

  it("reads a search's tags back to their parameter and number or key, whatever the key holds", () => {
    expect(readParamTag(tenK)).toEqual({ parameterId: RESISTANCE, value: 10_000 });
    expect(readParamTag(paramNumTag(RESISTANCE, -0.5e-12))).toEqual({
      parameterId: RESISTANCE,
      value: -0.5e-12,
    });
    expect(readParamTag(paramKeyTag(PACKAGE, 'SOT-23:3'))).toEqual({
      parameterId: PACKAGE,
      value: 'SOT-23:3',
    });
    expect(readParamTag('c:7')).toBeUndefined();
    expect(readParamTag('k:0603')).toBeUndefined();
  });

  it("keeps each text of one database's tables once", () => {
    const strings = new Map<string, string>();
    buildValueTable(7, parts, rows, 0, strings);
    const first = [...strings.keys()].sort();
    expect(first).toEqual(
      ['0603', '10K', '10kΩ', '10000', '10000Ω', '4.7K', '4.7kΩ', '1%', '±1%', '5%', '±5%'].sort(),
    );
    buildValueTable(8, parts, rows, 0, strings);
    expect([...strings.keys()].sort()).toEqual(first);
  });

  it('tries a category whose read failed again only after a minute, and reads the other categories meanwhile', async () => {
    // A database whose every statement times out, but for the list of categories (1 and 2).
    const asked: string[] = [];
    const timingOut = {
      _: {
        session: {
          prepareQuery: (query: { sql: string }) => ({
            execute: () => {
              asked.push(query.sql);
              return query.sql.includes('group by t.catalog_id')
                ? Promise.resolve({ rows: [{ catalog_id: 1 }, { catalog_id: 2 }] })
                : Promise.reject(new Error('canceling statement due to statement timeout'));
            },
          }),
        },
      },
    } as unknown as Db;
    const tables = new ValueTables();
    await expect(tables.read(timingOut, 7)).rejects.toThrow('statement timeout');
    const failedAt = Date.now();
    expect(tables.peek(timingOut, 7, failedAt + 59_000)).toBeUndefined();
    expect(asked).toHaveLength(1);
    tables.peek(timingOut, 7, failedAt + 61_000);
    expect(asked).toHaveLength(2);

    holdValueTables(timingOut, true);
    try {
      asked.length = 0;
      expect(await warmValueTables(timingOut)).toBe(0);
      // The list, then a read of each category though the first failed.
      expect(asked).toHaveLength(3);
    } finally {
      holdValueTables(timingOut, false);
    }
  });
});
