import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { AppError } from './app-error.js';
import { boundedTurns, type TurnPriority } from './bounded-turns.js';

/** scrypt with N = 2^17, r = 8, p = 1 (OWASP). Parameters travel with each hash. */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * Each derivation holds 128 MB and a thread-pool thread for up to a second or two: two at a time per process,
 * a few waiting, the rest refused at once with 429, so a burst of guesses (on many accounts, from many
 * addresses) can neither exhaust memory nor make an honest login wait behind dozens of hashes. Checks for
 * unknown accounts (the dummy hash that keeps their timing like a wrong password's) wait behind checks of real
 * accounts and give up their place to them: such a burst cannot turn away a real account's login.
 */
export const PASSWORD_CHECKS = boundedTurns({ parallel: 2, waiting: 6, refuse: 'PASSWORD_CHECKS_BUSY' });

/**
 * A check refused because too many run (429) did not test the password: `takeBack` uncounts the attempt, so an
 * honest user turned away in a burst is not one failure closer to being locked out.
 */
export async function unlessBusy<T>(check: Promise<T>, takeBack: () => Promise<void>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof AppError && error.code === 'PASSWORD_CHECKS_BUSY') await takeBack();
    throw error;
  }
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  priority: TurnPriority = 'high',
): Promise<Buffer> {
  return PASSWORD_CHECKS.run(() => deriveNow(password, salt, options), priority);
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? 1 << LOG_N;
  const r = options.r ?? R;
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes, or Node refuses the parameters.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * N * r }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

/**
 * The scrypt cost of the demo accounts of test databases only: the test suites' seeded database and a test
 * deployment (its fixed captcha is refused in production). N = 2^10 costs a hundredth of the shop's 2^17, and the
 * suites log in over a thousand times; the parameters travel with each hash, so a login runs the same code.
 */
const TEST_ACCOUNT_LOG_N = 10;

/** Hashes a password for storing; `logN` other than the default only for accounts of the test suites' databases. */
export async function hashPassword(password: string, logN = LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 1 << logN, r: R, p: P });
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** How the seeds hash the demo accounts' passwords. */
export type PasswordHasher = (password: string) => Promise<string>;

/** Hashes a demo account's password of a test database at `TEST_ACCOUNT_LOG_N`. */
export const hashTestAccountPassword: PasswordHasher = (password) =>
  hashPassword(password, TEST_ACCOUNT_LOG_N);

export async function verifyPassword(
  password: string,
  stored: string,
  priority: TurnPriority = 'high',
): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: 1 << Number(logN), r: Number(r), p: Number(p) },
    priority,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashed once per process, so an unknown staff code costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(password, await dummyHash, 'low');
}
