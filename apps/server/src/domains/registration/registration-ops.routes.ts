import type { FastifyInstance } from 'fastify';
import type { BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';

/** The operator console's registration calls (issue 9). */
export function registerRegistrationOpsRoutes(
  _app: FastifyInstance,
  _deps: OpsRouteDeps,
  _options: BindOptions,
): void {
  // Bound as the console's registration area is built.
}
