import { vi } from 'vitest';

/** One request the app sent: its path, parsed JSON body and headers. */
export interface SentRequest {
  path: string;
  /** The query string, '?…' or ''. */
  search: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A stubbed answer: the envelope's data, a failure with its status, or a file (downloads). */
export type StubAnswer =
  | { data: unknown }
  | { status: number; errcode?: string; msg?: string; fields?: Record<string, string> }
  | { file: string; contentType: string };

/** What a request body reads as in assertions: JSON parsed, form fields as an object, files by name. */
function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (body instanceof FormData) {
    return Object.fromEntries(
      [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    );
  }
  return undefined;
}

type Handler = (body: unknown) => StubAnswer;

/**
 * Replaces fetch with answers in the server's envelope (docs/architecture.md, "A request"), by path; the data
 * given must have the contract's shape, since the client checks every answer against it. Unknown paths answer
 * 404. Returns the requests sent, for assertions.
 */
export function stubApi(handlers: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const body = readBody(init?.body);
    sent.push({
      path: url.pathname,
      search: url.search,
      body,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const handler = handlers[url.pathname];
    const answer: StubAnswer = handler
      ? handler(body)
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

/** The bodies sent to one path, in order. */
export function bodiesTo(sent: readonly SentRequest[], path: string): unknown[] {
  return sent.filter((request) => request.path === path).map((request) => request.body);
}
