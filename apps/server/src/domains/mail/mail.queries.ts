import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { queryRows } from '../../platform/db.js';
import {
  mailLinkKey,
  mailOutbox,
  mailPreference,
  mailTenantCopy,
  mailTenantCopyEvent,
} from './mail.tables.js';

export type MailRow = typeof mailOutbox.$inferSelect;
export type NewMailRow = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Db, row: NewMailRow): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

/** The staff member's own choices (topics they changed); the rest keep their defaults. */
export async function preferencesOf(db: Db, staffId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ topic: mailPreference.topic, isOn: mailPreference.isOn })
    .from(mailPreference)
    .where(eq(mailPreference.staffId, staffId));
  return new Map(rows.map((r) => [r.topic, r.isOn]));
}

export async function upsertPreference(db: Db, staffId: number, topic: string, isOn: boolean): Promise<void> {
  await db
    .insert(mailPreference)
    .values({ staffId, topic, isOn })
    .onConflictDoUpdate({ target: [mailPreference.staffId, mailPreference.topic], set: { isOn } });
}

export async function linkSecret(db: Db): Promise<string> {
  const rows = await db.select({ secret: mailLinkKey.secret }).from(mailLinkKey).where(eq(mailLinkKey.id, 1));
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('mail_link_key has no key: migration 0042 did not run');
  return secret;
}

/**
 * Claims up to `limit` due mails for this copy in one short transaction: waiting ones whose time came, and
 * sending ones whose claim ran out (their copy died). SKIP LOCKED lets several copies claim side by side, each
 * taking other rows; the claim is committed before any mail is sent, so it holds while this copy sends.
 */
export async function claimDueMails(db: Db, now: Date, claimUntil: Date, limit: number): Promise<MailRow[]> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: string | number }>(
      tx,
      sql`select id from mail_outbox
          where state in ('waiting', 'sending') and next_attempt_at <= ${now}
            and (state = 'waiting' or claimed_until < ${now})
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked`,
    );
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ state: 'sending', claimedUntil: claimUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => Number(d.id)),
        ),
      )
      .returning();
  });
}

/** Records the outcome of a claimed mail, only while this copy's claim still holds it. */
export async function settleMail(
  db: Db,
  id: number,
  claimedUntil: Date,
  change: Partial<Pick<MailRow, 'state' | 'nextAttemptAt' | 'lastAnswer' | 'sentAt' | 'claimedUntil'>>,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set(change)
    .where(
      and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending'), eq(mailOutbox.claimedUntil, claimedUntil)),
    )
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

export async function earliestDue(db: Db): Promise<Date | undefined> {
  const rows = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select min(case when state = 'sending' then greatest(next_attempt_at, claimed_until)
                        else next_attempt_at end) as at
        from mail_outbox where state in ('waiting', 'sending')`,
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : undefined;
}

export async function outboxCounts(db: Db): Promise<{ waiting: number; failing: number; failed: number }> {
  const rows = await queryRows<{
    waiting: string | number;
    failing: string | number;
    failed: string | number;
  }>(
    db,
    sql`select count(*) filter (where state in ('waiting', 'sending')) as waiting,
               count(*) filter (where state in ('waiting', 'sending') and attempts > 0 and last_answer is not null)
                 as failing,
               count(*) filter (where state = 'failed') as failed
        from mail_outbox where state <> 'sent'`,
  );
  const row = rows[0];
  return {
    waiting: Number(row?.waiting ?? 0),
    failing: Number(row?.failing ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

export async function mailPage(
  db: Db,
  filter: { state?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: MailRow[]; total: number }> {
  const where = filter.state ? eq(mailOutbox.state, filter.state) : undefined;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .offset(offset)
    .limit(limit);
  const total = await db.$count(mailOutbox, where);
  return { rows, total };
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return rows[0];
}

/** A failed mail waits again, due at once, with a fresh count of attempts. */
export async function requeueFailed(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ state: 'waiting', attempts: 0, nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

export async function pruneSentBefore(db: Db, before: Date): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.state, 'sent'), lt(mailOutbox.sentAt, before)));
}

export type TenantCopyRow = typeof mailTenantCopy.$inferSelect;

export async function tenantCopyRow(db: Db, tenantId: number): Promise<TenantCopyRow | undefined> {
  const rows = await db.select().from(mailTenantCopy).where(eq(mailTenantCopy.tenantId, tenantId));
  return rows[0];
}

/** Sets the tenant's shared address, on; the tenant's earlier address, if any, is replaced. */
export async function upsertTenantCopy(db: Db, tenantId: number, address: string, now: Date): Promise<void> {
  await db
    .insert(mailTenantCopy)
    .values({ tenantId, address, isOn: true, updatedAt: now })
    .onConflictDoUpdate({ target: mailTenantCopy.tenantId, set: { address, isOn: true, updatedAt: now } });
}

export async function deleteTenantCopy(db: Db, tenantId: number): Promise<boolean> {
  const rows = await db
    .delete(mailTenantCopy)
    .where(eq(mailTenantCopy.tenantId, tenantId))
    .returning({ tenantId: mailTenantCopy.tenantId });
  return rows.length === 1;
}

/** Turns the shared address off; answers the address turned off, or undefined when it was not on. */
export async function turnTenantCopyOff(db: Db, tenantId: number, now: Date): Promise<string | undefined> {
  const rows = await db
    .update(mailTenantCopy)
    .set({ isOn: false, updatedAt: now })
    .where(and(eq(mailTenantCopy.tenantId, tenantId), eq(mailTenantCopy.isOn, true)))
    .returning({ address: mailTenantCopy.address });
  return rows[0]?.address;
}

export async function insertTenantCopyEvent(
  db: Db,
  row: typeof mailTenantCopyEvent.$inferInsert,
): Promise<void> {
  await db.insert(mailTenantCopyEvent).values(row);
}
