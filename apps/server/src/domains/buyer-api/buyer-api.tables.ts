import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A key of the buyer API. `id` is the public part of the key (shown in lists, written in logs of events);
 * the secret is kept only as its SHA-256 (`secret_hash`). The key acts as the staff member who made it.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    // The migration binds both to their rows (cascading deletes); another domain's tables are not imported here.
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    allowedCidrs: text('allowed_cidrs').array().notNull().default([]),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_key_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Who created or revoked a key, and from where: a staff member of the tenant or an operator. */
export const apiKeyEvent = pgTable(
  'api_key_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKey.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    action: text('action').notNull(),
    staffId: integer('staff_id'),
    operatorId: integer('operator_id'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_key_event_key_idx').on(t.keyId, t.createdAt)],
);

/** Calls of one key and scope in one fixed window: one row per window, counted by every server copy. */
export const apiRateWindow = pgTable(
  'api_rate_window',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKey.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.scope, t.windowStart] })],
);
