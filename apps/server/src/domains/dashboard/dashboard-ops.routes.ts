import type { FastifyInstance } from 'fastify';
import { opsContract } from '@emall/contract/ops';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { dashboardFigures, dashboardSearches } from './dashboard.service.js';
import type { OpsRouteDeps } from '../operator/operator.settings.js';

const calls = opsContract.opsDashboard;

/** The operator console's dashboard calls (docs/operator-console.md). */
export function registerDashboardOpsRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps,
  options: BindOptions,
): void {
  bindCall(
    app,
    calls.qryDashboardFigures,
    ({ body }) => dashboardFigures(deps.db, deps.clock.now(), body.days),
    options,
  );
  bindCall(
    app,
    calls.qrySearchRanking,
    ({ body }) => dashboardSearches(deps.db, deps.clock.now(), body.days, body.limit),
    options,
  );
}
