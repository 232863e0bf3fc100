import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { ProductPage } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { SearchRanking } from '@emall/contract/ops';
import { queryRows } from '../../../platform/db.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  createBuyers,
  createOperators,
  type Buyers,
  type Operators,
} from '../../../testing/factories/index.js';
import type { TestClient } from '../../../testing/test-client.js';
import { insertCatalogFixture } from '../catalog.fixture.js';
import { searchLogOf, SearchLogWriter } from './search-log.service.js';

const search = contract.catalog.qryProduct4Emall;
const { qrySearchRanking } = opsContract.opsDashboard;

let t: TestApp;
let people: Buyers;
let operators: Operators;
let visitor: TestClient;
let buyer: TestClient;
let ops: TestClient;
let tenantId: number;

interface LogRow {
  keyword: string;
  result_count: number;
  tenant_id: number | null;
}

/** The log's rows, once the writes under way (after each answer) have finished. */
async function logged(): Promise<LogRow[]> {
  await searchLogOf(t.app)?.settled();
  return queryRows<LogRow>(
    t.database.db,
    sql`select keyword, result_count, tenant_id from search_log order by id`,
  );
}

async function insertLog(keyword: string, resultCount: number, searchedAt: string, times = 1): Promise<void> {
  await t.database.db.execute(sql`
    insert into search_log (keyword, result_count, tenant_id, searched_at)
    select ${keyword}, ${resultCount}, null, ${searchedAt}::timestamptz from generate_series(1, ${times})`);
}

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  await insertCatalogFixture(t.database.db);
  [visitor, buyer, ops] = [t.client(), t.client(), t.client()];
  tenantId = (await buyer.loginAs(people.buyer)).tenantId;
  await ops.opsLoginAs(operators.operator);
});
afterAll(() => t.close());

describe('the search log', () => {
  it('records each search as typed: normalised keyword, result count and tenant (null for a visitor)', async () => {
    await t.database.db.execute(sql`delete from search_log`);
    const hit = await buyer.data<ProductPage>(search, { qryParam: ' stm32-f103 ' });
    expect(hit.total).toBeGreaterThan(0);
    const miss = await visitor.data<ProductPage>(search, { qryParam: 'zz-nothing-9' });
    expect(miss.total).toBe(0);
    // Answered only without a word the shop does not know: a miss, so that the word shows in the ranking.
    const partly = await buyer.data<ProductPage>(search, { qryParam: 'STM32F103 母座' });
    expect(partly.total).toBeGreaterThan(0);
    expect(partly.ext.reading?.ignored).toEqual(['母座']);
    expect(await logged()).toEqual([
      { keyword: 'STM32F103', result_count: hit.total, tenant_id: tenantId },
      { keyword: 'ZZNOTHING9', result_count: 0, tenant_id: null },
      { keyword: 'STM32F103母座', result_count: 0, tenant_id: tenantId },
    ]);
  });

  it('does not record paging or narrowing a result list, nor the suggestions', async () => {
    await t.database.db.execute(sql`delete from search_log`);
    await buyer.data(search, { qryParam: 'STM32', pageNo: 2 });
    await buyer.data(search, { qryParam: 'STM32', hasStock: 'T' });
    await buyer.data(search, { qryParam: 'STM32', brandCodes: ['ST'] });
    await buyer.data(contract.catalog.qryEmallMfrPartNumber, { code: 'STM32' });
    expect(await logged()).toEqual([]);
  });

  it('answers the search even when the log cannot be written', async () => {
    await t.database.db.execute(sql`alter table search_log rename to search_log_away`);
    try {
      const answer = await visitor.call(search, { qryParam: 'LM358' });
      expect(answer.status).toBe(200);
      await searchLogOf(t.app)?.settled();
    } finally {
      await t.database.db.execute(sql`alter table search_log_away rename to search_log`);
    }
  });

  it('writes the searches made together as one insert, and a long burst in inserts of 200', async () => {
    await t.database.db.execute(sql`delete from search_log`);
    const writer = new SearchLogWriter({ db: t.database.db, clock: t.clock });
    const transactions = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(distinct xmin::text)::int as n from search_log`,
        )
      )[0]?.n;
    for (let i = 0; i < 3; i++)
      writer.record({ qryParam: `BATCH${i}`, resultCount: i, tenantId: null }, t.app.log);
    await writer.settled();
    expect(await transactions()).toBe(1);
    await t.database.db.execute(sql`delete from search_log`);
    for (let i = 0; i < 450; i++)
      writer.record({ qryParam: `BURST${i}`, resultCount: 0, tenantId: null }, t.app.log);
    await writer.settled();
    expect((await logged()).length).toBe(450);
    expect(await transactions()).toBe(3);
  });

  it('prunes searches older than 90 days, at most once an hour, on the back of a search', async () => {
    await t.database.db.execute(sql`delete from search_log`);
    t.clock.advance(2 * 3600_000); // past the last pruning of the tests before
    const now = t.clock.now().getTime();
    const daysAgo = (days: number) => new Date(now - days * 24 * 3600_000).toISOString();
    await insertLog('OLD', 0, daysAgo(91));
    await insertLog('KEPT', 0, daysAgo(89));
    await visitor.data(search, { qryParam: 'NEW1' });
    expect((await logged()).map((r) => r.keyword)).toEqual(['KEPT', 'NEW1']);
    // Within the hour the next search does not prune again.
    await insertLog('OLD2', 0, daysAgo(120));
    await visitor.data(search, { qryParam: 'NEW2' });
    expect((await logged()).map((r) => r.keyword)).toEqual(['KEPT', 'NEW1', 'OLD2', 'NEW2']);
    t.clock.advance(3600_000);
    await visitor.data(search, { qryParam: 'NEW3' });
    expect((await logged()).map((r) => r.keyword)).toEqual(['KEPT', 'NEW1', 'NEW2', 'NEW3']);
  });
});

describe('qrySearchRanking', () => {
  // The pruning test moved the clock past the console session's idle time.
  beforeAll(() => ops.opsLoginAs(operators.operator));

  it('ranks the part numbers searched without result in the last 30 days, and the most searched overall', async () => {
    await t.database.db.execute(sql`delete from search_log`);
    const now = t.clock.now().getTime();
    const ago = (hours: number) => new Date(now - hours * 3600_000).toISOString();
    await insertLog('GAP1', 0, ago(5), 3);
    await insertLog('GAP1', 0, ago(1)); // the latest of GAP1
    await insertLog('GAP2', 0, ago(2), 2);
    await insertLog('GAP2', 0, ago(24 * 31), 5); // outside the window
    await insertLog('FILLED', 0, ago(48), 2); // found nothing then, the catalog has it now
    await insertLog('FILLED', 7, ago(3));
    await insertLog('POPULAR', 12, ago(4), 6);
    const ranking = await ops.data<SearchRanking>(qrySearchRanking, {});
    expect(ranking.noResult).toEqual([
      { keyword: 'GAP1', searchCount: 4, lastSearchedAt: ago(1), lastResultCount: 0 },
      { keyword: 'GAP2', searchCount: 2, lastSearchedAt: ago(2), lastResultCount: 0 },
      { keyword: 'FILLED', searchCount: 2, lastSearchedAt: ago(48), lastResultCount: 0 },
    ]);
    expect(ranking.top.map((k) => [k.keyword, k.searchCount, k.lastResultCount])).toEqual([
      ['POPULAR', 6, 12],
      ['GAP1', 4, 0],
      ['FILLED', 3, 7],
      ['GAP2', 2, 0],
    ]);
    const limited = await ops.data<SearchRanking>(qrySearchRanking, { limit: 1, days: 90 });
    expect(limited.noResult).toMatchObject([{ keyword: 'GAP2', searchCount: 7 }]);
  });

  it('answers 400 to a window beyond the kept 90 days and 401 to a buyer', async () => {
    expect((await ops.call(qrySearchRanking, { days: 91 })).status).toBe(400);
    expect((await buyer.call(qrySearchRanking, {})).status).toBe(401);
  });
});
