import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { sampleRequest } from './sample.tables.js';

export async function countSampleRequestsInStatus(db: Db, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sampleRequest)
    .where(sql`${sampleRequest.status} = ${status}`);
  return row?.n ?? 0;
}
