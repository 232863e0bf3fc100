import { z } from 'zod';
import { brandTexts } from '../texts/brand.texts.js';
import type { LocalizedText } from '../lang.js';
import { MAINLAND_MOBILE_PATTERN } from './feedback-form.js';

/**
 * The contact form of /ruisa_customized, one schema for the browser form and the server call (like the
 * feedback form): values are trimmed, each rule message travels as a LocalizedText in the issue's
 * `params.text`, and a refinement carrying a message comes before its field's length limit so that message is
 * the field's first issue.
 */
export const CUSTOMIZED_LIMITS = {
  companyMax: 100,
  contactMax: 50,
  emailMax: 60,
  descriptionMin: 10,
  descriptionMax: 1000,
  annualQtyMax: 999_999_999,
} as const;

/** A mobile number: mainland (1, 3-9, 9 digits) or international (+, country code, 6–14 more digits). */
export const INTERNATIONAL_MOBILE_PATTERN = /^\+[1-9]\d{6,14}$/;

export function isValidMobile(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '');
  return MAINLAND_MOBILE_PATTERN.test(compact) || INTERNATIONAL_MOBILE_PATTERN.test(compact);
}

function text(key: string): LocalizedText {
  const found = brandTexts[key];
  if (!found) throw new Error(`missing brand text ${key}`);
  return found;
}

const mobileText = text('brand.rule.mobileInvalid');
const emailText = text('brand.rule.emailInvalid');
const annualQtyText = text('brand.rule.annualQtyInvalid');
const descriptionText = text('brand.rule.descriptionTooShort');

/** Pieces a year: a whole number, typed as digits (thousands separators allowed) or sent as a number. */
const annualQtySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s,]/g, '') : value),
  z.union([z.string(), z.number()]).refine(
    (v) => {
      const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v) ? Number(v) : NaN;
      return Number.isInteger(n) && n >= 1 && n <= CUSTOMIZED_LIMITS.annualQtyMax;
    },
    { message: annualQtyText.enUs, params: { text: annualQtyText } },
  ),
);

export const customizedRequestSchema = z.object({
  company: z.string().trim().min(1).max(CUSTOMIZED_LIMITS.companyMax),
  contact: z.string().trim().min(1).max(CUSTOMIZED_LIMITS.contactMax),
  mobile: z
    .string()
    .trim()
    .refine(isValidMobile, { message: mobileText.enUs, params: { text: mobileText } }),
  email: z
    .string()
    .trim()
    .refine((v) => z.regexes.email.test(v), { message: emailText.enUs, params: { text: emailText } })
    .max(CUSTOMIZED_LIMITS.emailMax),
  /** The product line asked about; absent or empty means "other / not sure". The server checks it exists. */
  productCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v : undefined)),
  annualQty: annualQtySchema.transform((v) => Number(v)),
  description: z
    .string()
    .trim()
    .min(1)
    .refine((v) => v.length >= CUSTOMIZED_LIMITS.descriptionMin, {
      message: descriptionText.enUs,
      params: { text: descriptionText },
    })
    .max(CUSTOMIZED_LIMITS.descriptionMax),
  /**
   * A honeypot: hidden from people by the page (off screen, not tabbable, autocomplete off), so only a bot
   * fills it; anything in it refuses the request (docs/brand-site.md).
   */
  website: z.string().max(0).optional(),
});

export type CustomizedRequest = z.infer<typeof customizedRequestSchema>;
export type CustomizedRequestInput = z.input<typeof customizedRequestSchema>;
