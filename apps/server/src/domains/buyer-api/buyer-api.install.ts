import type { FastifyInstance } from 'fastify';
import type { BindOptions } from '../../platform/bind-call.js';
import { registerApiKeyRoutes } from './api-key.routes.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { registerBuyerApiRoutes } from './v1.routes.js';

/** The buyer API: the keys' calls of the member centre and the console, and the /api/v1/ routes. */
export async function registerBuyerApi(
  app: FastifyInstance,
  deps: BuyerApiDeps,
  options: BindOptions,
): Promise<void> {
  registerApiKeyRoutes(app, deps, options);
  await registerBuyerApiRoutes(app, deps, options);
}
