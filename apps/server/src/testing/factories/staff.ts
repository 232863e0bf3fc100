import type { SessionUser } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { staff, staffTenant } from '../../domains/account/account.tables.js';
import { loginKeyOf } from '../../platform/login-name.js';
import type { TestClient } from '../test-client.js';
import type { AppHandle } from './app-handle.js';
import { FACTORY_PASSWORD, factoryPasswordHash } from './password.js';
import { nextSerial } from './serial.js';
import { createTenant } from './tenant.js';

export interface StaffOptions {
  /** The tenant the staff member acts for; a new tenant when absent. */
  tenantId?: number;
  /** More tenants the staff member manages, after the first. */
  alsoManages?: number[];
  staffCode?: string;
  staffName?: string;
  mobileNum?: string | null;
  email?: string | null;
  /** The language saved on the account (zh_CN, zh_TW, en_US); none by default. */
  lang?: string | null;
  password?: string;
  status?: string;
}

export interface MadeStaff {
  staffId: number;
  tenantId: number;
  staffCode: string;
  staffName: string;
  mobileNum: string | null;
  email: string | null;
  password: string;
}

/** A staff member of a customer company, as the account's tables keep one, with a password to log in with. */
export async function createStaff(db: Db, options: StaffOptions = {}): Promise<MadeStaff> {
  const n = String(nextSerial()).padStart(4, '0');
  const tenantId = options.tenantId ?? (await createTenant(db)).tenantId;
  const staffCode = options.staffCode ?? `staff${n}`;
  const password = options.password ?? FACTORY_PASSWORD;
  const made = {
    tenantId,
    staffCode,
    staffName: options.staffName ?? `员工${n}`,
    mobileNum: options.mobileNum === undefined ? `1390000${n}` : options.mobileNum,
    email: options.email === undefined ? `${staffCode}@buyer.example` : options.email,
    password,
  };
  const [row] = await db
    .insert(staff)
    .values({
      tenantId,
      userCode: staffCode,
      loginKey: loginKeyOf(staffCode),
      staffName: made.staffName,
      mobileNum: made.mobileNum,
      email: made.email,
      lang: options.lang ?? null,
      passwordHash: await factoryPasswordHash(password),
      ...(options.status ? { status: options.status } : {}),
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff not inserted');
  const managed = [tenantId, ...(options.alsoManages ?? [])];
  await db
    .insert(staffTenant)
    .values(managed.map((id, position) => ({ staffId: row.id, tenantId: id, position })));
  return { ...made, staffId: row.id };
}

/** A new browser logged in as the staff member (session and XSRF cookies, as the login page leaves them). */
export async function logInStaff(
  app: AppHandle,
  member: Pick<MadeStaff, 'staffCode' | 'password'>,
): Promise<{ client: TestClient; user: SessionUser }> {
  const client = app.client();
  const user = await client.login(member.staffCode, member.password);
  return { client, user };
}

/** A new staff member (of a new tenant unless given) and a browser logged in as them. */
export async function loggedInStaff(
  app: AppHandle,
  options: StaffOptions = {},
): Promise<{ client: TestClient; user: SessionUser; staff: MadeStaff }> {
  const made = await createStaff(app.database.db, options);
  return { ...(await logInStaff(app, made)), staff: made };
}
