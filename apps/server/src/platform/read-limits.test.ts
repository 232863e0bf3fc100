import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import { installErrorHandling } from './envelope.js';
import { installReadLimits } from './read-limits.js';

/** The cap on one caller's catalog reads in flight, on a route that answers when the test lets it. */
const SEARCH = contract.catalog.qryProduct4Emall.path;
const OTHER = contract.catalog.qryCatalogTree.path;

let app: FastifyInstance;
afterEach(() => app.close());

function appWithHeldRoutes() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  app = Fastify({ trustProxy: true });
  app.decorateRequest('staff', null);
  installErrorHandling(app);
  installReadLimits(app, 2);
  for (const url of [SEARCH, OTHER])
    app.post(url, async () => {
      await held;
      return { ok: true };
    });
  return {
    release: () => {
      release();
    },
  };
}

const from = (address: string, url = SEARCH) =>
  app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': address }, payload: {} });

describe('catalog reads in flight per caller', () => {
  it('refuses a third search of one address while two run, with 429 at once, not another address or call', async () => {
    const { release } = appWithHeldRoutes();
    const running = [from('198.51.100.1'), from('198.51.100.1')];
    await new Promise((resolve) => setImmediate(resolve));
    const refused = await from('198.51.100.1');
    expect([refused.statusCode, refused.json<{ errcode: string }>().errcode]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
    ]);
    const otherAddress = from('198.51.100.2');
    const unmetered = from('198.51.100.1', OTHER);
    release();
    expect((await Promise.all([...running, otherAddress, unmetered])).map((r) => r.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
    // Once the first ones are answered, the caller may search again.
    expect((await from('198.51.100.1')).statusCode).toBe(200);
  });

  it('frees the place of a read whose caller hung up before the answer (a page left mid-search)', async () => {
    app = Fastify();
    app.decorateRequest('staff', null);
    installErrorHandling(app);
    installReadLimits(app, 1);
    // The handler hands over a promise of its socket's close (wrapped: a promise resolved with one would wait for it).
    let entered!: (held: { socketClosed: Promise<void> }) => void;
    const inHandler = new Promise<{ socketClosed: Promise<void> }>((resolve) => (entered = resolve));
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let handled!: () => void;
    const handlerDone = new Promise<void>((resolve) => (handled = resolve));
    let calls = 0;
    app.post(SEARCH, async (request) => {
      calls += 1;
      if (calls === 1) {
        entered({
          socketClosed: new Promise((resolve) =>
            request.raw.socket.once('close', () => {
              resolve();
            }),
          ),
        });
        await held;
        handled();
      }
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const hungUp = httpRequest(`${address}${SEARCH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    hungUp.on('error', () => undefined);
    hungUp.end('{}');
    const { socketClosed } = await inHandler;
    hungUp.destroy();
    await socketClosed;
    // The handler ends after its caller left: nothing can be sent, and the place must still be given back.
    finish();
    await handlerDone;
    await new Promise((resolve) => setImmediate(resolve));
    const next = await fetch(`${address}${SEARCH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(next.status).toBe(200);
  });

  it('frees the place of a read that fails', async () => {
    app = Fastify();
    app.decorateRequest('staff', null);
    installErrorHandling(app);
    installReadLimits(app, 1);
    app.post(SEARCH, () => Promise.reject(new Error('boom')));
    expect((await app.inject({ method: 'POST', url: SEARCH, payload: {} })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: SEARCH, payload: {} })).statusCode).toBe(500);
  });

  it("answers a statement cancelled at the catalog pool's time limit with 503 QUERY_TOO_LONG, not a 500", async () => {
    app = Fastify();
    app.decorateRequest('staff', null);
    app.decorateRequest('lang', 'en_US');
    installErrorHandling(app);
    // As the query builder throws it: the driver's error (SQLSTATE 57014) as the cause.
    const cancelled = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    });
    app.post(SEARCH, () => Promise.reject(cancelled));
    const answer = await app.inject({ method: 'POST', url: SEARCH, payload: {} });
    const body = answer.json<{ errcode: string; msg: string }>();
    expect([answer.statusCode, body.errcode, body.msg]).toEqual([
      503,
      'QUERY_TOO_LONG',
      'The search took too long: narrow it (fewer filters) and try again',
    ]);
  });
});
