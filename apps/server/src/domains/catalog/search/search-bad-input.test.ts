import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { insertBrowseFixture, type BrowseFixture } from '../catalog-browse.fixture.js';

/** Hostile and odd input to the search, the suggestions and the category page: an answer, never a 500. */

let t: TestApp;
let fx: BrowseFixture;

beforeAll(async () => {
  t = await startTestApp();
  fx = await insertBrowseFixture(t.database.db);
});
afterAll(() => t.close());

const QUERIES = [
  'a',
  '1',
  '!!!',
  '%',
  '_',
  '\\',
  '%_\\',
  "'; drop table product; --",
  '"100nF"',
  '１００ｎＦ　０４０２',
  '村田capacitor電容100nF',
  '5kF 0402',
  '10xyz',
  '100nF'.repeat(40),
  '🙂🙂',
  'x'.repeat(200),
  // Counts, pitches and value words in odd places.
  '16 P',
  '2 .2uH',
  '10 k',
  '0P 0x0P 999x9999P',
  'P= ..5mm 间距 pitch',
  'P沟道N沟道贴片插件',
  '2x20P排针2.54mm间距',
  '8位 10位单片机 4芯片',
];

describe('search input', () => {
  it.each(QUERIES.map((q) => [q.slice(0, 30), q] as const))(
    'answers %s without a server error',
    async (_label, q) => {
      const buyer = t.client();
      for (const lang of ['zh-CN', 'en-US']) {
        buyer.lang = lang;
        const search = await buyer.call(contract.catalog.qryProduct4Emall, { qryParam: q });
        expect(search.status).toBe(200);
        const hints = await buyer.call(contract.catalog.qrySearchHints, { code: q });
        expect(hints.status).toBe(200);
      }
    },
  );

  it('refuses a query over the length limit in the caller language', async () => {
    const buyer = t.client();
    buyer.lang = 'en-US';
    const tooLong = await buyer.call(contract.catalog.qryProduct4Emall, { qryParam: 'x'.repeat(500) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.success ? '' : tooLong.body.msg).toMatch(/[A-Za-z]/);
    buyer.lang = 'zh-CN';
    const zh = await buyer.call(contract.catalog.qryProduct4Emall, { qryParam: 'x'.repeat(500) });
    expect(zh.body.success ? '' : zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a value with a unit nothing has finds nothing, and says how it was read', async () => {
    const buyer = t.client();
    const answer = await buyer.data<{ total: number; ext: { reading?: { understood: unknown[] } } }>(
      contract.catalog.qryProduct4Emall,
      { qryParam: '5kF 0402' },
    );
    expect(answer.total).toBe(0);
    expect(answer.ext.reading?.understood.length).toBeGreaterThan(0);
  });
});

/** 20 filters of 50 values each: the most the filter shapes allow, ten times the values one page may ask. */
const FILTER_CODES = Array.from({ length: 20 }, (_, i) => `x.filter-${i}`);
const VALUES_OF_ONE = Array.from({ length: 50 }, (_, i) => `V${i}`);

describe('category page input', () => {
  it.each([
    ['an unknown category', { catalogId: 2_000_000_000 }, 404],
    ['a category id that is not a number', { catalogId: 'abc' }, 400],
    ['a negative page', { catalogId: 1, pageNo: -1 }, 400],
    ['a filter value with wildcards', { filters: [{ code: 'package', values: ['%', '_', '\\'] }] }, 200],
    [
      'a filter on a parameter the category lacks',
      { filters: [{ code: 'frequency', values: ['8MHZ'] }] },
      200,
    ],
    ['a range upside down', { filters: [{ code: 'voltageRating', min: 50, max: 10 }] }, 200],
    ['a brand with wildcards', { brandCodes: ['%', '\\'] }, 200],
    ['a huge quantity for the price sort', { sort: 'price', quantity: 99_999_999 }, 200],
    [
      'every value of 20 filters (more than 100 values in all)',
      { filters: FILTER_CODES.map((code) => ({ code, values: VALUES_OF_ONE })) },
      400,
    ],
    [
      '100 values over two filters',
      { filters: ['package', 'voltageRating'].map((code) => ({ code, values: VALUES_OF_ONE })) },
      200,
    ],
  ] as const)('answers %s with %s', async (_what, body, status) => {
    const buyer = t.client();
    const answer = await buyer.call(contract.catalog.qryCatalogProducts, { catalogId: fx.mlcc, ...body });
    expect(answer.status).toBe(status);
    if (status === 200 && 'filters' in body)
      expect((answer.body as { data: { total: number } }).data.total).toBe(0);
  });
});
