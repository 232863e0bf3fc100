import type { z } from 'zod';
import { FIELD_MESSAGES, fillText, pickText } from '@emall/contract';
import type { FieldMessageKey, Lang, LocalizedText } from '@emall/contract';

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && 'zhCn' in value && 'enUs' in value && 'zhTw' in value;
}

function message(key: FieldMessageKey, lang: Lang, n?: number | bigint): string {
  return fillText(pickText(FIELD_MESSAGES[key], lang), { n: n === undefined ? '' : String(n) });
}

/** The value the client sent at a path, to tell a missing field from a wrong one. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, lang: Lang, raw: unknown): string {
  const sent = valueAt(raw, issue.path);
  const missing = sent === undefined || sent === null || sent === '';
  if (missing && issue.code !== 'custom' && issue.code !== 'unrecognized_keys')
    return message('required', lang);
  switch (issue.code) {
    case 'invalid_type':
      return message('invalidType', lang);
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? message('required', lang)
          : message('tooShort', lang, issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set')
        return message('tooFewItems', lang, issue.minimum);
      return message('tooSmall', lang, issue.minimum);
    case 'too_big':
      if (issue.origin === 'string') return message('tooLong', lang, issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set')
        return message('tooManyItems', lang, issue.maximum);
      return message('tooBig', lang, issue.maximum);
    case 'invalid_format':
      return message(issue.format === 'email' ? 'invalidEmail' : 'invalidValue', lang);
    case 'unrecognized_keys':
      return message('unknownField', lang);
    case 'custom': {
      const text: unknown = issue.params?.text;
      return isLocalizedText(text) ? pickText(text, lang) : message('invalidValue', lang);
    }
    case 'invalid_union':
    case 'invalid_value':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return message('invalidValue', lang);
  }
}

/** Turns zod issues into `{field: message}` in the caller's language; the first problem of a field wins. */
export function fieldMessages(error: z.ZodError, lang: Lang, raw?: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const p of paths) {
      const key = p.length ? p.map(String).join('.') : '_';
      fields[key] ??= describeIssue(issue, lang, raw);
    }
  }
  return fields;
}
