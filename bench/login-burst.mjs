// How long an honest buyer waits to log in while guesses arrive all at once. Used by `npm run bench`.
// The server trusts X-Forwarded-For from loopback (TRUST_PROXY's default), so the guesses can come from
// addresses other than the honest buyer's.
import { performance } from 'node:perf_hooks';

const LOGIN = '/api/emall/tms/staff/emallLogin';
const CAPTCHA = '/api/emall/tms/staff/getEmallValidPath';

async function freshHeaders(base) {
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
}

/** One login from its own browser; answers its status, error code and milliseconds. */
async function timedLogin(base, { staffCode, password, captchaCode, forwardedFor }) {
  const headers = await freshHeaders(base);
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const captcha = await (await fetch(`${base}${CAPTCHA}`, { method: 'POST', headers, body: '{}' })).json();
  const started = performance.now();
  const res = await fetch(`${base}${LOGIN}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ staffCode, password, captchaId: captcha.data?.captchaId ?? '', captchaCode }),
  });
  const body = await res.json();
  return { status: res.status, errcode: body.errcode ?? null, ms: Math.round(performance.now() - started) };
}

const tally = (answers) =>
  answers.reduce(
    (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
    /** @type {Record<string, number>} */ ({}),
  );

/**
 * Three scenes: the honest login alone (the ceiling), during 30 parallel wrong passwords for one other account
 * from one address, and during 30 parallel wrong passwords for 30 accounts from 30 addresses (nothing for the
 * throttle to refuse: only the bounded hashing stands between the burst and the honest buyer).
 */
export async function measureLoginBursts(base, { staffCode, password, captchaCode, victim }) {
  const honest = () => timedLogin(base, { staffCode, password, captchaCode });
  const quiet = [];
  for (let i = 0; i < 3; i += 1) quiet.push(await honest());
  quiet.sort((a, b) => a.ms - b.ms);

  const during = async (guess) => {
    const burst = Promise.all(Array.from({ length: 30 }, (_, i) => timedLogin(base, guess(i))));
    const mine = await honest();
    return { honest: mine, burst: tally(await burst) };
  };
  const oneAccount = await during((i) => ({
    staffCode: victim,
    password: `wrong-${i}`,
    captchaCode,
    forwardedFor: '198.51.100.7',
  }));
  const manyAccounts = await during((i) => ({
    staffCode: `nobody-${i}`,
    password: `wrong-${i}`,
    captchaCode,
    forwardedFor: `198.51.100.${10 + i}`,
  }));
  return {
    honestLoginAloneMs: quiet[1]?.ms,
    duringThirtyGuessesAtOneAccount: oneAccount,
    duringThirtyGuessesAtThirtyAccounts: manyAccounts,
  };
}
