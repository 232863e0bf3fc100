import { vi } from 'vitest';
import type { CallAnswer, CallBody, CallDef } from '@emall/contract';

/**
 * One request the app sent: its path, body and headers. `body` is the parsed JSON of a call; a GET's query
 * parameters (the client sends a GET call's body as its query string); a form post's or an upload's fields
 * as an object, files by name.
 */
export interface SentRequest<Body = unknown> {
  method: string;
  path: string;
  /** The query string, '?…' or ''. */
  search: string;
  body: Body;
  headers: Record<string, string>;
}

/** A failure answer: the error envelope with this status. */
export interface FailureAnswer {
  status: number;
  errcode?: string;
  msg?: string;
  fields?: Record<string, string>;
}

/** A file answer (downloads): the bytes as they are, no envelope. */
export interface FileAnswer {
  file: string;
  contentType: string;
}

/** What a stub of call C answers: the envelope's data in the contract's answer type, a failure or a file. */
export type StubAnswer<C extends CallDef> = { data: CallAnswer<C> } | FailureAnswer | FileAnswer;

/** An answer of any call. */
type AnyAnswer = { data: unknown } | FailureAnswer | FileAnswer;

/** Answers one call of the contract; made by `on`, handed to `stubCalls`. */
export interface CallStub {
  readonly call: CallDef;
  readonly answer: (request: SentRequest) => AnyAnswer;
}

/** A stub's handler for call C: gets the body the app sent and the whole request, answers as C answers. */
export type CallHandler<C extends CallDef> = (
  body: CallBody<C>,
  request: SentRequest<CallBody<C>>,
) => StubAnswer<C>;

/**
 * Stubs one call: `on(contract.cart.qryShopCart, () => ({ data: cart }))`. The handler gets the body the app
 * sent, typed as the call's body (the input of its schema, as the client sends it), and the whole request;
 * its `data` must have the call's answer type, so a stub of the wrong shape fails the type check.
 *
 * H is inferred from the handler itself: were the handler typed as CallHandler<C> directly, one without
 * parameters would be checked before C is known, and its string literals ('SUBMITTED') widened to string.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function on<C extends CallDef, H extends CallHandler<C>>(call: C, handler: H): CallStub {
  return {
    call,
    answer: (request) => handler(request.body as CallBody<C>, request as SentRequest<CallBody<C>>),
  };
}

/** What a request body reads as in assertions: JSON parsed, form fields as an object, files by name. */
function readBody(url: URL, init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (body instanceof FormData) {
    return Object.fromEntries(
      [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    );
  }
  if ((init?.method ?? 'GET') === 'GET') return Object.fromEntries(url.searchParams);
  return undefined;
}

/** A call is its method and path: a GET and a POST may share a path (downloadSaleContract). */
const route = (method: string, path: string) => `${method} ${path}`;

/**
 * Replaces fetch with answers in the server's envelope (docs/architecture.md, "A request"), by the calls of
 * the contract (method and path); a later stub of the same call replaces an earlier one. Other requests
 * answer 404. Returns the requests sent, for assertions (`bodiesTo`, `requestsTo`).
 */
export function stubCalls(stubs: readonly CallStub[]): SentRequest[] {
  const byRoute = new Map(stubs.map((stub) => [route(stub.call.method, stub.call.path), stub]));
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: SentRequest = {
      method,
      path: url.pathname,
      search: url.search,
      body: readBody(url, init),
      headers: { ...(init?.headers as Record<string, string>) },
    };
    sent.push(request);
    const stub = byRoute.get(route(method, url.pathname));
    const answer: AnyAnswer = stub
      ? stub.answer(request)
      : { status: 404, errcode: 'NOT_FOUND', msg: 'Not found' };
    if ('file' in answer) {
      return Promise.resolve(
        new Response(answer.file, { status: 200, headers: { 'content-type': answer.contentType } }),
      );
    }
    const envelope =
      'data' in answer
        ? { success: true, code: 200, msg: '', data: answer.data }
        : {
            success: false,
            code: answer.status,
            errcode: answer.errcode ?? 'ERROR',
            msg: answer.msg ?? '',
            ...(answer.fields ? { fields: answer.fields } : {}),
          };
    const status = 'data' in answer ? 200 : answer.status;
    return Promise.resolve(
      new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

/** The requests sent to one call, in order. */
export function requestsTo<C extends CallDef>(
  sent: readonly SentRequest[],
  call: C,
): SentRequest<CallBody<C>>[] {
  return sent.filter(
    (request) => request.method === call.method && request.path === call.path,
  ) as SentRequest<CallBody<C>>[];
}

/** The bodies sent to one call, in order. */
export function bodiesTo<C extends CallDef>(sent: readonly SentRequest[], call: C): CallBody<C>[] {
  return requestsTo(sent, call).map((request) => request.body);
}
