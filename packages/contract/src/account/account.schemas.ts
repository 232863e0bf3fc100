import { z } from 'zod';
import { normalizeLang } from '../lang.js';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH, PASSWORD_RULE_TEXT } from '../rules/password.js';

export const langInputSchema = z.string().trim().max(16);

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** Relative URL of the captcha image (GET). */
  path: z.string(),
});

export const loginBodySchema = z.object({
  staffCode: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captchaId: z.string().trim().min(1).max(64),
  captchaCode: z.string().trim().min(1).max(16),
  lang: langInputSchema.optional(),
});

export const staffRoleSchema = z.object({
  tenantName: z.string(),
  mgrTenantIdList: z.array(z.number().int()),
});

export const staffPoSchema = z.object({
  staffName: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
});

/** The session user. The first item of mgrTenantIdList is the tenant the shop acts for. */
export const sessionUserSchema = z.object({
  userId: z.number().int(),
  userCode: z.string(),
  tenantId: z.number().int(),
  staffRole: staffRoleSchema,
  staffPo: staffPoSchema,
  lang: z.string(),
});

export const modifyPasswordBodySchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .refine(isAcceptablePassword, { message: PASSWORD_RULE_TEXT.enUs, params: { text: PASSWORD_RULE_TEXT } }),
});

export const tenantIdBodySchema = z.object({
  tenantId: z.coerce.number().int().positive(),
});

export const custAccountTypeSchema = z.object({
  tenantId: z.number().int(),
  custAccountType: z.string(),
  billingCycle: z.number().int(),
});

export const shippingAddressSchema = z.object({
  addressId: z.number().int(),
  isDefault: z.enum(['T', 'F']),
  recipients: z.string(),
  contactPhone: z.string(),
  regionPath: z.string(),
  detailAddr: z.string(),
});

export const invoiceInfoSchema = z.object({
  title: z.string(),
  taxNum: z.string(),
  bankAccount: z.string(),
  depositBank: z.string(),
  invoiceAddr: z.string(),
  invoicePhone: z.string(),
  invoiceReceipient: z.string(),
  invoiceReceipientPhone: z.string(),
  invoiceSendAddr: z.string(),
});

/** The customer info plus the order fields the order payload copies (acct*, cust*, saleOrg, ...). */
export const custOrderInfoSchema = z.object({
  tenantId: z.number().int(),
  buyerTenantCode: z.string(),
  acctTenantCode: z.string(),
  acctCode: z.string(),
  acctName: z.string(),
  custCode: z.string(),
  custName: z.string(),
  saleOrg: z.string(),
  custSector: z.string(),
  custAccountType: z.string(),
  billingCycle: z.number().int(),
  currency: z.string(),
  taxRate: z.string(),
  invoiceReceipientPhone: z.string(),
  invoiceInfo: invoiceInfoSchema.nullable(),
  shippingAddressPoList: z.array(shippingAddressSchema),
});

export const custOrderInfoBodySchema = z
  .object({ tenantId: z.coerce.number().int().positive().optional() })
  .nullish();

const knownLangSchema = langInputSchema.min(1).refine((v) => normalizeLang(v) !== undefined);

/** The specification's query form: `t` only defeats caches. */
export const changeLangQuerySchema = z.object({
  lang: knownLangSchema,
  t: z.string().max(32).optional(),
});

export const changeLangBodySchema = z.object({ lang: knownLangSchema });

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type CustOrderInfo = z.infer<typeof custOrderInfoSchema>;
export type CustAccountType = z.infer<typeof custAccountTypeSchema>;
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type Captcha = z.infer<typeof captchaSchema>;
