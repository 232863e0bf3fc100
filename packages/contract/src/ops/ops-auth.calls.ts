import { z } from 'zod';
import { defineCall, emptyBodySchema } from '../call.js';
import {
  auditLogQuerySchema,
  auditPageSchema,
  operatorUserSchema,
  opsLoginBodySchema,
} from './ops-auth.schemas.js';

/** The console's own login (the shop's captcha: getEmallValidPath), session and audit log. */
export const opsAuthCalls = {
  opsLogin: defineCall({
    method: 'POST',
    path: '/api/emall/ops/auth/login',
    auth: 'public',
    body: opsLoginBodySchema,
    answer: operatorUserSchema,
    summary:
      'Logs an operator in with the shop captcha; any failure answers 401 and spends the captcha. Sets the operator session cookie (path /api/emall/ops).',
  }),
  opsLogout: defineCall({
    method: 'POST',
    path: '/api/emall/ops/auth/logout',
    auth: 'public',
    body: emptyBodySchema,
    answer: z.null(),
    summary: 'Ends the operator session, if any.',
  }),
  opsSessionInfo: defineCall({
    method: 'POST',
    path: '/api/emall/ops/auth/sessionInfo',
    auth: 'public',
    body: emptyBodySchema,
    answer: operatorUserSchema.nullable(),
    summary: 'The logged-in operator, or null when there is no operator session.',
  }),
  qryAuditLogByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/audit/qryAuditLogByPage',
    auth: 'ops',
    body: auditLogQuerySchema,
    answer: auditPageSchema,
    summary: 'Operator changes, newest first: who, when, what, before and after.',
  }),
} as const;
