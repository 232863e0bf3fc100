import { eq, sql } from 'drizzle-orm';
import { SYS_PARAM } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { registrationApplication, registrationAttempt } from './registration.tables.js';

export async function setRegistrationFlag(db: Db, value: string): Promise<void> {
  await db.execute(
    sql`update sys_param set param_value = ${value} where param_code = ${SYS_PARAM.registrationFlag}`,
  );
}

/** Between tests: no applications, no throttling history. */
export async function clearRegistrations(db: Db): Promise<void> {
  await db.delete(registrationApplication);
  await db.delete(registrationAttempt);
}

export async function applicationByNo(db: Db, applicationNo: string) {
  const rows = await db
    .select()
    .from(registrationApplication)
    .where(eq(registrationApplication.applicationNo, applicationNo));
  return rows[0];
}
