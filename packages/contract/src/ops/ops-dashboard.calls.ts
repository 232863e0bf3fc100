import { defineCall } from '../call.js';
import {
  dashboardFiguresQuerySchema,
  dashboardFiguresSchema,
  searchRankingQuerySchema,
  searchRankingSchema,
} from './ops-dashboard.schemas.js';

/** The operator console's dashboard calls. */
export const opsDashboardCalls = {
  qryDashboardFigures: defineCall({
    method: 'POST',
    path: '/api/emall/ops/dashboard/qryDashboardFigures',
    auth: 'ops',
    body: dashboardFiguresQuerySchema,
    answer: dashboardFiguresSchema,
    summary:
      "Today's orders and amount (shop day), the queues waiting for the seller, and orders and amount per day for 14 or 30 days.",
  }),
  qrySearchRanking: defineCall({
    method: 'POST',
    path: '/api/emall/ops/dashboard/qrySearchRanking',
    auth: 'ops',
    body: searchRankingQuerySchema,
    answer: searchRankingSchema,
    summary:
      'The most searched part numbers that found nothing (the catalog gaps) and the most searched overall, over the last days.',
  }),
} as const;
