import type { LocalizedText } from '../lang.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

/** The key of the texts catalogue that explains the password rule (used by forms and server alike). */
export const PASSWORD_RULE_TEXT: LocalizedText = {
  zhCn: '密码须为8至32位，且同时包含字母和数字',
  zhTw: '密碼須為8至32位，且同時包含字母和數字',
  enUs: 'The password must have 8 to 32 characters with both letters and digits',
};

/** A new password: 8-32 printable characters with at least one letter and one digit. */
export function isAcceptablePassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /^[\x21-\x7e]+$/.test(password) &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}
