import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { z } from 'zod';
import {
  ALL_CALLS,
  contract,
  CUST_PN_TEMPLATES,
  MESSAGE_SOCKET_PATH,
  SESSION_COOKIE,
  XLSX_CONTENT_TYPE,
  XSRF_COOKIE,
  type LiveFrame,
} from '@emall/contract';
import { ALL_OPS_CALLS } from '@emall/contract/ops';
import { seedDemoCatalog } from '../seed/index.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createBuyers, type Buyers } from '../testing/factories/index.js';
import { sessionCookieOf } from '../testing/live-socket.js';
import { DEPLOY_DIR } from '../testing/nginx.js';
import type { TestClient } from '../testing/test-client.js';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType } from './compression.js';
import { FILE_CONTENT_TYPES } from './uploads.js';

/** What a browser sends: every answer over the threshold should come back as brotli. */
const BROWSER = 'gzip, deflate, br';

/** A built web app with an asset large enough to be worth compressing, and the .br the build writes beside it. */
const BIG_ASSET = `/* fixture */ ${'export const part = "GRM188R71H104KA93D";\n'.repeat(100)}`;

let t: TestApp;
let people: Buyers;
let buyer: TestClient;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'emall-compression-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'big-abc123.js'), BIG_ASSET);
  await writeFile(path.join(webDist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_ASSET));
  t = await startTestApp({ WEB_DIST_DIR: webDist });
  people = await createBuyers(t);
  await seedDemoCatalog(t.database.db);
  buyer = t.client();
  buyer.lang = 'en_US';
  await buyer.loginAs(people.buyer);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The body as the browser reads it: decompressed once, as its Content-Encoding says. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  if (encoding === undefined) return response.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/** A search result page (well over the threshold) asked with the given Accept-Encoding, or none. */
function searchPage(acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return buyer.request({
    method: 'POST',
    url: contract.catalog.qryProduct4Emall.path,
    payload: { qryParam: 'GRM' },
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('API answers', () => {
  it('sends brotli to a browser that offers it, the same JSON in a tenth of the bytes', async () => {
    const plain = await searchPage();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(10 * COMPRESSION_THRESHOLD_BYTES);
    const rows = plain.json<{ data: { rows: unknown[] } }>().data.rows;
    expect(rows.length).toBeGreaterThan(0);

    const compressed = await searchPage(BROWSER);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toContain('application/json');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
  });

  it('sends gzip to a caller that offers only gzip', async () => {
    const plain = await searchPage();
    const compressed = await searchPage('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
  });

  it('sends the plain answer to a caller that names no encoding, or only ones the server does not use', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await searchPage(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json<{ success: boolean }>().success).toBe(true);
    }
  });

  it('leaves an answer under the threshold as it is', async () => {
    const response = await buyer.request({
      method: 'POST',
      url: contract.account.getEmallUserSessionInfo.path,
      payload: {},
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ success: boolean; data: unknown }>()).toMatchObject({ success: true, data: {} });
  });

  it("answers a refusal in the caller's language, compressed or not", async () => {
    const ask = (acceptEncoding: string | undefined, lang: string) => {
      const stranger = t.client();
      stranger.lang = lang;
      return stranger.request({
        method: 'POST',
        url: contract.cart.qryShopCart.path,
        payload: {},
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    };
    for (const lang of ['en_US', 'zh_CN']) {
      const plain = await ask(undefined, lang);
      const asked = await ask(BROWSER, lang);
      expect(asked.statusCode).toBe(401);
      expect(plain.statusCode).toBe(401);
      expect(JSON.parse(decoded(asked))).toEqual(plain.json());
    }
    const english = (await ask(BROWSER, 'en_US')).json<{ errcode: string; msg: string }>();
    expect(english.errcode).toBe('UNAUTHENTICATED');
    expect(english.msg).toMatch(/[a-z]/i);
    const chinese = JSON.parse(decoded(await ask(BROWSER, 'zh_CN'))) as { msg: string };
    expect(chinese.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('files', () => {
  it('sends the .br the build wrote as it is: compressed once, never again per request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_ASSET);
  });

  it('sends a built file the build left uncompressed as it is, to a caller the build had no copy for', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_ASSET);
  });

  it('sends an .xlsx download (already a zip) without compressing it again', async () => {
    const response = await buyer.request({
      method: 'GET',
      url: `${contract.cart.download.path}?filePath=${encodeURIComponent(CUST_PN_TEMPLATES.en)}`,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    // A zip's own signature: the bytes the shop wrote, as they are.
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('compresses JSON and text, never the zip formats, PDFs, images or unknown bytes the shop sends', () => {
    expect(isCompressibleType('application/json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('text/csv; charset=utf-8')).toBe(true);
    expect(isCompressibleType('image/svg+xml')).toBe(true);
    for (const type of Object.values(FILE_CONTENT_TYPES)) expect(isCompressibleType(type)).toBe(false);
    expect(isCompressibleType('application/octet-stream')).toBe(false);
    expect(isCompressibleType('application/zip')).toBe(false);
    expect(isCompressibleType('text/event-stream')).toBe(false);
  });
});

describe('the live websocket', () => {
  it("opens for a browser's upgrade that offers every encoding, and its frames arrive as plain JSON", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${MESSAGE_SOCKET_PATH}`, {
      headers: { cookie: sessionCookieOf(buyer), 'accept-encoding': BROWSER },
      origin: base,
    });
    try {
      const first = await new Promise<LiveFrame>((resolve, reject) => {
        ws.once('message', (data: Buffer) => {
          resolve(JSON.parse(data.toString('utf8')) as LiveFrame);
        });
        ws.once('error', reject);
      });
      expect(first).toHaveProperty('type');
    } finally {
      ws.terminate();
    }
  });
});

/** Every property name anywhere in a JSON schema. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema as unknown[]) propertyNames(item, into);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const name of Object.keys(value)) into.add(name);
      propertyNames(value, into);
    }
  }
  return into;
}

/** Names a secret would go by: a session or anti-forgery token, a password, a key, a reset or invitation code. */
const SECRET_NAME = /token|secret|passw|pwd|api.?key|^sid$|session.?(id|key)|nonce|invit|reset/i;
/** The calls whose answer must carry a secret: the buyer API key, shown once when made (`compress: false`). */
const ANSWERS_A_SECRET = new Set([contract.apiKey.createApiKey.path]);

describe('BREACH: no compressed answer carries a secret', () => {
  it("no call's answer has a field for one (session and anti-forgery tokens travel only in cookies)", () => {
    const found: string[] = [];
    for (const call of [...ALL_CALLS, ...ALL_OPS_CALLS]) {
      const schema = z.toJSONSchema(call.answer, { io: 'output', unrepresentable: 'any' });
      for (const field of propertyNames(schema))
        if (SECRET_NAME.test(field) && !ANSWERS_A_SECRET.has(call.path)) found.push(`${call.path}: ${field}`);
    }
    // A call that must answer a secret sets `compress: false` on its route (compression.ts) and is named here.
    expect(found, found.join(', ')).toEqual([]);
  });

  it('sends the answers named for their secret uncompressed to a browser that takes brotli', async () => {
    const browser = t.client();
    await browser.loginAs(people.colleague);
    const answer = await browser.call(
      contract.apiKey.createApiKey,
      { name: 'BREACH check', scopes: ['catalog:read'] },
      { headers: { 'accept-encoding': BROWSER } },
    );
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-encoding']).toBeUndefined();
  });

  it('the login answers its tokens in Set-Cookie headers only, never in the body', async () => {
    const browser = t.client();
    await browser.loginAs(people.colleague);
    const answer = await browser.request({
      method: 'POST',
      url: contract.account.getEmallUserSessionInfo.path,
      payload: {},
      headers: { 'accept-encoding': BROWSER },
    });
    const body = decoded(answer);
    const secrets = [browser.cookies.get(SESSION_COOKIE), browser.cookies.get(XSRF_COOKIE)];
    expect(secrets.every((secret) => secret && secret.length > 20)).toBe(true);
    for (const secret of secrets) expect(body).not.toContain(secret);
  });

  it('the shipped nginx sites do not compress again (gzip off): the server decides what is compressed', () => {
    for (const file of ['nginx.conf', 'nginx.compose.conf']) {
      const conf = readFileSync(path.join(DEPLOY_DIR, file), 'utf8').replace(/#.*/g, '');
      expect(conf).toMatch(/^\s*gzip\s+off;/m);
    }
  });
});
