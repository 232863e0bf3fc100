import type { FastifyInstance } from 'fastify';
import type { BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';

/** The operator console's content calls (issue 9). */
export function registerContentOpsRoutes(
  _app: FastifyInstance,
  _deps: OpsRouteDeps,
  _options: BindOptions,
): void {
  // Bound as the console's content area is built.
}
