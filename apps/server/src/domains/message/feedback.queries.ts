import { and, count, eq, gte, min, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { feedback } from './message.tables.js';

/** SQL of stored feedback: inserts, and the counts behind the rate limits. */
export async function insertFeedback(db: Db, row: typeof feedback.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  if (!inserted) throw new Error('feedback insert returned no row');
  return inserted.id;
}

export interface WindowUse {
  used: number;
  /** The oldest feedback in the window: the limit frees a place when it leaves the window. */
  oldest: Date | null;
}

export async function feedbackSince(
  db: Db,
  who: { staffId: number } | { clientIp: string },
  since: Date,
): Promise<WindowUse> {
  const owner = 'staffId' in who ? eq(feedback.staffId, who.staffId) : eq(feedback.clientIp, who.clientIp);
  const [row] = await db
    .select({ used: count(), oldest: min(feedback.createdAt) })
    .from(feedback)
    .where(and(owner, gte(feedback.createdAt, since)));
  return { used: row?.used ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Serialises the submissions of one address (and so of one user at one address) until the transaction
 * ends, so two quick submissions cannot both pass the count.
 */
export async function lockFeedbackSender(tx: Db, clientIp: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${clientIp}`}))`);
}
