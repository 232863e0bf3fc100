import { z } from 'zod';
import { defineCall } from '../call.js';
import {
  apiKeyRefSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  opsApiKeyPageSchema,
  opsApiKeyQuerySchema,
} from './api-keys.schemas.js';

/** The member centre's keys of the buyer API: a staff member manages the keys of the tenant the shop acts for. */
export const apiKeyCalls = {
  createApiKey: defineCall({
    method: 'POST',
    path: '/api/emall/ess/apikey/createApiKey',
    auth: 'session',
    body: createApiKeyBodySchema,
    answer: createdApiKeySchema,
    summary:
      'Creates a key of the buyer API for the caller’s tenant with scopes, an optional expiry and allowed addresses; the whole key is answered this once (uncompressed), only its hash is kept.',
  }),
  listApiKeys: defineCall({
    method: 'POST',
    path: '/api/emall/ess/apikey/listApiKeys',
    auth: 'session',
    body: z.object({}).nullish(),
    answer: z.array(apiKeySchema),
    summary: 'The tenant’s keys, newest first, with state and last use; never a secret.',
  }),
  revokeApiKey: defineCall({
    method: 'POST',
    path: '/api/emall/ess/apikey/revokeApiKey',
    auth: 'session',
    body: apiKeyRefSchema,
    answer: apiKeySchema,
    summary:
      'Revokes one of the tenant’s keys at once (404 for another tenant’s key); revoking twice answers the same.',
  }),
};

/** The console's view of every key: operators list them and revoke any. */
export const opsApiKeyCalls = {
  qryApiKeyByPage: defineCall({
    method: 'POST',
    path: '/api/emall/ops/apikey/qryApiKeyByPage',
    auth: 'ops',
    body: opsApiKeyQuerySchema,
    answer: opsApiKeyPageSchema,
    summary: 'Every tenant’s keys of the buyer API, newest first, by tenant code and state.',
  }),
  revokeApiKey: defineCall({
    method: 'POST',
    path: '/api/emall/ops/apikey/revokeApiKey',
    auth: 'ops-write',
    body: apiKeyRefSchema,
    answer: apiKeySchema,
    summary: 'Revokes any key at once; written to the audit log.',
  }),
};
