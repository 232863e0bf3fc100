import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
 * One e-mail to send (docs/mail.md), written in the transaction of the event it reports. The text is kept as a
 * catalogue key with its params and rendered when sent (and for the console's preview), in `lang`. A staff
 * member's mail carries the address it had then; an operators' mail (`staffId` null, `toAddress` null) goes to
 * MAIL_OPS_TO, read when it is sent; an account mail or a tenant's copy carries its own address. `state`: waiting → sending → sent, or failed (for good, or until "send
 * again"); a `sending` row whose `claimedUntil` passed belongs to a copy that died and is claimed again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Who the mail is written to: MAIL_AUDIENCES (mail-kinds.ts). */
    audience: text('audience').notNull().default('staff'),
    tenantId: integer('tenant_id'),
    staffId: integer('staff_id'),
    toAddress: text('to_address'),
    lang: text('lang').notNull(),
    textKey: text('text_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    /** The stable part of the Message-ID: the same on every attempt, so a receiver can drop a repeat. */
    token: text('token')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    state: text('state').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAnswer: text('last_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('waiting', 'sending')`),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The health check's counts read only the mails not sent, however many were sent.
    index('mail_outbox_open_idx')
      .on(t.state)
      .where(sql`${t.state} <> 'sent'`),
    check('mail_outbox_state', sql`${t.state} in ('waiting', 'sending', 'sent', 'failed')`),
    check('mail_outbox_audience', sql`${t.audience} in ('staff', 'ops', 'account', 'tenantCopy')`),
  ],
);

/** A staff member's choice for one kind group of mail; no row: the group's default (mail-kinds.ts). */
export const mailPreference = pgTable(
  'mail_preference',
  {
    staffId: integer('staff_id').notNull(),
    topic: text('topic').notNull(),
    isOn: boolean('is_on').notNull(),
  },
  (t) => [primaryKey({ name: 'mail_preference_pk', columns: [t.staffId, t.topic] })],
);

/**
 * The key the one-click unsubscribe links are signed with: made once by the migration from the database's strong
 * random source, shared by every server copy, never shown.
 */
export const mailLinkKey = pgTable('mail_link_key', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
});

/**
 * A tenant's shared purchasing address: the tenant's money and goods mails go to it too, set by the tenant's
 * administrator. The one-click unsubscribe turns it off and keeps the address, which the administrator sees.
 */
export const mailTenantCopy = pgTable('mail_tenant_copy', {
  tenantId: integer('tenant_id').primaryKey(),
  address: text('address').notNull(),
  isOn: boolean('is_on').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Each change of a shared address (set, cleared, unsubscribed): by whom and from where. */
export const mailTenantCopyEvent = pgTable(
  'mail_tenant_copy_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    action: text('action').notNull(),
    address: text('address'),
    staffId: integer('staff_id'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_tenant_copy_event_tenant_idx').on(t.tenantId, t.createdAt)],
);
