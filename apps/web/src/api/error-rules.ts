/**
 * The web app's failure rules (failed calls: docs/architecture.md) as pure rules: what a failed answer means
 * and which text describes it. The client applies them; keeping them free of fetch and React lets the tests
 * pin every rule down.
 */

/** The statuses with a text of their own, shown when the server sent no message of its own. */
export const STATUS_TEXT_KEYS: Readonly<Record<number, string>> = {
  400: 'error.status.400',
  403: 'error.status.403',
  404: 'error.status.404',
  406: 'error.status.406',
  410: 'error.status.410',
  422: 'error.status.422',
  500: 'error.status.500',
  502: 'error.status.502',
  503: 'error.status.503',
  504: 'error.status.504',
};

export const UNKNOWN_STATUS = -1;
export const UNKNOWN_TEXT_KEY = 'error.unknown';

/** 502 and 426 mean the system is being upgraded: the maintenance page replaces the app. */
export function isMaintenanceStatus(status: number): boolean {
  return status === 502 || status === 426;
}

export interface Failure {
  status: number;
  errcode: string;
  /** The server's own message; empty when it sent none. */
  serverMsg: string;
  fields: Record<string, string>;
}

/** Reads what a failed answer says, whatever shape the body has (our envelope, a proxy page, nothing). */
export function readFailure(httpStatus: number, body: unknown): Failure {
  const record = isRecord(body) ? body : {};
  const code = typeof record.code === 'number' && record.code !== 200 ? record.code : httpStatus;
  const msg = firstText(record.msg, record.message);
  const errcode = typeof record.errcode === 'string' ? record.errcode : '';
  const fields = readFields(record.fields);
  return applyAmpersandRule({ status: code > 0 ? code : UNKNOWN_STATUS, errcode, serverMsg: msg, fields });
}

/**
 * A message containing '&' is a 401 in disguise (older gateways answer 200 with 'code&text');
 * its text is the part after the first '&'.
 */
export function applyAmpersandRule(failure: Failure): Failure {
  const at = failure.serverMsg.indexOf('&');
  if (at < 0) return failure;
  return { ...failure, status: 401, serverMsg: failure.serverMsg.slice(at + 1) };
}

/**
 * The text to show for a failure: the server's message wins; otherwise the status text; a status
 * without a text of its own becomes the unknown error, code -1.
 */
export function describeFailure(failure: Failure): { status: number; textKey: string | undefined } {
  if (failure.serverMsg) return { status: failure.status, textKey: undefined };
  const key = STATUS_TEXT_KEYS[failure.status];
  if (key) return { status: failure.status, textKey: key };
  if (failure.status === 401) return { status: 401, textKey: 'error.loginRequired' };
  if (failure.status === 426) return { status: 426, textKey: 'error.status.502' };
  return { status: UNKNOWN_STATUS, textKey: UNKNOWN_TEXT_KEY };
}

function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value;
  return '';
}

function readFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) if (typeof text === 'string') fields[name] = text;
  return fields;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
