import type { Db } from '../platform/db.js';
import { operator } from '../domains/operator/operator.tables.js';
import { loginKeyOf } from '../platform/login-name.js';
import { hashPassword, type PasswordHasher } from '../platform/password-hash.js';

export interface OperatorLogin {
  loginCode: string;
  password: string;
  operatorName: string;
  role: 'OPERATOR' | 'AUDITOR';
}

/** The demo console accounts: one operator who runs the shop, one auditor who only reads. */
export const DEMO_OPERATORS: readonly OperatorLogin[] = [
  { loginCode: 'ops', password: 'ops123456', operatorName: '陈静', role: 'OPERATOR' },
  { loginCode: 'auditor', password: 'audit123456', operatorName: '刘洋', role: 'AUDITOR' },
];

/** Adds the demo operators that are missing; an existing account (and its password) is left as it is. */
export async function seedDemoOperators(
  db: Db,
  hash: PasswordHasher = hashPassword,
): Promise<OperatorLogin[]> {
  for (const o of DEMO_OPERATORS) {
    const passwordHash = await hash(o.password);
    await db
      .insert(operator)
      .values({
        loginCode: o.loginCode,
        loginKey: loginKeyOf(o.loginCode),
        operatorName: o.operatorName,
        role: o.role,
        passwordHash,
      })
      .onConflictDoNothing();
  }
  return [...DEMO_OPERATORS];
}
