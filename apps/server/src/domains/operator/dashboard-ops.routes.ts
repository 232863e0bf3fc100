import type { FastifyInstance } from 'fastify';
import type { BindOptions } from '../../platform/bind-call.js';
import type { OpsRouteDeps } from './operator.settings.js';

/** The operator console's dashboard calls (issue 9). */
export function registerDashboardOpsRoutes(
  _app: FastifyInstance,
  _deps: OpsRouteDeps,
  _options: BindOptions,
): void {
  // Bound as the console's dashboard area is built.
}
