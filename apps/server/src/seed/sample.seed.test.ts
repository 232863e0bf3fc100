import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAMPLE_STATUSES } from '@emall/contract';
import { queryRows } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { openTestDatabase } from '../testing/test-database.js';
import { seedDemoCatalog, seedDemoData, seedSystemData } from './index.js';
import { seedDemoSamples } from './sample.seed.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.database);
  await seedSystemData(database.database.db);
  await seedDemoData(database.database.db);
  await seedDemoCatalog(database.database.db);
}, 180_000);
afterAll(() => database.drop());

describe('seedDemoSamples', () => {
  it('gives both demo tenants a sample request in every state, with lines and one rating', async () => {
    const rows = await queryRows<{ tenant_code: string; status: string; lines: number; rated: number }>(
      database.database.db,
      sql`select t.tenant_code, r.status,
                 (select count(*)::int from sample_request_line l where l.request_id = r.id) as lines,
                 (select count(*)::int from sample_feedback f where f.request_id = r.id) as rated
          from sample_request r join tenant t on t.id = r.tenant_id`,
    );
    for (const code of ['T10001', 'T10002']) {
      const mine = rows.filter((r) => r.tenant_code === code);
      expect(mine.map((r) => r.status).sort(), code).toEqual([...SAMPLE_STATUSES].sort());
      expect(mine.every((r) => r.lines > 0)).toBe(true);
      expect(mine.filter((r) => r.rated > 0).map((r) => r.status)).toEqual(['FEEDBACK_GIVEN']);
    }
  });

  it('prices every demo line at its break for the quantity, and each request as the sum of its lines', async () => {
    const requests = await queryRows<{ amount: string; line_sum: string; unpriced: number }>(
      database.database.db,
      sql`select r.amount::text as amount,
                 (select sum(l.amount)::text from sample_request_line l where l.request_id = r.id) as line_sum,
                 (select count(*)::int from sample_request_line l where l.request_id = r.id and l.unit_price <= 0)
                   as unpriced
          from sample_request r`,
    );
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) {
      expect(r.unpriced).toBe(0);
      expect(Number(r.amount)).toBeGreaterThan(0);
      expect(r.amount).toBe(r.line_sum);
    }
  });

  it('runs once: a second run adds nothing', async () => {
    expect(await seedDemoSamples(database.database.db)).toBe(0);
  });
});
