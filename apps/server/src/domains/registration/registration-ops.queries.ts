import { count, desc, eq, getTableColumns, ilike, and, or } from 'drizzle-orm';
import type { RegistrationStatus } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { registrationApplication as app } from './registration.tables.js';

/** Every column but the licence's bytes: lists and details never carry the file. */
const { licenceContent: _bytes, passwordHash: _hash, ...described } = getTableColumns(app);
export type DescribedApplication = Omit<typeof app.$inferSelect, 'licenceContent' | 'passwordHash'>;

/** A page of applications, newest first; `pattern` (LIKE) matches number, company, credit or staff code. */
export async function pageApplications(
  db: Db,
  filter: {
    status?: RegistrationStatus | undefined;
    pattern?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: DescribedApplication[]; total: number }> {
  const where = and(
    filter.status ? eq(app.status, filter.status) : undefined,
    filter.pattern
      ? or(
          ilike(app.applicationNo, filter.pattern),
          ilike(app.companyName, filter.pattern),
          ilike(app.creditCode, filter.pattern),
          ilike(app.staffCode, filter.pattern),
        )
      : undefined,
  );
  const [totalRow] = await db.select({ n: count() }).from(app).where(where);
  const rows = await db
    .select(described)
    .from(app)
    .where(where)
    .orderBy(desc(app.submittedAt), desc(app.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function describedApplication(db: Db, id: number): Promise<DescribedApplication | undefined> {
  const [row] = await db.select(described).from(app).where(eq(app.id, id));
  return row;
}

/** The stored licence of an application: its name, kind and bytes. */
export async function applicationLicence(db: Db, id: number) {
  const [row] = await db
    .select({
      applicationNo: app.applicationNo,
      fileName: app.licenceFileName,
      kind: app.licenceKind,
      content: app.licenceContent,
    })
    .from(app)
    .where(eq(app.id, id));
  return row;
}
