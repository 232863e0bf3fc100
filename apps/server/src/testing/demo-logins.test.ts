import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A server test makes the accounts it logs in with (testing/factories): one that logs in as a seeded demo account
 * means whatever the seed happens to hold. The seed's own tests check the seed, and may.
 */

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The ways a test names a seeded demo login: the login calls with its code, the codes in a query or a body. */
const DEMO_LOGIN = [
  /\b(?:login|tryLogin|opsLogin|tryOpsLogin)\(\s*['"](?:demo2?|other|ops|auditor)['"]/,
  /['"]demo2?['"]/,
  /\bstaffCode:\s*['"]other['"]/,
  /\b(?:user_code|login_code)\s*=\s*'(?:demo2?|other|ops|auditor)'/,
  /\bDEMO_OPERATORS\b/,
  /\.threeBuyers\(\)/,
];

function testFiles(): string[] {
  return readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('seed/') && file !== 'testing/demo-logins.test.ts');
}

function namesDemoLogin(file: string): boolean {
  const text = readFileSync(path.join(serverSource, file), 'utf8');
  return DEMO_LOGIN.some((pattern) => pattern.test(text));
}

describe('server tests own their accounts', () => {
  it('no test outside the seed logs in as a seeded demo account', () => {
    expect(testFiles().filter(namesDemoLogin)).toEqual([]);
  });
});
