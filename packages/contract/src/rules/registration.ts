import { z } from 'zod';
import type { LocalizedText } from '../lang.js';
import { registerTexts } from '../texts/register.texts.js';
import { rulesTexts } from '../texts/rules.texts.js';
import { isValidCreditCode, normalizeCreditCode } from './credit-code.js';
import { MAINLAND_MOBILE_PATTERN } from './feedback-form.js';
import { isAcceptablePassword, PASSWORD_RULE_TEXT } from './password.js';

/**
 * The registration form (/register; docs/registration.md), one schema for the browser form and the
 * server call, so both refuse the same input with the same words. Every rule is a refinement carrying its
 * LocalizedText in `params.text` (the server answers it in the caller's language, the form shows it in
 * the user's), and the first failing rule of a field is its message. Text values are trimmed first.
 */

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 60;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 30;
export const REGISTRATION_EMAIL_MAX = 60;
export const STAFF_CODE_MIN = 4;
export const STAFF_CODE_MAX = 32;
/** The business licence: an image or a PDF, told by its content, at most 5 MB. */
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;
export const LICENCE_KINDS = ['png', 'jpeg', 'pdf'] as const;
/** What the file picker offers; the server decides by the file's first bytes. */
export const LICENCE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.pdf'] as const;

/** Chinese (Han) or Latin letters, digits, spaces and the punctuation of registered names: (（）) & . , ' · - */
const COMPANY_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9 ()（）&.,'·-]+$/u;
const HAS_LETTER = /[\p{Script=Han}A-Za-z]/u;
/** A person's name: Han or Latin letters, with spaces, middle dots (少数民族/外文名), dots, apostrophes, hyphens. */
const CONTACT_NAME_PATTERN = /^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z ·.'-]*$/u;
/** Login names: a letter first, then letters, digits, _ . - (no spaces, nothing a URL or a log would mangle). */
const STAFF_CODE_PATTERN = new RegExp(
  `^[A-Za-z][A-Za-z0-9_.-]{${STAFF_CODE_MIN - 1},${STAFF_CODE_MAX - 1}}$`,
);

const lengthOf = (value: string): number => Array.from(value).length;

/** PAR_EMALL_001 opens registration with 'T' or '1'; anything else, or no value, keeps it closed. */
export function isRegistrationFlagOn(value: string | undefined): boolean {
  const flag = value?.trim();
  return flag === 'T' || flag === '1';
}

/** A refinement whose message is a catalogue text in three languages (shown by form and server alike). */
function rule(text: LocalizedText) {
  return { message: text.enUs, params: { text } };
}

const t = registerTexts;

function hasCompanyNameLength(value: string): boolean {
  const n = lengthOf(value);
  return n >= COMPANY_NAME_MIN && n <= COMPANY_NAME_MAX;
}

export function isValidCompanyName(value: string): boolean {
  return hasCompanyNameLength(value) && COMPANY_NAME_PATTERN.test(value) && HAS_LETTER.test(value);
}

export function isValidContactName(value: string): boolean {
  const n = lengthOf(value);
  return n >= CONTACT_NAME_MIN && n <= CONTACT_NAME_MAX && CONTACT_NAME_PATTERN.test(value);
}

export function isValidStaffCode(value: string): boolean {
  return STAFF_CODE_PATTERN.test(value);
}

/** A password that holds the staff code (any case) is the first thing a guesser tries. */
export function passwordContainsStaffCode(password: string, staffCode: string): boolean {
  const code = staffCode.trim().toLowerCase();
  return code.length > 0 && password.toLowerCase().includes(code);
}

/** Collapses runs of white space inside a name, so '华芯  科技' and '华芯 科技' are one name. */
const squeezed = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '));

export const registrationFieldsSchema = z.object({
  companyName: squeezed
    .refine((v) => v !== '', rule(t['register.rule.companyNameRequired']))
    .refine((v) => v === '' || hasCompanyNameLength(v), rule(t['register.rule.companyNameLength']))
    .refine(
      (v) => !hasCompanyNameLength(v) || isValidCompanyName(v),
      rule(t['register.rule.companyNameChars']),
    ),
  creditCode: z
    .string()
    .transform(normalizeCreditCode)
    .refine((v) => v !== '', rule(t['register.rule.creditCodeRequired']))
    .refine((v) => v === '' || isValidCreditCode(v), rule(t['register.rule.creditCodeInvalid'])),
  contactName: squeezed
    .refine((v) => v !== '', rule(t['register.rule.contactNameRequired']))
    .refine((v) => v === '' || isValidContactName(v), rule(t['register.rule.contactNameInvalid'])),
  mobile: z
    .string()
    .trim()
    .refine((v) => v !== '', rule(t['register.rule.mobileRequired']))
    .refine(
      (v) => v === '' || MAINLAND_MOBILE_PATTERN.test(v),
      rule(rulesTexts['rules.feedback.telInvalid']),
    ),
  email: z
    .string()
    .trim()
    .refine((v) => v !== '', rule(t['register.rule.emailRequired']))
    .refine((v) => v === '' || lengthOf(v) <= REGISTRATION_EMAIL_MAX, rule(t['register.rule.emailTooLong']))
    .refine(
      (v) => v === '' || lengthOf(v) > REGISTRATION_EMAIL_MAX || z.regexes.email.test(v),
      rule(rulesTexts['rules.feedback.emailInvalid']),
    ),
  staffCode: z
    .string()
    .trim()
    .refine((v) => v !== '', rule(t['register.rule.staffCodeRequired']))
    .refine((v) => v === '' || isValidStaffCode(v), rule(t['register.rule.staffCodeInvalid'])),
  // The change-password rule (decision 4), not trimmed: a space is a character of a password.
  password: z
    .string()
    .refine((v) => v !== '', rule(t['register.rule.passwordRequired']))
    .refine((v) => v === '' || isAcceptablePassword(v), rule(PASSWORD_RULE_TEXT)),
  captchaId: z.string().trim().min(1).max(64),
  captchaCode: z
    .string()
    .trim()
    .refine((v) => v !== '', rule(t['register.rule.captchaRequired']))
    .refine((v) => v.length <= 16, rule(t['register.rule.captchaRequired'])),
});

/** The whole form: the fields, and the password not holding the staff code. */
export const registrationFormSchema = registrationFieldsSchema.superRefine((form, ctx) => {
  if (passwordContainsStaffCode(form.password, form.staffCode)) {
    ctx.addIssue({ code: 'custom', path: ['password'], ...rule(t['register.rule.passwordHasStaffCode']) });
  }
});

export type RegistrationForm = z.infer<typeof registrationFormSchema>;
export type RegistrationFieldName = keyof typeof registrationFieldsSchema.shape;

/** What the applicant is told after submitting (the server answers it in the caller's language). */
export const REGISTRATION_NEXT_STEPS_TEXT: LocalizedText = registerTexts['register.done.nextSteps'];

/** The names of the application states, for messages about them. */
export const REGISTRATION_STATUS_TEXT: Record<'PENDING' | 'APPROVED' | 'REJECTED', LocalizedText> = {
  PENDING: registerTexts['register.status.PENDING'],
  APPROVED: registerTexts['register.status.APPROVED'],
  REJECTED: registerTexts['register.status.REJECTED'],
};

/** An operator's reason for rejecting: what the applicant is told, 1 to 200 characters. */
export const REJECT_REASON_MAX = 200;
export const REJECT_REASON_RULE_TEXT: LocalizedText = registerTexts['register.reject.reasonRule'];
