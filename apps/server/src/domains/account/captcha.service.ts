import { createHash, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS } from '@emall/contract';
import type { Captcha } from '@emall/contract';
import type { AccountDeps } from './account.settings.js';
import { deleteExpiredCaptchas, findCaptchaImage, insertCaptcha, takeCaptcha } from './staff.queries.js';

export const CAPTCHA_IMAGE_PATH = '/api/emall/tms/staff/captcha/:captchaId';

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

/** Issues a captcha; the answer stays on the server (hashed), the image is served by id. */
export async function issueCaptcha(deps: AccountDeps): Promise<Captcha> {
  const now = deps.clock.now();
  // svg-captcha declares its options as a class; a plain object is what it reads.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const drawn = svgCaptcha.create({
    size: 4,
    noise: 3,
    // Letters that cannot be told apart in a small image are left out.
    ignoreChars: '0oO1iIlLgq9',
    color: true,
    background: '#f4f6fb',
    width: 120,
    height: 40,
  });
  const id = randomUUID();
  await deleteExpiredCaptchas(deps.db, now);
  await insertCaptcha(deps.db, {
    id,
    answerHash: hashAnswer(deps.testCaptcha ?? drawn.text),
    image: drawn.data,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { captchaId: id, path: CAPTCHA_IMAGE_PATH.replace(':captchaId', id) };
}

export async function captchaImage(deps: AccountDeps, captchaId: string): Promise<string | undefined> {
  return findCaptchaImage(deps.db, captchaId, deps.clock.now());
}

/** Spends the captcha whatever the outcome, and tells whether the answer was right and in time. */
export async function spendCaptcha(deps: AccountDeps, captchaId: string, answer: string): Promise<boolean> {
  const stored = await takeCaptcha(deps.db, captchaId, deps.clock.now());
  return stored !== undefined && stored === hashAnswer(answer);
}
