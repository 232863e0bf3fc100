import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENQUIRY_STATUSES, shopToday } from '@emall/contract';
import { queryRows } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { openTestDatabase } from '../testing/test-database.js';
import { shownStatus } from '../domains/enquiry/enquiry-view.js';
import { seedDemoCatalog, seedDemoData, seedSystemData } from './index.js';
import { seedDemoEnquiries } from './enquiry.seed.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.database);
  await seedSystemData(database.database.db);
  await seedDemoData(database.database.db);
  await seedDemoCatalog(database.database.db);
}, 180_000);
afterAll(() => database.drop());

describe('seedDemoEnquiries', () => {
  it('gives both demo tenants an enquiry in every state over real catalog parts', async () => {
    const rows = await queryRows<{
      tenant_code: string;
      status: string;
      valid_until: string | null;
      lines: number;
      matched: number;
      quoted: number;
    }>(
      database.database.db,
      sql`select t.tenant_code, e.status, e.valid_until::text as valid_until,
                 (select count(*)::int from enquiry_line l where l.enquiry_id = e.id) as lines,
                 (select count(*)::int from enquiry_line l join product p on p.id = l.product_id
                   where l.enquiry_id = e.id and p.mfr_part_number = l.mfr_part_number) as matched,
                 (select count(*)::int from enquiry_line l
                   where l.enquiry_id = e.id and l.quoted_unit_price is not null) as quoted
          from enquiry e join tenant t on t.id = e.tenant_id`,
    );
    const today = shopToday(new Date());
    for (const code of ['T10001', 'T10002']) {
      const mine = rows.filter((r) => r.tenant_code === code);
      const shown = mine.map((r) => shownStatus({ status: r.status, validUntil: r.valid_until }, today));
      expect(shown.sort(), code).toEqual([...ENQUIRY_STATUSES].sort());
      expect(mine.every((r) => r.lines > 0 && r.matched === r.lines)).toBe(true);
      for (const r of mine) expect(r.quoted, r.status).toBe(r.valid_until === null ? 0 : r.lines);
    }
  });

  it('tells each buyer about the valid quote in the message centre, and runs only once', async () => {
    const [messages] = await queryRows<{ n: number }>(
      database.database.db,
      sql`select count(*)::int as n from message where text_key = 'enquiry.message.quoted'`,
    );
    expect(messages?.n).toBe(2);
    expect(await seedDemoEnquiries(database.database.db)).toBe(0);
  });
});
