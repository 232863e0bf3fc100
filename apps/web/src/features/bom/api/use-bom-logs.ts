import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BOM_LOG_PAGE_SIZE, contract } from '@emall/contract';
import type { BomJobState } from '@emall/contract';
import { call } from '../../../api/client';

/** The My BOMs filters: a job state ('all' = none), a creation day range, a name. */
export interface BomLogFilters {
  jobState: BomJobState | 'all';
  /** 'YYYY-MM-DD' days, both included. */
  startTime?: string;
  endTime?: string;
  bomName?: string;
  pageNo: number;
}

/** One page of the caller's BOMs, 20 a page (qryBomLogByPage); the page shown stays while the next loads. */
export function useBomLogs(filters: BomLogFilters) {
  const body = {
    pageNo: filters.pageNo,
    pageSize: BOM_LOG_PAGE_SIZE,
    jobState: filters.jobState === 'all' ? undefined : filters.jobState,
    startTime: filters.startTime,
    endTime: filters.endTime,
    bomName: filters.bomName?.trim() || undefined,
  };
  return useQuery({
    queryKey: ['bom', 'logs', body],
    queryFn: () => call(contract.bom.qryBomLogByPage, body),
    placeholderData: keepPreviousData,
  });
}
