import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import { ACCOUNT_TYPE_PREPAID } from '../constants.js';
import { bomIdSchema } from '../bom/bom.schemas.js';
import { registrationStatusSchema } from '../register/register.schemas.js';
import { REJECT_REASON_MAX } from '../rules/registration.js';

/** The console's registration list: 20 applications a page. */
export const OPS_REGISTRATION_PAGE_SIZE = 20;

/** Account types an operator can give a new customer: F pays in advance (cycle 0), C buys on credit. */
export const OPS_ACCOUNT_TYPES = [ACCOUNT_TYPE_PREPAID, 'C'] as const;
/** The longest payment term an operator can grant at approval, in days. */
export const OPS_BILLING_CYCLE_MAX = 180;

export const opsRegistrationQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(OPS_REGISTRATION_PAGE_SIZE, 100),
  status: registrationStatusSchema.optional(),
  /** Part of the application number, company name, credit code or staff code. */
  keyword: z.string().trim().max(100).optional(),
});

/** Ids are bigserial: decimal strings in answers; numbers are accepted in bodies and queries. */
export const opsApplicationRefSchema = z.object({ applicationId: bomIdSchema });

/** One row of the list. */
export const opsRegistrationRowSchema = z.object({
  applicationId: z.string(),
  applicationNo: z.string(),
  status: registrationStatusSchema,
  statusName: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  staffCode: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export const opsRegistrationPageSchema = pageSchema(opsRegistrationRowSchema);

/** Everything the applicant sent (never the password hash), the licence's description and the decision. */
export const opsRegistrationDetailSchema = opsRegistrationRowSchema.extend({
  mobile: z.string(),
  email: z.string(),
  lang: z.string(),
  licenceFileName: z.string(),
  /** png, jpeg or pdf, by the file's content. */
  licenceKind: z.string(),
  licenceSize: z.number().int(),
  ip: z.string(),
  rejectReason: z.string().nullable(),
  /** The customer created at approval. */
  tenantId: z.number().int().nullable(),
  tenantCode: z.string().nullable(),
  staffId: z.number().int().nullable(),
});

/** Approval terms: account type F always has billing cycle 0; C needs a cycle of 1 to 180 days. */
export const opsApproveBodySchema = z
  .object({
    applicationId: bomIdSchema,
    custAccountType: z.enum(OPS_ACCOUNT_TYPES).default(ACCOUNT_TYPE_PREPAID),
    billingCycle: z.coerce.number().int().min(0).max(OPS_BILLING_CYCLE_MAX).default(0),
  })
  .refine((b) => (b.custAccountType === ACCOUNT_TYPE_PREPAID ? b.billingCycle === 0 : b.billingCycle > 0), {
    path: ['billingCycle'],
  });

export const opsRejectBodySchema = z.object({
  applicationId: bomIdSchema,
  reason: z.string().trim().min(1).max(REJECT_REASON_MAX),
});

export const opsApprovedSchema = z.object({
  applicationNo: z.string(),
  status: z.literal('APPROVED'),
  tenantId: z.number().int(),
  tenantCode: z.string(),
  staffId: z.number().int(),
});

export type OpsRegistrationQuery = z.infer<typeof opsRegistrationQuerySchema>;
export type OpsRegistrationRow = z.infer<typeof opsRegistrationRowSchema>;
export type OpsRegistrationDetail = z.infer<typeof opsRegistrationDetailSchema>;
export type OpsApproveBody = z.infer<typeof opsApproveBodySchema>;
