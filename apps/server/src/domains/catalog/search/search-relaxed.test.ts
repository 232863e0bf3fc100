import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ProductPage } from '@emall/contract';
import { seedDemoCatalog } from '../../../seed/index.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import type { TestClient } from '../../../testing/test-client.js';
import type { QueryWord } from './search-query.js';
import { relaxedWords } from './search-relaxed.js';

/**
 * A query none of whose parts match every word is searched again without the Chinese words the reader did not
 * know, and the answer says which it left out (search-relaxed.ts); on the demo catalog of real parts.
 */

const text = (t: string): QueryWord => ({ kind: 'text', text: t, key: t.toUpperCase() });
const brand: QueryWord = { kind: 'brand', text: '村田', brandIds: [1] };
const category: QueryWord = { kind: 'category', text: '蜂鸣器', catalogIds: [55] };
const capacitance: QueryWord = { kind: 'value', text: '100nF', alternatives: [{ unit: 'F', value: 1e-7 }] };

describe('relaxedWords', () => {
  it('drops the unknown Chinese words, keeping every other word', () => {
    expect(relaxedWords([capacitance, text('母座'), text('LM358')])).toEqual({
      kept: [capacitance, text('LM358')],
      ignored: ['母座'],
    });
  });

  it('drops nothing when there is no such word, or when only brands, categories or nothing would remain', () => {
    expect(relaxedWords([capacitance, text('LM358')])).toBeNull();
    expect(relaxedWords([brand, text('卡座')])).toBeNull();
    expect(relaxedWords([text('无源'), category, brand])).toBeNull();
    expect(relaxedWords([text('母座')])).toBeNull();
    // A word mixing scripts is a part number or a code, never dropped.
    expect(relaxedWords([capacitance, text('M3螺母')])).toBeNull();
  });
});

describe('a search with words the shop does not know', () => {
  let t: TestApp;
  let buyer: TestClient;

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoCatalog(t.database.db);
    buyer = t.client();
  });
  afterAll(() => t.close());

  const search = (q: string) =>
    buyer.data<ProductPage>(contract.catalog.qryProduct4Emall, { qryParam: q, pageSize: 20 });
  const numbers = (page: ProductPage) => page.rows.map((row) => row.mfrPartNumber);

  it('answers the rest of the query and names the words it left out', async () => {
    const whole = await search('100nF 0402');
    expect(whole.total).toBeGreaterThan(0);
    expect(whole.ext.reading?.ignored).toEqual([]);
    const relaxed = await search('100nF 0402 母座 带灯');
    expect(numbers(relaxed)).toEqual(numbers(whole));
    expect(relaxed.total).toBe(whole.total);
    expect(relaxed.ext.reading?.ignored).toEqual(['母座', '带灯']);
    expect(relaxed.ext.reading?.understood.map((word) => word.text)).toEqual(['100nF', '0402']);
  });

  it('leaves a query whose every word matches, or one that would keep a brand alone, as it is', async () => {
    const matched = await search('贴片电容 100nF 0402');
    expect(matched.total).toBeGreaterThan(0);
    expect(matched.ext.reading?.ignored).toEqual([]);
    const brandAlone = await search('村田 母座');
    expect(brandAlone.total).toBe(0);
    expect(brandAlone.ext.reading?.ignored).toEqual([]);
  });
});
