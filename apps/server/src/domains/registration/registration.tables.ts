import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A company's application to become a customer (/register). It holds the password only as its scrypt
 * hash, and the business licence's bytes like payment proofs (decision 41). An operator approves it
 * (the tenant, its staff member and their link are created from it, `tenantId` and `staffId` then name
 * them) or rejects it with a reason; either happens once. At most one pending or approved application
 * per credit code, and one pending application per staff code (case-insensitive), even under races.
 */
export const registrationApplication = pgTable(
  'registration_application',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationNo: text('application_no').notNull().unique(),
    status: text('status').notNull(),
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    staffCode: text('staff_code').notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: text('lang').notNull(),
    licenceFileName: text('licence_file_name').notNull(),
    licenceKind: text('licence_kind').notNull(),
    licenceSize: integer('licence_size').notNull(),
    licenceSha256: text('licence_sha256').notNull(),
    licenceContent: bytea('licence_content').notNull(),
    ip: text('ip').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    rejectReason: text('reject_reason'),
    tenantId: integer('tenant_id'),
    staffId: integer('staff_id'),
  },
  (t) => [
    check('registration_application_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    uniqueIndex('registration_application_credit_code_live_uq')
      .on(t.creditCode)
      .where(sql`${t.status} in ('PENDING', 'APPROVED')`),
    uniqueIndex('registration_application_staff_code_pending_uq')
      .on(sql`lower(${t.staffCode})`)
      .where(sql`${t.status} = 'PENDING'`),
    index('registration_application_status_idx').on(t.status, t.submittedAt),
  ],
);

/** Every submission attempt by client address, for throttling (like login_failure, decision 3). */
export const registrationAttempt = pgTable(
  'registration_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('registration_attempt_ip_idx').on(t.ip, t.createdAt)],
);
