import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Captcha, CallDef, ErrorEnvelope, SessionUser, SuccessEnvelope } from '@emall/contract';
import { contract, XSRF_COOKIE, XSRF_HEADER } from '@emall/contract';
import { opsContract, type OperatorUser } from '@emall/contract/ops';

export const DEMO_PASSWORD = 'demo123456';
/** The fixed captcha answer the test server is started with. */
export const TEST_CAPTCHA = '7Xk2';

export interface Answer<T = unknown> {
  status: number;
  body: SuccessEnvelope<T> | ErrorEnvelope;
  response: LightMyRequestResponse;
}

/** A browser in a test: keeps cookies, echoes the XSRF cookie in its header like the web client does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  lang: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  private store(response: LightMyRequestResponse): void {
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
    withXsrf?: boolean;
  }): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(XSRF_COOKIE) && options.method === 'POST' && options.withXsrf !== false) {
      this.store(await this.app.inject({ method: 'GET', url: '/api/health' }));
    }
    const headers: Record<string, string> = {
      ...(this.lang ? { 'x-lang': this.lang } : {}),
      ...options.headers,
    };
    const echoes = options.withXsrf !== false && !(XSRF_HEADER in headers);
    const send = async () => {
      const xsrf = this.cookies.get(XSRF_COOKIE);
      const sent = echoes && xsrf ? { ...headers, [XSRF_HEADER]: xsrf } : headers;
      const response = await this.app.inject({
        method: options.method,
        url: options.url,
        headers: sent,
        cookies: Object.fromEntries(this.cookies),
        ...(options.payload === undefined ? {} : { payload: options.payload as string | object }),
      });
      this.store(response);
      return { response, xsrf };
    };
    const first = await send();
    // As the web client does: a token not bound to the session is answered with a new one, sent once more.
    const refused = first.response.statusCode === 403 && first.response.body.includes('"XSRF_MISMATCH"');
    if (echoes && refused && this.cookies.get(XSRF_COOKIE) !== first.xsrf) return (await send()).response;
    return first.response;
  }

  async call<T = unknown>(
    def: CallDef,
    body?: unknown,
    options: { headers?: Record<string, string>; withXsrf?: boolean } = {},
  ): Promise<Answer<T>> {
    const response =
      def.method === 'GET'
        ? await this.request({
            method: 'GET',
            url: `${def.path}?${new URLSearchParams(body as Record<string, string>).toString()}`,
            ...options,
          })
        : await this.request({ method: 'POST', url: def.path, payload: body ?? {}, ...options });
    return { status: response.statusCode, body: response.json(), response };
  }

  /** Data of a call that must succeed. */
  async data<T>(def: CallDef, body?: unknown): Promise<T> {
    const answer = await this.call<T>(def, body);
    if (!answer.body.success)
      throw new Error(`${def.path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }

  async captcha(): Promise<Captcha> {
    return this.data<Captcha>(contract.account.getEmallValidPath);
  }

  /** Logs in through the real captcha and login calls; answers the login call's answer. */
  async tryLogin(staffCode: string, password = DEMO_PASSWORD, captchaCode = TEST_CAPTCHA) {
    const { captchaId } = await this.captcha();
    return this.call<SessionUser>(contract.account.emallLogin, {
      staffCode,
      password,
      captchaId,
      captchaCode,
    });
  }

  /** Logs an operator of the console in (demo operators: 'ops' writes, 'auditor' reads). */
  async tryOpsLogin(loginCode: string, password: string, captchaCode = TEST_CAPTCHA) {
    const { captchaId } = await this.captcha();
    return this.call<OperatorUser>(opsContract.opsAuth.opsLogin, {
      loginCode,
      password,
      captchaId,
      captchaCode,
    });
  }

  async opsLogin(loginCode: string, password: string): Promise<OperatorUser> {
    const answer = await this.tryOpsLogin(loginCode, password);
    if (!answer.body.success)
      throw new Error(`ops login of ${loginCode} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }

  /** Logs in as an account a factory made (testing/factories). */
  loginAs(account: { staffCode: string; password: string }): Promise<SessionUser> {
    return this.login(account.staffCode, account.password);
  }

  /** Logs in to the console as an operator account a factory made (testing/factories). */
  opsLoginAs(account: { loginCode: string; password: string }): Promise<OperatorUser> {
    return this.opsLogin(account.loginCode, account.password);
  }

  async login(staffCode: string, password = DEMO_PASSWORD): Promise<SessionUser> {
    const answer = await this.tryLogin(staffCode, password);
    if (!answer.body.success) throw new Error(`login of ${staffCode} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }
}
