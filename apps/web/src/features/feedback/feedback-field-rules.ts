import { feedbackFormSchema, FIELD_MESSAGES, fillText, pickText } from '@emall/contract';
import type { Lang, LocalizedText } from '@emall/contract';

export const FEEDBACK_FIELDS = ['tenantName', 'tel', 'email', 'content'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && 'zhCn' in value && 'zhTw' in value && 'enUs' in value;
}

/**
 * The message for one field of the feedback form in the user's language, or undefined when the value
 * passes. It runs the contract's own field schema (the one the server runs), so browser and server refuse
 * the same input: the form's own messages travel in the issue's `params.text`; a plain length limit gets the
 * catalogue's generic 'at most N characters'.
 */
export function feedbackFieldError(field: FeedbackField, value: string, lang: Lang): string | undefined {
  const result = feedbackFormSchema.shape[field].safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  if (!issue) return undefined;
  const text: unknown = issue.code === 'custom' ? issue.params?.text : undefined;
  if (isLocalizedText(text)) return pickText(text, lang);
  if (issue.code === 'too_big') {
    return fillText(pickText(FIELD_MESSAGES.tooLong, lang), { n: String(issue.maximum) });
  }
  return pickText(FIELD_MESSAGES.invalidValue, lang);
}
