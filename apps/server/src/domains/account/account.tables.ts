import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  bigserial,
} from 'drizzle-orm/pg-core';

/** A customer company. Account type F pays in advance: billing cycle 0. */
export const tenant = pgTable('tenant', {
  id: serial('id').primaryKey(),
  tenantCode: text('tenant_code').notNull().unique(),
  tenantName: text('tenant_name').notNull(),
  custAccountType: text('cust_account_type').notNull(),
  billingCycle: integer('billing_cycle').notNull().default(0),
  acctCode: text('acct_code').notNull(),
  acctName: text('acct_name').notNull(),
  custCode: text('cust_code').notNull(),
  custName: text('cust_name').notNull(),
  saleOrg: text('sale_org').notNull(),
  custSector: text('cust_sector').notNull(),
  currency: text('currency').notNull().default('CNY'),
  /** A multiplier: 1.13 is 13% VAT. */
  taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('1.13'),
  invoiceInfo: jsonb('invoice_info'),
  status: text('status').notNull().default('00A'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenant.id),
  /** The staff code used to log in (the session user's userCode). */
  userCode: text('user_code').notNull().unique(),
  /** The staff code folded by loginKeyOf (login-name.ts): what a login finds the account by. */
  loginKey: text('login_key').notNull().unique(),
  staffName: text('staff_name').notNull(),
  mobileNum: text('mobile_num'),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  status: text('status').notNull().default('00A'),
  lang: text('lang'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tenants a staff member manages, in order: the first is the one the shop acts for. */
export const staffTenant = pgTable(
  'staff_tenant',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenant.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.tenantId] })],
);

export const shippingAddress = pgTable(
  'shipping_address',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenant.id, { onDelete: 'cascade' }),
    recipients: text('recipients').notNull(),
    contactPhone: text('contact_phone').notNull(),
    regionPath: text('region_path').notNull(),
    detailAddr: text('detail_addr').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_address_tenant_idx').on(t.tenantId)],
);

/** A login session. The key is sha256 of the cookie token; the token is never stored. */
export const session = pgTable(
  'session',
  {
    sessionKey: text('session_key').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    lang: text('lang'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('session_staff_idx').on(t.staffId), index('session_expires_idx').on(t.expiresAt)],
);

/** A captcha: its answer stays on the server; single use; expires after 30 minutes. */
export const captcha = pgTable(
  'captcha',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    image: text('image').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_expires_idx').on(t.expiresAt)],
);

/**
 * Failed logins, for throttling per account and per address. The staff code is folded (loginKeyOf), and null
 * for an attempt without a solved captcha: that one counts against its address only, so nobody locks an
 * account without solving captchas.
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffCode: text('staff_code'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failure_code_idx').on(t.staffCode, t.createdAt),
    index('login_failure_ip_idx').on(t.ip, t.createdAt),
  ],
);
