import type { OperatorUser } from '@emall/contract/ops';
import type { Db } from '../../platform/db.js';
import { operator } from '../../domains/operator/operator.tables.js';
import { loginKeyOf } from '../../platform/login-name.js';
import type { TestClient } from '../test-client.js';
import type { AppHandle } from './app-handle.js';
import { FACTORY_PASSWORD, factoryPasswordHash } from './password.js';
import { nextSerial } from './serial.js';

export interface OperatorOptions {
  /** OPERATOR changes things (the default); AUDITOR reads. */
  role?: 'OPERATOR' | 'AUDITOR';
  loginCode?: string;
  operatorName?: string;
  lang?: string | null;
  password?: string;
  status?: string;
}

export interface MadeOperator {
  operatorId: number;
  loginCode: string;
  operatorName: string;
  role: 'OPERATOR' | 'AUDITOR';
  password: string;
}

/** An account of the operator console, as the operator's table keeps one. */
export async function createOperator(db: Db, options: OperatorOptions = {}): Promise<MadeOperator> {
  const n = String(nextSerial()).padStart(4, '0');
  const role = options.role ?? 'OPERATOR';
  const loginCode = options.loginCode ?? `${role === 'AUDITOR' ? 'auditor' : 'operator'}${n}`;
  const operatorName = options.operatorName ?? `${role === 'AUDITOR' ? '审计' : '运营'}${n}`;
  const password = options.password ?? FACTORY_PASSWORD;
  const [row] = await db
    .insert(operator)
    .values({
      loginCode,
      loginKey: loginKeyOf(loginCode),
      operatorName,
      role,
      lang: options.lang ?? null,
      passwordHash: await factoryPasswordHash(password),
      ...(options.status ? { status: options.status } : {}),
    })
    .returning({ id: operator.id });
  if (!row) throw new Error('operator not inserted');
  return { operatorId: row.id, loginCode, operatorName, role, password };
}

/** A new console account and a browser logged in to the console as it. */
export async function loggedInOperator(
  app: AppHandle,
  options: OperatorOptions = {},
): Promise<{ client: TestClient; user: OperatorUser; operator: MadeOperator }> {
  const made = await createOperator(app.database.db, options);
  const client = app.client();
  const user = await client.opsLogin(made.loginCode, made.password);
  return { client, user, operator: made };
}

/** The console's two kinds of account: an operator who changes things and an auditor who only reads. */
export interface Operators {
  operator: MadeOperator;
  auditor: MadeOperator;
}

export async function createOperators(app: Pick<AppHandle, 'database'>): Promise<Operators> {
  const operator = await createOperator(app.database.db);
  const auditor = await createOperator(app.database.db, { role: 'AUDITOR' });
  return { operator, auditor };
}
