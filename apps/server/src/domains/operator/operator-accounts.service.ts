import { isAcceptablePassword } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { announceSessionChange } from '../../platform/session-changes.js';
import { hashPassword } from '../../platform/password-hash.js';
import { loginKeyOf } from '../../platform/login-name.js';
import { findOperatorByLoginKey, insertOperator, updateOperatorAccount } from './operator.queries.js';

export interface OperatorAccountInput {
  loginCode: string;
  operatorName: string;
  role: 'OPERATOR' | 'AUDITOR';
  password: string;
}

/** Why an operator account could not be written; the command line prints it. */
export class OperatorAccountError extends Error {}

const LOGIN_CODE_PATTERN = /^[A-Za-z0-9._-]{2,64}$/;

/**
 * Creates an operator account, or (`replace`) sets the name, role and password of an existing one and
 * ends nothing else: its sessions keep running until they expire or the operator logs out, with the new
 * name and role from their next request (announced to the server copies, which keep checked sessions).
 */
export async function saveOperatorAccount(
  db: Db,
  input: OperatorAccountInput,
  options: { replace: boolean },
): Promise<'created' | 'updated'> {
  if (!LOGIN_CODE_PATTERN.test(input.loginCode))
    throw new OperatorAccountError('The login code takes 2-64 letters, digits, dots, dashes or underscores.');
  if (!input.operatorName.trim() || input.operatorName.length > 60)
    throw new OperatorAccountError('The name takes 1-60 characters.');
  if (!isAcceptablePassword(input.password))
    throw new OperatorAccountError('The password takes 8-32 visible characters with letters and digits.');
  const passwordHash = await hashPassword(input.password);
  const existing = await findOperatorByLoginKey(db, loginKeyOf(input.loginCode));
  if (existing && !options.replace)
    throw new OperatorAccountError(
      `Operator ${input.loginCode} exists already (use --replace to change it).`,
    );
  const row = {
    loginCode: input.loginCode,
    operatorName: input.operatorName.trim(),
    role: input.role,
    passwordHash,
  };
  if (existing) {
    await updateOperatorAccount(db, existing.id, row);
    await announceSessionChange(db, { kind: 'operator', id: existing.id });
    return 'updated';
  }
  await insertOperator(db, row);
  return 'created';
}
