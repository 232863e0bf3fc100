import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import type { LocalizedText } from '../lang.js';
import { mailTexts } from '../texts/mail.texts.js';
import { rulesTexts } from '../texts/rules.texts.js';

/**
 * The one-click unsubscribe (RFC 8058) of a mail's List-Unsubscribe header: signed, it needs no login and no
 * anti-forgery token (a mail provider's POST carries neither).
 */
export const MAIL_UNSUBSCRIBE_PATH = '/api/emall/mail/unsubscribe';

/** The groups of mails a staff member turns on or off (docs/mail.md); money and goods are on by default. */
export const MAIL_TOPIC_NAMES = ['money', 'goods', 'quote', 'sample'] as const;
export const mailTopicSchema = z.enum(MAIL_TOPIC_NAMES);
export type MailTopicName = z.infer<typeof mailTopicSchema>;

export const mailPrefsSchema = z.object({
  /** The address mails go to; null: the account has none, and nothing is sent. */
  email: z.string().nullable(),
  topics: z.object({ money: z.boolean(), goods: z.boolean(), quote: z.boolean(), sample: z.boolean() }),
});
export type MailPrefs = z.infer<typeof mailPrefsSchema>;

export const saveMailPrefsBodySchema = z.object({
  topics: z
    .object({
      money: z.boolean().optional(),
      goods: z.boolean().optional(),
      quote: z.boolean().optional(),
      sample: z.boolean().optional(),
    })
    .strict(),
});
export type SaveMailPrefsBody = z.infer<typeof saveMailPrefsBodySchema>;

/** An outbox row's state: waiting → sending → sent, or failed (for good, until "send again"). */
export const MAIL_STATES = ['waiting', 'sending', 'sent', 'failed'] as const;
export const mailStateSchema = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof mailStateSchema>;

export const OPS_MAIL_PAGE_SIZE = 20;

export const opsMailQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(OPS_MAIL_PAGE_SIZE, 50),
  state: mailStateSchema.optional(),
});
export type OpsMailQuery = z.input<typeof opsMailQuerySchema>;

export const opsMailRowSchema = z.object({
  mailId: z.string(),
  kind: z.string(),
  /** The staff member's address, or empty for the operators' mails (they go to MAIL_OPS_TO). */
  recipient: z.string(),
  subject: z.string(),
  state: mailStateSchema,
  attempts: z.number().int(),
  lastAnswer: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OpsMailRow = z.infer<typeof opsMailRowSchema>;

export const opsMailPageSchema = pageSchema(opsMailRowSchema).extend({
  /** False: SMTP_URL is not set, and mails only wait. */
  isSending: z.boolean(),
});
export type OpsMailPage = z.infer<typeof opsMailPageSchema>;

export const opsMailRefSchema = z.object({ mailId: z.string().regex(/^\d{1,15}$/) });

export const opsMailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type OpsMailPreview = z.infer<typeof opsMailPreviewSchema>;

/** A tenant's shared purchasing address (docs/mail.md): at most this many characters. */
export const TENANT_MAIL_COPY_MAX = 100;

function rule(text: LocalizedText) {
  return { message: text.enUs, params: { text } };
}

/**
 * The tenant's shared purchasing address and whether it gets mail: the tenant's money and goods mails go to it
 * too. Every staff member sees it; only the tenant's administrator (`canEdit`) sets it.
 */
export const tenantMailCopySchema = z.object({
  address: z.string().nullable(),
  /** False after the one-click unsubscribe of a copy; saving the address turns it on again. */
  isOn: z.boolean(),
  canEdit: z.boolean(),
});
export type TenantMailCopy = z.infer<typeof tenantMailCopySchema>;

/** The address to set; empty clears it. */
export const saveTenantMailCopyBodySchema = z.object({
  address: z
    .string()
    .trim()
    .refine((v) => Array.from(v).length <= TENANT_MAIL_COPY_MAX, rule(mailTexts['mail.tenantCopy.tooLong']))
    .refine(
      (v) => v === '' || Array.from(v).length > TENANT_MAIL_COPY_MAX || z.regexes.email.test(v),
      rule(rulesTexts['rules.feedback.emailInvalid']),
    ),
});
export type SaveTenantMailCopyBody = z.infer<typeof saveTenantMailCopyBodySchema>;
