import { z } from 'zod';
import { pageNoSchema, pageSizeSchema, pageSchema } from '../call.js';
import { langInputSchema } from '../account/account.schemas.js';

/** An operator's role: operators change things; auditors only read (and read the audit log). */
export const operatorRoleSchema = z.enum(['OPERATOR', 'AUDITOR']);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const opsLoginBodySchema = z.object({
  loginCode: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captchaId: z.string().trim().min(1).max(64),
  captchaCode: z.string().trim().min(1).max(16),
  lang: langInputSchema.optional(),
});

/** The logged-in operator. */
export const operatorUserSchema = z.object({
  operatorId: z.number().int(),
  loginCode: z.string(),
  operatorName: z.string(),
  role: operatorRoleSchema,
  lang: z.string(),
});
export type OperatorUser = z.infer<typeof operatorUserSchema>;

export const auditLogQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  /** Only this operator's changes. */
  operatorId: z.coerce.number().int().positive().optional(),
  /** Only this kind of thing changed ('order', 'enquiry', 'product', …). */
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
  /** ISO dates (yyyy-mm-dd), shop day, inclusive. */
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});

/** One operator change: who, when, what, and the state before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  loginCode: z.string(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);
