import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A web-mail message for one staff member (`staffId`) or for every staff member of the
 * tenant (`staffId` null). The text is stored as a catalogue key and its parameters and rendered in the
 * reader's language when read (docs/messages.md). Owner ids come from the sending domain, without foreign
 * keys across domains.
 */
export const message = pgTable(
  'message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id'),
    group: text('message_group').notNull(),
    textKey: text('text_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('message_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    check('message_group_known', sql`${t.group} in ('order', 'sample', 'enquiry', 'account', 'system')`),
  ],
);

/**
 * One staff member's state of one message: read and/or deleted. A missing row means unread and not
 * deleted, so a tenant-wide message needs no row per staff member until someone reads or deletes it.
 */
export const messageReceipt = pgTable(
  'message_receipt',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'message_receipt_pk', columns: [t.messageId, t.staffId] }),
    index('message_receipt_staff_idx').on(t.staffId),
  ],
);

/**
 * A stored feedback (the feedback form's payload) with who sent it: the staff member and tenant when logged in,
 * and the client address, which also drive the rate limits.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id'),
    staffId: integer('staff_id'),
    tenantName: text('tenant_name').notNull().default(''),
    tel: text('tel').notNull().default(''),
    email: text('email').notNull().default(''),
    content: text('content').notNull(),
    clientIp: text('client_ip').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The console's handling (docs/operator-console.md): NEW → HANDLED. */
    status: text('status').notNull().default('NEW'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The operator's id (operator.id) who handled it. */
    handledBy: integer('handled_by'),
    handlingNote: text('handling_note'),
  },
  (t) => [
    index('feedback_staff_created_idx').on(t.staffId, t.createdAt),
    index('feedback_ip_created_idx').on(t.clientIp, t.createdAt),
    index('feedback_status_created_idx').on(t.status, t.createdAt.desc()),
    index('feedback_created_idx').on(t.createdAt.desc()),
    check('feedback_status', sql`${t.status} in ('NEW', 'HANDLED')`),
    check('feedback_note_len', sql`char_length(${t.handlingNote}) <= 500`),
  ],
);
