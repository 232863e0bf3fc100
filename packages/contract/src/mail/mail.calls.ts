import { defineCall, emptyBodySchema } from '../call.js';
import {
  mailPrefsSchema,
  saveMailPrefsBodySchema,
  saveTenantMailCopyBodySchema,
  tenantMailCopySchema,
} from './mail.schemas.js';

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
  qryTenantMailCopy: defineCall({
    method: 'POST',
    path: '/api/emall/mail/qryTenantMailCopy',
    auth: 'session',
    body: emptyBodySchema,
    answer: tenantMailCopySchema,
    summary:
      "The caller's tenant's shared purchasing address (a copy of its order, payment and shipment e-mails) and whether the caller may set it.",
  }),
  saveTenantMailCopy: defineCall({
    method: 'POST',
    path: '/api/emall/mail/saveTenantMailCopy',
    auth: 'session',
    body: saveTenantMailCopyBodySchema,
    answer: tenantMailCopySchema,
    summary:
      "Sets (and turns on) or, empty, clears the tenant's shared purchasing address; the tenant's administrator only (403 FORBIDDEN).",
  }),
} as const;
