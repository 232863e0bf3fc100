import { contract } from '@emall/contract';
import type { SubmittedRegistration } from '@emall/contract';
import type { RegistrationDeps } from '../domains/registration/registration.settings.js';
import { CheckedSessions } from '../platform/checked-sessions.js';
import { multipartBody } from './multipart.js';
import type { TestApp } from './test-app.js';
import { TEST_CAPTCHA, type TestClient } from './test-client.js';

/** A 1×1 transparent PNG, a real image any viewer opens. */
export const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A complete, valid form; each test changes what it is about. The credit code is a real one. */
export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    companyName: '厦门测试电子有限公司',
    creditCode: '91350100M000100Y43',
    contactName: '陈明',
    mobile: '13912345678',
    email: 'chen.ming@example.com',
    staffCode: 'xmtest01',
    password: 'Abcd1234',
    captchaCode: TEST_CAPTCHA,
    ...overrides,
  };
}

export interface SubmitAnswer {
  status: number;
  body: {
    success: boolean;
    data?: SubmittedRegistration;
    errcode?: string;
    msg?: string;
    fields?: Record<string, string>;
  };
}

/**
 * Submits the registration form as the web app does: a fresh captcha, the text fields, then the licence.
 * `captchaId: null` leaves the captcha out; `ip` sends the request as from that address (trusted proxy).
 */
export async function submitForm(
  browser: TestClient,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null = { name: 'licence.png', bytes: LICENCE_PNG },
  options: { captchaId?: string | null; ip?: string } = {},
): Promise<SubmitAnswer> {
  const captchaId = options.captchaId === undefined ? (await browser.captcha()).captchaId : options.captchaId;
  const body = multipartBody(file, captchaId === null ? fields : { ...fields, captchaId });
  const response = await browser.request({
    method: 'POST',
    url: contract.register.submitRegistration.path,
    payload: body.payload,
    headers: { ...body.headers, ...(options.ip ? { 'x-forwarded-for': options.ip } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

/**
 * The dependencies the app wires for the registration services, for tests that call them directly; the account
 * part only matters for the captcha and the password hash.
 */
export function registrationDepsOf(t: Pick<TestApp, 'database' | 'clock'>): RegistrationDeps {
  return {
    db: t.database.db,
    clock: t.clock,
    account: {
      db: t.database.db,
      clock: t.clock,
      sessionTtl: 7200,
      sessionMaxAge: 86400,
      checkedSessions: new CheckedSessions({ maxEntries: 10, ttlMs: 0 }),
      secureCookies: false,
    },
  };
}
