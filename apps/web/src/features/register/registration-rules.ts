import type { FormRule } from 'antd';
import i18next from 'i18next';
import {
  FIELD_MESSAGES,
  LANG_TAGS,
  LICENCE_EXTENSIONS,
  LICENCE_MAX_BYTES,
  passwordContainsStaffCode,
  pickText,
  registrationFieldsSchema,
} from '@emall/contract';
import type { Lang, LocalizedText, RegistrationFieldName } from '@emall/contract';

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && 'zhCn' in value && 'zhTw' in value && 'enUs' in value;
}

/**
 * The message of a field's first problem under the shared rule (rules/registration.ts), in the user's
 * language, or undefined when the value passes: the very words the server would answer.
 */
export function registrationFieldError(
  name: RegistrationFieldName,
  value: unknown,
  lang: Lang,
): string | undefined {
  const parsed = registrationFieldsSchema.shape[name].safeParse(value ?? '');
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const text: unknown = issue?.code === 'custom' ? issue.params?.text : undefined;
  return pickText(isLocalizedText(text) ? text : FIELD_MESSAGES.invalidValue, lang);
}

/** An antd rule that applies the shared rule of one field. */
export function sharedRule(name: RegistrationFieldName, lang: Lang): FormRule {
  return {
    validator: (_, value: unknown) => {
      const error = registrationFieldError(name, value, lang);
      return error === undefined ? Promise.resolve() : Promise.reject(new Error(error));
    },
  };
}

// The served texts, as every screen reads them: importing the contract's catalogue here would put all three
// languages of every screen into the web app's code.
function text(key: string, lang: Lang): string {
  return i18next.t(key, { lng: LANG_TAGS[lang] });
}

/** The password must not hold the staff code (the form-level part of the shared rule). */
export function passwordNotStaffCodeRule(lang: Lang): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const staffCode = getFieldValue('staffCode') as string | undefined;
      return value && staffCode && passwordContainsStaffCode(value, staffCode)
        ? Promise.reject(new Error(text('register.rule.passwordHasStaffCode', lang)))
        : Promise.resolve();
    },
  });
}

/**
 * What the browser can tell before sending: the file's name ends like an image or a PDF and it is at most
 * 5 MB. The server decides by the file's first bytes.
 */
export function licenceProblem(file: File | undefined): string | undefined {
  if (!file) return 'register.licence.required';
  const name = file.name.toLowerCase();
  if (!LICENCE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'register.licence.wrongKind';
  if (file.size > LICENCE_MAX_BYTES) return 'register.licence.tooLarge';
  return undefined;
}

export function licenceRule(lang: Lang): FormRule {
  return {
    validator: (_, file: File | undefined) => {
      const problem = licenceProblem(file);
      return problem ? Promise.reject(new Error(text(problem, lang))) : Promise.resolve();
    },
  };
}
