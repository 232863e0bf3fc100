import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { enquiry } from './enquiry.tables.js';

export async function countEnquiriesInStatus(db: Db, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiry)
    .where(sql`${enquiry.status} = ${status}`);
  return row?.n ?? 0;
}
