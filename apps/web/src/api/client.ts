import i18next from 'i18next';
import {
  contract,
  isOpsAuth,
  OPS_API_PREFIX,
  REQUEST_TIMEOUT_MS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@emall/contract';
import type { CallAnswer, CallBody, CallDef, ErrorCode } from '@emall/contract';
import { ApiError } from './api-error';
import { describeFailure, isMaintenanceStatus, isRecord, readFailure, UNKNOWN_STATUS } from './error-rules';
import type { Failure } from './error-rules';
import { loginPath, opsLoginPath } from './login-path';
import { useMaintenanceStore } from './maintenance-store';
import { currentRoute, navigateTo } from './navigation';
import { buildRequestHeaders, readCookie, toQueryString } from './request-headers';
import { useSessionStore } from './session-store';
import { toaster } from './toaster';

export interface CallOptions {
  /** The caller shows the failure itself (forms); 401 and maintenance are still handled here. */
  quiet?: boolean;
  /** No reaction at all: no toast, no redirect, no maintenance page (fire-and-forget calls). */
  silent?: boolean;
  /** Extra request headers a call needs (createOrderList's Idempotency-Key). */
  headers?: Record<string, string>;
}

type CallArgs<C extends CallDef> =
  undefined extends CallBody<C>
    ? [body?: CallBody<C>, options?: CallOptions]
    : [body: CallBody<C>, options?: CallOptions];

/**
 * Calls the API as the contract declares it and returns the envelope's `data`, checked against the
 * answer schema. Every failure throws an ApiError after the reaction to failures (failed calls:
 * docs/architecture.md), which lives here only.
 */
export async function call<C extends CallDef>(def: C, ...args: CallArgs<C>): Promise<CallAnswer<C>> {
  const [body, options = {}] = args;
  return callWith(def, body, options, REQUEST_TIMEOUT_MS);
}

/** Uploads can take longer than a call's 6000 ms: the server checks and parses the file before it answers. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Posts one file as multipart form data (field `file`) to a call that takes an upload, with the same
 * headers, answer check and failure handling as `call`. Text `fields` go first: the server reads them
 * before it streams the file (uploadPaymentProof's orderId).
 */
export async function uploadFile<C extends CallDef>(
  def: C,
  file: Blob,
  filename: string,
  options: CallOptions = {},
  fields: Record<string, string> = {},
): Promise<CallAnswer<C>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, filename);
  return callWith(def, form, options, UPLOAD_TIMEOUT_MS);
}

async function callWith<C extends CallDef>(
  def: C,
  body: unknown,
  options: CallOptions,
  timeoutMs: number,
): Promise<CallAnswer<C>> {
  let sent = await send(def, body, timeoutMs, options.headers);
  // The server hands out the anti-forgery cookie with its first answer; a page not served by it (the dev
  // server) or a browser that lost the cookie meets a mismatch once, and the answer carries the new token.
  if (isXsrfRefusal(sent) && sent.token !== readCookie(XSRF_COOKIE))
    sent = await send(def, body, timeoutMs, options.headers);
  if (sent.kind === 'none') {
    const key = sent.hasTimedOut ? 'error.timeout' : 'error.network';
    const errcode = sent.hasTimedOut ? 'TIMEOUT' : 'NETWORK';
    throw react(def, { status: UNKNOWN_STATUS, errcode, serverMsg: i18next.t(key), fields: {} }, options);
  }

  const { response, payload } = sent;
  if (response.ok && isRecord(payload) && payload.success === true) {
    // Old gateways answer 200 with a 'code&text' message for an ended session (failed calls:
    // docs/architecture.md).
    const msg = typeof payload.msg === 'string' ? payload.msg : '';
    if (msg.includes('&')) throw react(def, readFailure(200, payload), options);
    const parsed = def.answer.safeParse(payload.data);
    if (parsed.success) return parsed.data as CallAnswer<C>;
    console.error(`Answer of ${def.path} does not match the contract`, parsed.error);
    throw react(def, { status: UNKNOWN_STATUS, errcode: 'BAD_ANSWER', serverMsg: '', fields: {} }, options);
  }
  throw react(def, readFailure(response.status, payload), options);
}

type Sent =
  | { kind: 'answer'; response: Response; payload: unknown; token: string | undefined }
  | { kind: 'none'; hasTimedOut: boolean };

/** One request with the shop's headers (request-headers.ts) and the time-out (6000 ms for calls). */
async function send(
  def: CallDef,
  body: unknown,
  timeoutMs: number,
  extraHeaders: Record<string, string> = {},
): Promise<Sent> {
  const headers = { ...buildRequestHeaders(useSessionStore.getState().lang), ...extraHeaders };
  const init: RequestInit = { method: def.method, credentials: 'include', headers };
  let url = def.path;
  if (def.method === 'GET') {
    url += toQueryString(body);
  } else if (body instanceof FormData) {
    // The browser writes the multipart content type with its boundary.
    init.body = body;
  } else {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body ?? {});
  }
  // Only the time-out aborts this controller, so an aborted signal means the time-out fired.
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  init.signal = controller.signal;
  try {
    const response = await fetch(url, init);
    return { kind: 'answer', response, payload: await readJson(response), token: headers[XSRF_HEADER] };
  } catch {
    return { kind: 'none', hasTimedOut: controller.signal.aborted };
  } finally {
    clearTimeout(timer);
  }
}

const XSRF_REFUSAL: ErrorCode = 'XSRF_MISMATCH';

function isXsrfRefusal(sent: Sent): sent is Extract<Sent, { kind: 'answer' }> {
  return sent.kind === 'answer' && isRecord(sent.payload) && sent.payload.errcode === XSRF_REFUSAL;
}

/** Shows a failure the way the shared handler would; for callers that asked for `quiet`. */
export function showApiError(error: ApiError): void {
  toaster.error(error.msg);
}

/** The session-info and login calls answer 401 as part of their normal flow; their callers handle it. */
function handlesOwnUnauthorized(def: CallDef): boolean {
  return (
    def === contract.account.getEmallUserSessionInfo ||
    def === contract.account.emallLogin ||
    def.path.startsWith(`${OPS_API_PREFIX}auth/`)
  );
}

/** Failures the client itself notices: their text is the client's, not a server message. */
const CLIENT_ERRCODES = new Set(['TIMEOUT', 'NETWORK', 'BAD_ANSWER']);

/**
 * Failures in one place (failed calls: docs/architecture.md): 401 → login, 502/426 → maintenance page,
 * anything else → a 3 s toast.
 */
function react(def: CallDef, failure: Failure, options: CallOptions): ApiError {
  const { status, textKey } = describeFailure(failure);
  const msg = textKey ? i18next.t(textKey) : failure.serverMsg;
  const error = new ApiError({
    status,
    errcode: failure.errcode,
    msg,
    fields: failure.fields,
    isServerMsg: textKey === undefined && !CLIENT_ERRCODES.has(failure.errcode),
  });
  if (options.silent) return error;

  if (status === 401) {
    if (isOpsAuth(def.auth)) redirectToOpsLogin(i18next.t('ops.sessionEnded'));
    else if (!handlesOwnUnauthorized(def))
      redirectToLogin(failure.serverMsg || i18next.t('error.loginRequired'));
  } else if (isMaintenanceStatus(status)) {
    useMaintenanceStore.getState().showMaintenance();
  } else if (!options.quiet) {
    toaster.error(msg);
  }
  return error;
}

/** A 401: the message, then /login carrying the page to come back to; the user is gone. */
export function redirectToLogin(text: string): void {
  toaster.warning(text);
  if (window.location.pathname !== '/login') void navigateTo(loginPath(currentRoute()));
  useSessionStore.getState().clearUser();
}

/** The console's 401: its own login page; the buyer's session (if any) is not touched. */
export function redirectToOpsLogin(text: string): void {
  if (window.location.pathname.startsWith('/ops/login')) return;
  toaster.warning(text);
  void navigateTo(opsLoginPath(currentRoute()));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page: the status alone tells what happened.
    return undefined;
  }
}
