import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, SESSION_COOKIE, XSRF_COOKIE } from '@emall/contract';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createBuyers, type Buyers } from '../testing/factories/index.js';

let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get('/api/test/boom', () => {
      throw new Error('select * from secret_table -- internal detail');
    });
  });
  people = await createBuyers(t);
});
afterAll(() => t.close());

describe('CSRF double-submit', () => {
  it('sets the XSRF-TOKEN cookie on GET / for a client that lacks it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{24}\.[\w-]{32}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a POST without the X-XSRF-TOKEN header with 403', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    const answer = await browser.call(contract.account.getEmallValidPath, {}, { withXsrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      errcode: 'XSRF_MISMATCH',
      msg: 'The page has expired, please reload it and try again',
    });
  });

  it('refuses a POST whose header does not match the cookie', async () => {
    const browser = t.client();
    await browser.request({ method: 'GET', url: '/api/health' });
    const answer = await browser.call(
      contract.account.getEmallValidPath,
      {},
      { headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(answer.status).toBe(403);
  });

  it('refuses a login without the header even with right credentials', async () => {
    const browser = t.client();
    const { captchaId } = await browser.captcha();
    const answer = await browser.call(
      contract.account.emallLogin,
      { staffCode: people.buyer.staffCode, password: people.buyer.password, captchaId, captchaCode: '7Xk2' },
      { withXsrf: false },
    );
    expect(answer.status).toBe(403);
  });
});

describe('forged requests from another site', () => {
  const xsrfOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.filter((c) => c.name === XSRF_COOKIE).at(-1)?.value;

  it('refuses a token planted for a logged-in buyer that was not issued for the session, and hands out one that is', async () => {
    const victim = t.client();
    await victim.loginAs(people.buyer);
    const sid = victim.cookies.get(SESSION_COOKIE) ?? '';
    // A valid cookie/header pair of the attacker's own visit, written into the victim's browser.
    const planted = xsrfOf(await t.app.inject({ method: 'GET', url: '/api/health' })) ?? '';
    const forged = await t.app.inject({
      method: 'POST',
      url: contract.cart.qryShopCart.path,
      headers: { 'x-xsrf-token': planted, 'x-lang': 'en_US', 'content-type': 'application/json' },
      cookies: { [SESSION_COOKIE]: sid, [XSRF_COOKIE]: planted },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ errcode: 'XSRF_MISMATCH' });
    const bound = xsrfOf(forged) ?? '';
    expect(bound).not.toBe(planted);
    const retried = await t.app.inject({
      method: 'POST',
      url: contract.cart.qryShopCart.path,
      headers: { 'x-xsrf-token': bound, 'content-type': 'application/json' },
      cookies: { [SESSION_COOKIE]: sid, [XSRF_COOKIE]: bound },
      payload: {},
    });
    expect(retried.statusCode).toBe(200);
  });

  it('binds the token at login, so the first call after it passes without a retry', async () => {
    const browser = t.client();
    const { captchaId } = await browser.captcha();
    const login = await browser.call(contract.account.emallLogin, {
      staffCode: people.colleague.staffCode,
      password: people.colleague.password,
      captchaId,
      captchaCode: '7Xk2',
    });
    expect(login.status).toBe(200);
    const token = xsrfOf(login.response) ?? '';
    const next = await t.app.inject({
      method: 'POST',
      url: contract.cart.qryShopCart.path,
      headers: { 'x-xsrf-token': token, 'content-type': 'application/json' },
      cookies: Object.fromEntries(browser.cookies),
      payload: {},
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses a state-changing call whose Origin or Referer is another site, in the caller language', async () => {
    const browser = t.client();
    browser.lang = 'zh-TW';
    const call = contract.account.getEmallValidPath;
    const fromOrigin = await browser.call(call, {}, { headers: { origin: 'https://evil.example' } });
    expect([fromOrigin.status, fromOrigin.body.msg]).toEqual([403, '該請求來自其他網站，已被拒絕']);
    const fromReferer = await browser.call(call, {}, { headers: { referer: 'https://evil.example/page' } });
    expect(fromReferer.status).toBe(403);
    const sandboxed = await browser.call(call, {}, { headers: { origin: 'null' } });
    expect(sandboxed.status).toBe(403);
    const own = await browser.call(
      call,
      {},
      { headers: { host: 'shop.example:8080', origin: 'http://shop.example:8080' } },
    );
    expect(own.status).toBe(200);
  });
});

describe('answers and errors', () => {
  it('answers 400 MALFORMED_BODY for JSON that does not parse', async () => {
    const browser = t.client();
    const response = await browser.request({
      method: 'POST',
      url: contract.system.qryChinaRegion.path,
      payload: '{"isTop": tru',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 400, errcode: 'MALFORMED_BODY' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.client().request({
      method: 'POST',
      url: contract.system.qryChinaRegion.path,
      payload: 'isTop=true',
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errcode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const response = await t.client().request({
      method: 'POST',
      url: contract.system.addActionLog.path,
      payload: JSON.stringify({ eventName: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errcode: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown API path with a 404 envelope, never the web page', async () => {
    const response = await t.client().request({ method: 'GET', url: '/api/emall/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errcode: 'NOT_FOUND' });
  });

  it('serves index.html for every non-API page path, so the client router decides', async () => {
    for (const url of [
      '/',
      '/login',
      '/my_EMall?activeKey=6',
      '/no/such/page',
      '/assets/',
      '/../../etc/passwd',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves built assets with a long cache lifetime', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('fixture');
  });

  it('sends the compressed copy the build wrote to a browser that takes it, the plain file otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('fixture');
    // No .gz beside this one: a gzip-only browser gets the plain file.
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('fixture');
  });

  it('hides the details of an unexpected failure behind a 500 with the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-lang': 'en_US' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ msg: string; requestId: string; errcode: string }>();
    expect(body.errcode).toBe('INTERNAL');
    expect(body.msg).not.toContain('secret_table');
    expect(body.msg).toContain(body.requestId);
    expect(response.headers['x-request-id']).toBe(body.requestId);
  });

  it('echoes a well-formed incoming request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234567890' },
    });
    expect(response.headers['x-request-id']).toBe('lb-1234567890');
  });
});

describe('security headers and health', () => {
  it('sends a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the contract as an OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty([contract.account.emallLogin.path, 'post']);
  });

  it('reports the database as up on /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
