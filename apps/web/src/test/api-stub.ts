import { vi } from 'vitest';

/** One request the app sent: its path, parsed JSON body and headers. */
export interface SentRequest {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A stubbed answer: the envelope's data, or a failure with its status. */
export type StubAnswer = { data: unknown } | { status: number; errcode?: string; msg?: string };

type Handler = (body: unknown) => StubAnswer;

/**
 * Replaces fetch with answers in the server's envelope (DESIGN §5), by path; the data given must have the
 * contract's shape, since the client checks every answer against it. Unknown paths answer 404. Returns the
 * requests sent, for assertions.
 */
export function stubApi(handlers: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ path: url.pathname, body, headers: { ...(init?.headers as Record<string, string>) } });
    const handler = handlers[url.pathname];
    const answer: StubAnswer = handler
      ? handler(body)
      : { status: 404, errcode: 'NOT_FOUND', msg: 'Not found' };
    const envelope =
      'data' in answer
        ? { success: true, code: 200, msg: '', data: answer.data }
        : { success: false, code: answer.status, errcode: answer.errcode ?? 'ERROR', msg: answer.msg ?? '' };
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
