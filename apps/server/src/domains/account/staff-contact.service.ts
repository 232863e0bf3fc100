import { eq } from 'drizzle-orm';
import { normalizeLang, type Lang } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { staff } from './account.tables.js';

/** Where and in which language a staff member is written to (docs/mail.md). */
export interface StaffContact {
  staffId: number;
  email: string | null;
  /** The language the staff member last chose; null: never chose one. */
  lang: Lang | null;
  isActive: boolean;
}

/** The mail address and last language of a staff member; undefined for an unknown id. */
export async function staffContact(db: Db, staffId: number): Promise<StaffContact | undefined> {
  const rows = await db
    .select({ email: staff.email, lang: staff.lang, status: staff.status })
    .from(staff)
    .where(eq(staff.id, staffId));
  const row = rows[0];
  if (!row) return undefined;
  const email = row.email?.trim() ?? '';
  return {
    staffId,
    email: email === '' ? null : email,
    lang: normalizeLang(row.lang) ?? null,
    isActive: row.status === '00A',
  };
}
