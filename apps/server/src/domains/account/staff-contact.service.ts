import { and, asc, eq } from 'drizzle-orm';
import { normalizeLang, type Lang } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { staff } from './account.tables.js';

/** Where and in which language a staff member is written to (docs/mail.md). */
export interface StaffContact {
  staffId: number;
  /** The login name, which a mail about the account names (never the password). */
  staffCode: string;
  email: string | null;
  /** The language the staff member last chose; null: never chose one. */
  lang: Lang | null;
  isActive: boolean;
}

/** The mail address and last language of a staff member; undefined for an unknown id. */
export async function staffContact(db: Db, staffId: number): Promise<StaffContact | undefined> {
  const rows = await db
    .select({ email: staff.email, lang: staff.lang, status: staff.status, userCode: staff.userCode })
    .from(staff)
    .where(eq(staff.id, staffId));
  const row = rows[0];
  if (!row) return undefined;
  const email = row.email?.trim() ?? '';
  return {
    staffId,
    staffCode: row.userCode,
    email: email === '' ? null : email,
    lang: normalizeLang(row.lang) ?? null,
    isActive: row.status === '00A',
  };
}

/**
 * The tenant's administrator: its first active staff member of the tenant's own (the one its registration
 * created, or the earliest the shop added). No role is stored: when that person leaves, the next takes over.
 */
export async function tenantAdminId(db: Db, tenantId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.status, '00A')))
    .orderBy(asc(staff.id))
    .limit(1);
  return rows[0]?.id;
}
