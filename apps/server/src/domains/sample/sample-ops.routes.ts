import type { FastifyInstance } from 'fastify';
import type { BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';

/** The operator console's sample calls (issue 9). */
export function registerSampleOpsRoutes(
  _app: FastifyInstance,
  _deps: OpsRouteDeps,
  _options: BindOptions,
): void {
  // Bound as the console's sample area is built.
}
