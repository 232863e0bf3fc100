import { sql } from 'drizzle-orm';
import type { OpsMessageTexts } from '@emall/contract/ops';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A message or announcement an operator sent from the console: to one staff member, to every staff
 * member of one tenant, or to every tenant (ALL). The buyers' copies are ordinary `message` rows (one per
 * tenant); this row is the console's record of the send, with its audience and how many tenants it reached.
 */
export const opsMessage = pgTable(
  'ops_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    audience: text('audience').notNull(),
    /** The tenant of a STAFF or TENANT message; null for ALL. */
    tenantId: integer('tenant_id'),
    /** The staff member of a STAFF message. */
    staffId: integer('staff_id'),
    title: jsonb('title').$type<OpsMessageTexts>().notNull(),
    body: jsonb('body').$type<OpsMessageTexts>().notNull(),
    link: text('link'),
    tenantCount: integer('tenant_count').notNull(),
    operatorId: integer('operator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ops_message_created_idx').on(t.createdAt, t.id),
    check('ops_message_audience_known', sql`${t.audience} in ('STAFF', 'TENANT', 'ALL')`),
  ],
);
