import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contract, LANG_COOKIE, normalizeLang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import type { AccountDeps } from './account.settings.js';
import { changeSessionLang, login, logout, modifyPassword, sessionUser } from './auth.service.js';
import { CAPTCHA_IMAGE_PATH, captchaImage, issueCaptcha } from './captcha.service.js';
import { custAccountType, custOrderInfo } from './customer.service.js';
import { addShippingAddress, modifyShippingAddress } from './shipping-address.service.js';

const calls = contract.account;
const captchaParamsSchema = z.object({ captchaId: z.uuid() });

export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps, options: BindOptions): void {
  bindCall(app, calls.getEmallValidPath, () => issueCaptcha(deps), options);

  app.get(CAPTCHA_IMAGE_PATH, async (request, reply) => {
    const parsed = captchaParamsSchema.safeParse(request.params);
    const image = parsed.success ? await captchaImage(deps, parsed.data.captchaId) : undefined;
    if (!image) throw new AppError('NOT_FOUND');
    return reply.type('image/svg+xml').header('cache-control', 'no-store').send(image);
  });

  bindCall(
    app,
    calls.emallLogin,
    ({ body, request, reply }) =>
      login(deps, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, reply),
    options,
  );
  bindCall(app, calls.emallLogout, ({ staff, reply }) => logout(deps, staff, reply), options);
  bindCall(
    app,
    calls.getEmallUserSessionInfo,
    async ({ staff, lang }) => (staff ? sessionUser(deps, staff.staffId, lang) : null),
    options,
  );
  bindCall(
    app,
    calls.emallModifyPwd,
    ({ staff, body, reply }) => modifyPassword(deps, staff, body, reply),
    options,
  );
  bindCall(
    app,
    calls.qryCustAccountType,
    ({ staff, body }) => custAccountType(deps, staff, body.tenantId),
    options,
  );
  bindCall(
    app,
    calls.custOrderInfo,
    ({ staff, body }) => custOrderInfo(deps, staff, body?.tenantId),
    options,
  );
  bindCall(
    app,
    calls.addShippingAddress,
    ({ staff, body }) => addShippingAddress(deps, staff, body),
    options,
  );
  bindCall(
    app,
    calls.modifyShippingAddress,
    ({ staff, body }) => modifyShippingAddress(deps, staff, body),
    options,
  );
  bindCall(
    app,
    calls.changeLang,
    async ({ staff, body, reply }) => {
      const lang = normalizeLang(body.lang) ?? 'zh_CN';
      await changeSessionLang(deps, staff, lang);
      void reply.setCookie(LANG_COOKIE, lang, {
        path: '/',
        sameSite: 'lax',
        secure: deps.secureCookies,
        maxAge: 365 * 24 * 3600,
      });
      return { lang };
    },
    options,
  );
  // Changes nothing: no cookie, no session (see the call's comment in the contract).
  bindCall(
    app,
    calls.changeLangGet,
    ({ body }) => Promise.resolve({ lang: normalizeLang(body.lang) ?? 'zh_CN' }),
    options,
  );
}
