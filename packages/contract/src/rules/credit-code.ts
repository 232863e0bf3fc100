/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from the 31-character
 * set 0-9 and A-Y without I, O, S, V and Z. Position 1 names the registering authority, 2 the kind of
 * organisation, 3-8 the administrative division (digits), 9-17 the organisation code, and 18 is a check
 * character: the weighted sum of the first 17 (weights 3^(i-1) mod 31) taken mod 31, subtracted from 31.
 */
export const CREDIT_CODE_LENGTH = 18;

/** The character set in value order: a character's index is its value in the check. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Full-width characters and lower case are what people paste from scanned licences; both are read as meant. */
export function normalizeCreditCode(input: string): string {
  return input.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 17 characters, or undefined when one is outside the set. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== CREDIT_CODE_LENGTH - 1) return undefined;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** Whether an already normalised code has the form and the check character GB 32100-2015 requires. */
export function isValidCreditCode(code: string): boolean {
  if (code.length !== CREDIT_CODE_LENGTH) return false;
  if (!/^\d{6}$/.test(code.slice(2, 8))) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}
