import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';

/** Who receives an operator's message: one staff member, every staff member of a tenant, or every tenant. */
export const OPS_MESSAGE_AUDIENCES = ['STAFF', 'TENANT', 'ALL'] as const;
export const opsMessageAudienceSchema = z.enum(OPS_MESSAGE_AUDIENCES);
export type OpsMessageAudience = z.infer<typeof opsMessageAudienceSchema>;

/** One text the operator writes in each language; the buyer reads their own. */
function threeLanguages(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.object({ zhCn: text, zhTw: text, enUs: text });
}
export const opsMessageTitleSchema = threeLanguages(100);
export const opsMessageBodySchema = threeLanguages(2000);
export type OpsMessageTexts = z.infer<typeof opsMessageTitleSchema>;

export const sendOpsMessageBodySchema = z
  .object({
    audience: opsMessageAudienceSchema,
    tenantId: z.coerce.number().int().positive().optional(),
    staffId: z.coerce.number().int().positive().optional(),
    title: opsMessageTitleSchema,
    body: opsMessageBodySchema,
    /** A page of the shop the message points to ('/help/...'); optional. */
    link: z
      .string()
      .trim()
      .max(200)
      .regex(/^\/[^\s]*$/)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience !== 'ALL' && value.tenantId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tenantId'], message: 'required' });
    }
    if (value.audience === 'STAFF' && value.staffId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['staffId'], message: 'required' });
    }
  });

export const sentOpsMessageSchema = z.object({
  id: z.number().int(),
  /** How many tenants received it (1 unless sent to all). */
  tenantCount: z.number().int(),
});

/** One message an operator sent, with its audience as named now. */
export const opsMessageRowSchema = z.object({
  id: z.number().int(),
  audience: opsMessageAudienceSchema,
  tenantId: z.number().int().nullable(),
  tenantName: z.string().nullable(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  title: opsMessageTitleSchema,
  body: opsMessageBodySchema,
  link: z.string().nullable(),
  tenantCount: z.number().int(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type OpsMessageRow = z.infer<typeof opsMessageRowSchema>;

export const opsMessageQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  audience: opsMessageAudienceSchema.optional(),
});
export const opsMessagePageSchema = pageSchema(opsMessageRowSchema);

/** The pickers: tenants (by code or name) and one tenant's staff (by code or name). */
export const recipientTenantQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  keyword: z.string().trim().max(60).optional(),
});
export const recipientTenantSchema = z.object({
  tenantId: z.number().int(),
  tenantCode: z.string(),
  tenantName: z.string(),
  staffCount: z.number().int(),
});
export type RecipientTenant = z.infer<typeof recipientTenantSchema>;
export const recipientTenantPageSchema = pageSchema(recipientTenantSchema);

export const recipientStaffQuerySchema = recipientTenantQuerySchema.extend({
  tenantId: z.coerce.number().int().positive(),
});
export const recipientStaffSchema = z.object({
  staffId: z.number().int(),
  userCode: z.string(),
  staffName: z.string(),
});
export type RecipientStaff = z.infer<typeof recipientStaffSchema>;
export const recipientStaffPageSchema = pageSchema(recipientStaffSchema);
