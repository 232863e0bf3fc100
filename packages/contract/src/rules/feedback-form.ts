import { z } from 'zod';
import {
  FEEDBACK_COMPANY_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_EMAIL_MAX,
  FEEDBACK_PHONE_MAX,
} from '../constants.js';
import { rulesTexts } from '../texts/rules.texts.js';

/**
 * The feedback form (docs/messages.md, "Feedback"), one schema for the browser form and the server call, so
 * both refuse the same input with the same words. Each of the form's own messages travels as a LocalizedText
 * in the issue's `params.text` (custom refinements), which the server answers in the caller's language;
 * plain length limits keep zod's own issues and the catalogue's generic wording. Values are trimmed first;
 * an empty optional field counts as not given. A refinement that carries its own message comes before the
 * length limit of its field, so that message is the field's first issue.
 */

/** A mainland mobile number: 1, then 3-9, then 9 more digits. */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

const telText = rulesTexts['rules.feedback.telInvalid'];
const emailText = rulesTexts['rules.feedback.emailInvalid'];
const contentRequiredText = rulesTexts['rules.feedback.contentRequired'];
const contentTooShortText = rulesTexts['rules.feedback.contentTooShort'];

export const feedbackFormSchema = z.object({
  tenantName: z.string().trim().max(FEEDBACK_COMPANY_MAX).optional(),
  tel: z
    .string()
    .trim()
    .refine((v) => v === '' || MAINLAND_MOBILE_PATTERN.test(v), {
      message: telText.enUs,
      params: { text: telText },
    })
    .max(FEEDBACK_PHONE_MAX)
    .optional(),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.regexes.email.test(v), {
      message: emailText.enUs,
      params: { text: emailText },
    })
    .max(FEEDBACK_EMAIL_MAX)
    .optional(),
  content: z
    .string()
    .trim()
    .refine((v) => v !== '', { message: contentRequiredText.enUs, params: { text: contentRequiredText } })
    .refine((v) => v === '' || v.length >= FEEDBACK_CONTENT_MIN, {
      message: contentTooShortText.enUs,
      params: { text: contentTooShortText },
    })
    .max(FEEDBACK_CONTENT_MAX),
});

/** The feedback payload as the form and the server read it. */
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;
