import { z } from 'zod';
import { defineCall, emptyBodySchema } from '../call.js';
import {
  captchaSchema,
  changeLangBodySchema,
  changeLangQuerySchema,
  custAccountTypeSchema,
  custOrderInfoBodySchema,
  custOrderInfoSchema,
  loginBodySchema,
  modifyPasswordBodySchema,
  sessionUserSchema,
  shippingAddressSchema,
  tenantIdBodySchema,
} from './account.schemas.js';
import { addShippingAddressBodySchema, modifyShippingAddressBodySchema } from './shipping-address.schemas.js';

export const accountCalls = {
  getEmallValidPath: defineCall({
    method: 'POST',
    path: '/api/emall/tms/staff/getEmallValidPath',
    auth: 'public',
    body: emptyBodySchema,
    answer: captchaSchema,
    summary: 'Issues a new captcha; its image is served at `path`.',
  }),
  emallLogin: defineCall({
    method: 'POST',
    path: '/api/emall/tms/staff/emallLogin',
    auth: 'public',
    body: loginBodySchema,
    answer: sessionUserSchema,
    summary: 'Logs a staff member in; any failure answers 401 and spends the captcha.',
  }),
  emallLogout: defineCall({
    method: 'POST',
    path: '/api/emall/tms/emallLogout',
    auth: 'public',
    body: emptyBodySchema,
    answer: z.null(),
    summary: 'Ends the session, if any.',
  }),
  getEmallUserSessionInfo: defineCall({
    method: 'POST',
    path: '/api/emall/tms/staff/getEmallUserSessionInfo',
    auth: 'public',
    body: emptyBodySchema,
    answer: sessionUserSchema.nullable(),
    summary: 'The logged-in staff member, or null when there is no session.',
  }),
  emallModifyPwd: defineCall({
    method: 'POST',
    path: '/api/emall/tms/staff/emallModifyPwd',
    auth: 'session',
    body: modifyPasswordBodySchema,
    answer: z.null(),
    summary: 'Changes the password and ends every session of this staff member.',
  }),
  qryCustAccountType: defineCall({
    method: 'POST',
    path: '/api/emall/ess/cms/emallcust/qryCustAccountType',
    auth: 'session',
    body: tenantIdBodySchema,
    answer: custAccountTypeSchema,
    summary: 'Account type of a tenant the caller manages; type F means billing cycle 0.',
  }),
  custOrderInfo: defineCall({
    method: 'POST',
    path: '/api/emall/ess/cms/emallcust/custOrderInfo',
    auth: 'session',
    body: custOrderInfoBodySchema,
    answer: custOrderInfoSchema,
    summary: 'Order information of the first managed tenant (or of tenantId, when the caller manages it).',
  }),
  addShippingAddress: defineCall({
    method: 'POST',
    path: '/api/emall/ess/cms/emallcust/addShippingAddress',
    auth: 'session',
    body: addShippingAddressBodySchema,
    answer: z.array(shippingAddressSchema),
    summary: "Adds an address to the caller's tenant; answers the address list, default first.",
  }),
  modifyShippingAddress: defineCall({
    method: 'POST',
    path: '/api/emall/ess/cms/emallcust/modifyShippingAddress',
    auth: 'session',
    body: modifyShippingAddressBodySchema,
    answer: z.array(shippingAddressSchema),
    summary: "Changes an address of the caller's tenant (404 for any other); answers the address list.",
  }),
  changeLang: defineCall({
    method: 'POST',
    path: '/api/emall/tms/changeLang',
    auth: 'public',
    body: changeLangBodySchema,
    answer: z.object({ lang: z.string() }),
    summary:
      "Stores the caller's language choice for this browser (cookie) and, when logged in, the session and account.",
  }),
  // The specification's GET form stays for its callers but changes nothing: a GET is not guarded against forged
  // cross-site requests, so storing the choice is the POST's alone.
  changeLangGet: defineCall({
    method: 'GET',
    path: '/api/emall/tms/changeLang',
    auth: 'public',
    body: changeLangQuerySchema,
    answer: z.object({ lang: z.string() }),
    summary: 'Answers the language `lang` stands for and stores nothing (the POST stores a choice).',
  }),
} as const;
