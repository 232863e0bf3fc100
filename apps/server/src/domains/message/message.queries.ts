import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MessageGroup } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { message, messageReceipt } from './message.tables.js';

/**
 * SQL of messages. Every read takes the reader (tenant and staff member from the session): a reader sees the
 * messages addressed to them and to their whole tenant, less those they deleted. There is no read by id alone.
 */
export interface Reader {
  tenantId: number;
  staffId: number;
}

export type MessageRowDb = typeof message.$inferSelect;

/** The reader's receipt joined to each message (null when they never read or deleted it). */
function receiptJoin(reader: Reader): SQL {
  return and(eq(messageReceipt.messageId, message.id), eq(messageReceipt.staffId, reader.staffId)) as SQL;
}

/** Messages addressed to the reader or their tenant, not deleted by them, optionally of one group. */
function visibleTo(reader: Reader, group?: MessageGroup): SQL {
  return and(
    eq(message.tenantId, reader.tenantId),
    or(eq(message.staffId, reader.staffId), isNull(message.staffId)),
    isNull(messageReceipt.deletedAt),
    group ? eq(message.group, group) : undefined,
  ) as SQL;
}

export async function insertMessage(db: Db, row: typeof message.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(message).values(row).returning({ id: message.id });
  if (!inserted) throw new Error('message insert returned no row');
  return inserted.id;
}

export interface ListedMessage extends MessageRowDb {
  read: boolean;
}

/** One page of the reader's messages, newest first, and how many there are in all. */
export async function listMessages(
  db: Db,
  reader: Reader,
  page: { offset: number; limit: number; group?: MessageGroup | undefined },
): Promise<{ rows: ListedMessage[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ message, readAt: messageReceipt.readAt })
      .from(message)
      .leftJoin(messageReceipt, receiptJoin(reader))
      .where(visibleTo(reader, page.group))
      .orderBy(desc(message.createdAt), desc(message.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(message)
      .leftJoin(messageReceipt, receiptJoin(reader))
      .where(visibleTo(reader, page.group)),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.message, read: r.readAt !== null })),
    total: counted?.n ?? 0,
  };
}

/** The reader's unread messages by group (groups without any are absent). */
export async function countUnreadByGroup(db: Db, reader: Reader): Promise<Map<string, number>> {
  const rows = await db
    .select({ group: message.group, n: count() })
    .from(message)
    .leftJoin(messageReceipt, receiptJoin(reader))
    .where(and(visibleTo(reader), isNull(messageReceipt.readAt)))
    .groupBy(message.group);
  return new Map(rows.map((r) => [r.group, r.n]));
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(message)
    .leftJoin(messageReceipt, receiptJoin(reader))
    .where(and(visibleTo(reader), isNull(messageReceipt.readAt)));
  return row?.n ?? 0;
}

/** Which of `ids` the reader can see (and whether each is read): the ownership check of modifyMessage. */
export async function findVisible(
  db: Db,
  reader: Reader,
  ids: readonly number[],
): Promise<{ id: number; read: boolean; staffId: number | null }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: message.id, staffId: message.staffId, readAt: messageReceipt.readAt })
    .from(message)
    .leftJoin(messageReceipt, receiptJoin(reader))
    .where(and(visibleTo(reader), inArray(message.id, [...ids])));
  return rows.map((r) => ({ id: r.id, staffId: r.staffId, read: r.readAt !== null }));
}

/** The reader's unread messages (of a group): the targets of "mark all read". */
export async function findUnreadIds(db: Db, reader: Reader, group?: MessageGroup): Promise<number[]> {
  const rows = await db
    .select({ id: message.id })
    .from(message)
    .leftJoin(messageReceipt, receiptJoin(reader))
    .where(and(visibleTo(reader, group), isNull(messageReceipt.readAt)));
  return rows.map((r) => r.id);
}

/** Marks messages read for one staff member (keeps an earlier read time). */
export async function markRead(db: Db, staffId: number, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(messageReceipt)
    .values(ids.map((messageId) => ({ messageId, staffId, readAt: at })))
    .onConflictDoUpdate({
      target: [messageReceipt.messageId, messageReceipt.staffId],
      set: { readAt: sql`coalesce(${messageReceipt.readAt}, excluded.read_at)` },
    });
}

/** Deletes messages for one staff member; a deleted message counts as read too. */
export async function markDeleted(db: Db, staffId: number, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(messageReceipt)
    .values(ids.map((messageId) => ({ messageId, staffId, readAt: at, deletedAt: at })))
    .onConflictDoUpdate({
      target: [messageReceipt.messageId, messageReceipt.staffId],
      set: {
        readAt: sql`coalesce(${messageReceipt.readAt}, excluded.read_at)`,
        deletedAt: sql`excluded.deleted_at`,
      },
    });
}

/** Whether the tenant has any message of `group` (the demo seed runs once per tenant). */
export async function tenantHasMessages(db: Db, tenantId: number, group: MessageGroup): Promise<boolean> {
  const rows = await db
    .select({ id: message.id })
    .from(message)
    .where(and(eq(message.tenantId, tenantId), eq(message.group, group)))
    .limit(1);
  return rows.length > 0;
}
