import { defineCall } from '../call.js';
import {
  opsMailPageSchema,
  opsMailPreviewSchema,
  opsMailQuerySchema,
  opsMailRefSchema,
  opsMailRowSchema,
} from './mail.schemas.js';

/** The operator console's outbox. */
export const opsMailCalls = {
  qryMailByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/mail/qryMailByPage',
    auth: 'ops',
    body: opsMailQuerySchema,
    answer: opsMailPageSchema,
    summary:
      "The outbox, newest first, by state: recipient, subject, state, attempts, the server's last answer.",
  }),
  qryMailPreview: defineCall({
    method: 'POST',
    path: '/api/emall/ops/mail/qryMailPreview',
    auth: 'ops',
    body: opsMailRefSchema,
    answer: opsMailPreviewSchema,
    summary: 'One mail rendered as its recipient gets it: subject, HTML and plain text.',
  }),
  resendMail: defineCall({
    method: 'POST',
    path: '/api/emall/ops/mail/resendMail',
    auth: 'ops-write',
    body: opsMailRefSchema,
    answer: opsMailRowSchema,
    summary: 'Puts a failed mail back in the outbox, due at once; 409 MAIL_NOT_FAILED for any other state.',
  }),
} as const;
