import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@emall/contract';
import type { Captcha, ErrorEnvelope, SessionUser, SuccessEnvelope } from '@emall/contract';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { addresseeOf, orderPlaced } from '../domains/message/message.fixture.js';
import { sendMessage } from '../domains/message/message.service.js';
import { ManualClock } from './clock.js';
import { openDatabase, type Database } from './db.js';
import { openLiveSocket, type LiveSocket } from '../testing/live-socket.js';
import { startNginx, type RunningNginx } from '../testing/nginx.js';
import { createBuyers, type Buyers } from '../testing/factories/index.js';
import { TEST_CAPTCHA } from '../testing/test-client.js';
import { createSeededPostgresDatabase, type CreatedDatabase } from '../testing/test-database.js';

/**
 * The shipped deploy/nginx.conf in front of two server copies on one PostgreSQL database, as an operator runs
 * them: a real nginx on a loopback port that is not 80, so the Host it forwards must keep the port for the
 * server's own-origin checks (the login's and the live websocket's) to accept the browser's Origin. Registered
 * only in the server-postgres project (*.pg.test.ts); CI installs nginx (.ci/run).
 */
let created: CreatedDatabase | undefined;
const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'));
interface Copy {
  app: FastifyInstance;
  database: Database;
  address: string;
}
let copies: Copy[] = [];
let people: Buyers;
let nginx: RunningNginx | undefined;
const sockets: LiveSocket[] = [];

async function startCopy(databaseUrl: string): Promise<Copy> {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused', poolSize: 4 });
  // TRUST_PROXY and PUBLIC_URL as an operator leaves them: the default (loopback) and unset.
  const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMALL_TEST_CAPTCHA: TEST_CAPTCHA });
  const app = await buildApp({ database, config, clock });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, address: new URL(url).host };
}

/** A browser on the proxy's address: keeps cookies, sends its page's Origin and the XSRF echo. */
class ProxyBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  cookie(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, cookie: this.cookie() };
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (init.method === 'POST') {
      headers['content-type'] = 'application/json';
      if (xsrf) headers[XSRF_HEADER] = xsrf;
    }
    const answer = await fetch(`${this.origin}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return answer;
  }

  async loginAs({ staffCode, password }: { staffCode: string; password: string }): Promise<SessionUser> {
    await this.fetch('/api/health');
    const issued = await this.fetch(contract.account.getEmallValidPath.path, { method: 'POST', body: {} });
    const captcha = (await issued.json()) as SuccessEnvelope<Captcha> | ErrorEnvelope;
    if (!captcha.success)
      throw new Error(`captcha through nginx refused: ${issued.status} ${JSON.stringify(captcha)}`);
    const answer = await this.fetch(contract.account.emallLogin.path, {
      method: 'POST',
      body: {
        staffCode,
        password,
        captchaId: captcha.data.captchaId,
        captchaCode: TEST_CAPTCHA,
      },
    });
    const body = (await answer.json()) as SuccessEnvelope<SessionUser> | ErrorEnvelope;
    if (!body.success)
      throw new Error(`login through nginx failed: ${answer.status} ${JSON.stringify(body)}`);
    return body.data;
  }
}

beforeAll(async () => {
  created = await createSeededPostgresDatabase();
  const { databaseUrl } = created;
  copies = [await startCopy(databaseUrl), await startCopy(databaseUrl)];
  const [first] = copies;
  if (first) people = await createBuyers(first);
  nginx = await startNginx(copies.map((c) => c.address));
});

afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await nginx?.stop();
  for (const copy of copies) {
    await copy.app.close().catch(() => undefined);
    await copy.database.close().catch(() => undefined);
  }
  await created?.drop();
});

/** The copy holding a socket opened through the proxy (each copy's websocket server knows its clients). */
function holderIndex(): number {
  const counts = copies.map((c) => c.app.websocketServer.clients.size);
  const index = counts.findIndex((n) => n > 0);
  if (index < 0 || counts.filter((n) => n > 0).length !== 1)
    throw new Error(`sockets per copy: ${counts.join(', ')}`);
  return index;
}

describe('two server copies behind the shipped nginx configuration', () => {
  it('a message written on one copy reaches a websocket opened through nginx to the other', async () => {
    if (!nginx) throw new Error('nginx did not start');
    const browser = new ProxyBrowser(nginx.url);
    // The login is a POST: its Origin check passes through the proxy too.
    const buyer = addresseeOf(await browser.loginAs(people.buyer));
    const socket = await openLiveSocket(nginx.url, {
      cookie: `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`,
      origin: nginx.url,
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}; nginx: ${nginx?.errors() ?? ''}`);
    });
    sockets.push(socket);
    expect(await socket.nextCount()).toBe(0);
    const holder = holderIndex();
    const writer = copies[1 - holder];
    if (!writer) throw new Error('no second copy');
    await sendMessage(writer.database.db, orderPlaced(buyer, 'SO-NGINX-1'), clock.now());
    expect(await socket.nextCount(10_000)).toBe(1);
  });

  it('still refuses a foreign Origin, and a missing one, through nginx (403 before the upgrade)', async () => {
    if (!nginx) throw new Error('nginx did not start');
    const browser = new ProxyBrowser(nginx.url);
    await browser.loginAs(people.buyer);
    const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`;
    await expect(openLiveSocket(nginx.url, { cookie, origin: 'http://evil.example' })).rejects.toThrow(
      'Unexpected server response: 403',
    );
    // The proxy's port is part of the origin: the same host on another port is another site.
    await expect(openLiveSocket(nginx.url, { cookie, origin: 'http://127.0.0.1' })).rejects.toThrow(
      'Unexpected server response: 403',
    );
    await expect(openLiveSocket(nginx.url, { cookie, origin: null })).rejects.toThrow(
      'Unexpected server response: 403',
    );
  });

  it('a forged X-Forwarded-Host from the browser does not widen what is accepted', async () => {
    if (!nginx) throw new Error('nginx did not start');
    // nginx overwrites the header with the Host it received, so the foreign origin still does not match.
    const answer = await fetch(`${nginx.url}${contract.account.emallLogin.path}`, {
      method: 'POST',
      headers: {
        origin: 'http://evil.example',
        'x-forwarded-host': 'evil.example',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('ORIGIN_REFUSED');
  });
});
