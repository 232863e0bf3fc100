import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { registrationApplication } from './registration.tables.js';

export async function countApplicationsInStatus(db: Db, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrationApplication)
    .where(sql`${registrationApplication.status} = ${status}`);
  return row?.n ?? 0;
}
