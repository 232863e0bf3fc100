import { defineCall, emptyBodySchema } from '../call.js';
import { mailPrefsSchema, saveMailPrefsBodySchema } from './mail.schemas.js';

/** A staff member's e-mail choices (the member centre). */
export const mailCalls = {
  qryMailPrefs: defineCall({
    method: 'POST',
    path: '/api/emall/mail/qryMailPrefs',
    auth: 'session',
    body: emptyBodySchema,
    answer: mailPrefsSchema,
    summary: "The caller's mail address and which groups of e-mails they receive.",
  }),
  saveMailPrefs: defineCall({
    method: 'POST',
    path: '/api/emall/mail/saveMailPrefs',
    auth: 'session',
    body: saveMailPrefsBodySchema,
    answer: mailPrefsSchema,
    summary: 'Turns groups of e-mails on or off for the caller; the groups left out keep their setting.',
  }),
} as const;
