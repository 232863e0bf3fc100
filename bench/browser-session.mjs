// A browser's session for the benchmarks: its cookies kept, the XSRF cookie echoed on every POST, JSON or form
// bodies. Shared by bench/bom.mjs and bench/upload-flood.mjs.

/** `lang`: the x-lang header the requests carry (the server's default language when absent). */
export function browserSession(base, { lang } = {}) {
  const cookies = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const headers = (body) => ({
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
    ...(lang ? { 'x-lang': lang } : {}),
    ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
  });
  const session = {
    /** The first visit: the XSRF cookie every POST echoes. */
    async start() {
      remember(await fetch(`${base}/api/health`));
    },
    /** A POST: its HTTP status and the answer envelope. */
    async post(url, body) {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: headers(body),
        body: body instanceof FormData ? body : JSON.stringify(body ?? {}),
      });
      remember(response);
      return { status: response.status, answer: await response.json() };
    },
    /** A POST that must succeed: the answer's data. */
    async call(url, body) {
      const { status, answer } = await session.post(url, body);
      if (!answer.success) throw new Error(`${url}: ${status} ${JSON.stringify(answer)}`);
      return answer.data;
    },
    /** Logs a demo staff member in through the captcha and login calls (the server runs with a fixed captcha). */
    async login(staffCode, captcha, password = 'demo123456') {
      await session.start();
      const { captchaId } = await session.call('/api/emall/tms/staff/getEmallValidPath');
      await session.call('/api/emall/tms/staff/emallLogin', {
        staffCode,
        password,
        captchaId,
        captchaCode: captcha,
      });
    },
  };
  return session;
}
