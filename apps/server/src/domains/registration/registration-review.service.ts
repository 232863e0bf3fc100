import {
  normalizeLang,
  pickText,
  REGISTRATION_STATUS_TEXT,
  REJECT_REASON_MAX,
  REJECT_REASON_RULE_TEXT,
  registrationStatusSchema,
} from '@emall/contract';
import type { Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { createCustomer, isStaffCodeTaken } from '../account/onboarding.service.js';
import { enqueueAccountMail, type AccountMail } from '../mail/mail.service.js';
import { lockApplication, markDecided, type ApplicationRow } from './registration.queries.js';
import { NEW_TENANT_DEFAULTS, type RegistrationDeps } from './registration.settings.js';
import { uniqueViolationOf } from './unique-violation.js';

/**
 * The operator's decisions on an application (the operator console's registration calls use these; nothing
 * else does). Each runs in one transaction holding the application's row lock, so an application is decided
 * once.
 */

/**
 * The applicant hears of the decision at the address and in the language of the application, in the decision's
 * transaction: a refused applicant has no account, so the mail names no staff member.
 */
function decisionMail(
  row: ApplicationRow,
  decision: Pick<AccountMail, 'kind' | 'staffId' | 'tenantId' | 'link'> & { reason?: string },
): AccountMail {
  const { reason, ...rest } = decision;
  return {
    ...rest,
    toAddress: row.email,
    lang: normalizeLang(row.lang) ?? 'zh_CN',
    params: {
      company: row.companyName,
      applicationNo: row.applicationNo,
      ...(reason === undefined ? {} : { reason }),
    },
  };
}

/** Runs inside the decision's transaction with the application before and after (the console's audit). */
export type OnDecided = (tx: Db, before: ApplicationRow, after: ApplicationRow) => Promise<void>;

export interface ApproveOptions {
  /** Who decided, for the record (the operator's login). */
  operator: string;
  saleOrg?: string;
  custSector?: string;
  /** The terms the operator grants; without them account type F, billing cycle 0. */
  custAccountType?: string;
  billingCycle?: number;
  onDecided?: OnDecided;
}

export interface Approved {
  applicationNo: string;
  status: 'APPROVED';
  tenantId: number;
  tenantCode: string;
  staffId: number;
}

function requirePending(row: ApplicationRow | undefined, lang: Lang): ApplicationRow {
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'PENDING') {
    const known = registrationStatusSchema.safeParse(row.status);
    const status = known.success ? pickText(REGISTRATION_STATUS_TEXT[known.data], lang) : row.status;
    throw new AppError('REGISTRATION_STATE_FORBIDS', { status });
  }
  return row;
}

/** The tenant code of an approved application: 'R' and its number, apart from the seeded 'T' codes. */
export function tenantCodeOf(applicationId: number): string {
  return `R${String(applicationId).padStart(6, '0')}`;
}

/**
 * Approves a pending application: creates the tenant (account type F unless the operator grants other
 * terms), its staff member with the password
 * hash stored at application time, and their link, and marks the application approved, all or nothing.
 * A staff code taken since the application was made answers 409 and changes nothing.
 */
export async function approveRegistration(
  deps: RegistrationDeps,
  applicationId: number,
  options: ApproveOptions,
  lang: Lang = 'zh_CN',
): Promise<Approved> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = requirePending(await lockApplication(tx, applicationId), lang);
      if (await isStaffCodeTaken(tx, row.staffCode)) throw new AppError('REGISTRATION_STAFF_CODE_TAKEN');
      const tenantCode = tenantCodeOf(row.id);
      const created = await createCustomer(tx, {
        tenantCode,
        companyName: row.companyName,
        creditCode: row.creditCode,
        saleOrg: options.saleOrg ?? NEW_TENANT_DEFAULTS.saleOrg,
        custSector: options.custSector ?? NEW_TENANT_DEFAULTS.custSector,
        staffCode: row.staffCode,
        staffName: row.contactName,
        mobile: row.mobile,
        email: row.email,
        passwordHash: row.passwordHash,
        lang: row.lang,
        ...(options.custAccountType === undefined ? {} : { custAccountType: options.custAccountType }),
        ...(options.billingCycle === undefined ? {} : { billingCycle: options.billingCycle }),
      });
      const decision = {
        status: 'APPROVED' as const,
        decidedAt: deps.clock.now(),
        decidedBy: options.operator,
        ...created,
      };
      await markDecided(tx, row.id, decision);
      await enqueueAccountMail(
        tx,
        decisionMail(row, {
          kind: 'registrationApproved',
          staffId: created.staffId,
          tenantId: created.tenantId,
          link: '/login',
        }),
        decision.decidedAt,
      );
      await options.onDecided?.(tx, row, { ...row, ...decision });
      return { applicationNo: row.applicationNo, status: 'APPROVED' as const, tenantCode, ...created };
    });
  } catch (error) {
    // A staff code is unique as written (user_code) and folded (login_key): a twin approved meanwhile lands here.
    const constraint = uniqueViolationOf(error);
    if (constraint?.includes('user_code') || constraint?.includes('login_key'))
      throw new AppError('REGISTRATION_STAFF_CODE_TAKEN');
    throw error;
  }
}

/** Rejects a pending application with the reason the applicant will be told (1 to 200 characters). */
export async function rejectRegistration(
  deps: RegistrationDeps,
  applicationId: number,
  reason: string,
  options: { operator: string; onDecided?: OnDecided },
  lang: Lang = 'zh_CN',
): Promise<{ applicationNo: string; status: 'REJECTED'; rejectReason: string }> {
  const rejectReason = reason.trim();
  if (rejectReason === '' || Array.from(rejectReason).length > REJECT_REASON_MAX) {
    throw new AppError('VALIDATION_FAILED', {}, { reason: pickText(REJECT_REASON_RULE_TEXT, lang) });
  }
  return deps.db.transaction(async (tx) => {
    const row = requirePending(await lockApplication(tx, applicationId), lang);
    const decision = {
      status: 'REJECTED' as const,
      decidedAt: deps.clock.now(),
      decidedBy: options.operator,
      rejectReason,
    };
    await markDecided(tx, row.id, decision);
    await enqueueAccountMail(
      tx,
      decisionMail(row, {
        kind: 'registrationRejected',
        staffId: null,
        tenantId: null,
        link: '/register',
        reason: rejectReason,
      }),
      decision.decidedAt,
    );
    await options.onDecided?.(tx, row, { ...row, ...decision });
    return { applicationNo: row.applicationNo, status: 'REJECTED' as const, rejectReason };
  });
}
