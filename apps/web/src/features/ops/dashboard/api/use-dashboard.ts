import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { dashboardKeys } from './dashboard-keys';

/**
 * Today's figures, the queues and the orders per day over the last `days`; the days shown stay while others
 * load.
 */
export function useDashboardFigures(days: 14 | 30) {
  return useQuery({
    queryKey: dashboardKeys.figures(days),
    queryFn: () => call(opsContract.opsDashboard.qryDashboardFigures, { days }),
    placeholderData: keepPreviousData,
  });
}

/** The most searched keywords, with and without results. */
export function useSearchRanking() {
  return useQuery({
    queryKey: dashboardKeys.searches,
    queryFn: () => call(opsContract.opsDashboard.qrySearchRanking, {}),
  });
}
