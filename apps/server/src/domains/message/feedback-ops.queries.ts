import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { feedback } from './message.tables.js';

export type FeedbackRow = typeof feedback.$inferSelect;

export interface FeedbackFilter {
  status?: string | undefined;
  /** A LIKE pattern over content, company, email and tel. */
  pattern?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: FeedbackFilter) {
  return and(
    filter.status ? eq(feedback.status, filter.status) : undefined,
    filter.pattern
      ? or(
          ilike(feedback.content, filter.pattern),
          ilike(feedback.tenantName, filter.pattern),
          ilike(feedback.email, filter.pattern),
          ilike(feedback.tel, filter.pattern),
        )
      : undefined,
    filter.from ? gte(feedback.createdAt, filter.from) : undefined,
    filter.to ? lt(feedback.createdAt, filter.to) : undefined,
  );
}

/** A page of feedback, newest first. */
export async function pageFeedback(
  db: Db,
  filter: FeedbackFilter,
  offset: number,
  limit: number,
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(feedback).where(where);
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .offset(offset)
    .limit(limit);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function feedbackById(db: Db, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

/** The feedback's row, locked for the handling step's transaction. */
export async function lockFeedback(tx: Db, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row;
}

export async function markFeedbackHandled(
  tx: Db,
  id: number,
  step: { status: string; handledAt: Date; handledBy: number; handlingNote: string },
): Promise<void> {
  await tx.update(feedback).set(step).where(eq(feedback.id, id));
}

export async function countFeedbackInStatus(db: Db, status: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(eq(feedback.status, status));
  return row?.n ?? 0;
}
