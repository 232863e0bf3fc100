import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A member of the seller's staff who runs the shop through the console; not a buyer, no tenant. */
export const operator = pgTable('operator', {
  id: serial('id').primaryKey(),
  loginCode: text('login_code').notNull().unique(),
  /** The login code folded by loginKeyOf (account/login-name.ts): what a console login finds the account by. */
  loginKey: text('login_key').notNull().unique(),
  operatorName: text('operator_name').notNull(),
  /** OPERATOR changes things; AUDITOR reads everything and changes nothing. */
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status').notNull().default('00A'),
  lang: text('lang'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's login session; the key is sha256 of the cookie token, which is never stored. */
export const operatorSession = pgTable(
  'operator_session',
  {
    sessionKey: text('session_key').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operator.id, { onDelete: 'cascade' }),
    lang: text('lang'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('operator_session_operator_idx').on(t.operatorId),
    index('operator_session_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed console logins, for throttling per login code and per address. The login code is folded
 * (loginKeyOf), and null for an attempt without a solved captcha, which counts against its address only.
 */
export const operatorLoginFailure = pgTable(
  'operator_login_failure',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loginCode: text('login_code'),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('operator_login_failure_code_idx').on(t.loginCode, t.failedAt),
    index('operator_login_failure_ip_idx').on(t.ip, t.failedAt),
  ],
);

/**
 * Every change an operator made: who, when, what (action on a target), and the target's state before and
 * after. Written in the transaction of the change itself, so a change and its record stand or fall together.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operator.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
  ],
);
