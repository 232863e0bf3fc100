import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiKeyCalls, opsApiKeyCalls } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import {
  createApiKey,
  listApiKeys,
  opsApiKeyPage,
  opsRevokeApiKey,
  revokeApiKey,
} from './api-key.service.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';

/** The app as bindCall sees it, adding its routes with `compress: false` (platform/compression.ts). */
function uncompressed(app: FastifyInstance): FastifyInstance {
  const plain = Object.create(app) as FastifyInstance;
  plain.route = (route) => app.route({ ...(route as RouteOptions), compress: false });
  return plain;
}

/** The member centre's and the console's calls on keys (the keys' own API is v1.routes.ts). */
export function registerApiKeyRoutes(app: FastifyInstance, deps: BuyerApiDeps, options: BindOptions): void {
  // The one answer that carries a secret: never compressed, so no answer length can leak it (BREACH).
  bindCall(
    uncompressed(app),
    apiKeyCalls.createApiKey,
    ({ staff, body, request, lang }) => createApiKey(deps, staff, body, request, lang),
    options,
  );
  bindCall(app, apiKeyCalls.listApiKeys, ({ staff }) => listApiKeys(deps, staff), options);
  bindCall(
    app,
    apiKeyCalls.revokeApiKey,
    ({ staff, body, request }) => revokeApiKey(deps, staff, body.keyId, request),
    options,
  );
  bindCall(app, opsApiKeyCalls.qryApiKeyByPage, ({ body }) => opsApiKeyPage(deps, body), options);
  bindCall(
    app,
    opsApiKeyCalls.revokeApiKey,
    ({ operator, body, request }) => opsRevokeApiKey(deps, operator, body.keyId, request),
    options,
  );
}
