import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import type { DayRange } from './ops-filter-bar';

/** The console lists' page size (the calls accept up to 50). */
export const OPS_PAGE_SIZE = 20;

/** A list's filter state as `useOpsFilters` holds it. */
export interface OpsFilterState<F> {
  draft: F;
  setDraft: (draft: F) => void;
  filters: F;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
  search: () => void;
  apply: (next: F) => void;
  reset: () => void;
}

/**
 * A console list's filters held in the screen: the draft the bar edits, the filters applied, and the page.
 * Searching (the draft), applying given filters (a control that applies at once) or resetting goes back to
 * page 1.
 */
export function useOpsFilters<F>(empty: F, initial: F = empty): OpsFilterState<F> {
  const [draft, setDraft] = useState<F>(initial);
  const [filters, setFilters] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  return {
    draft,
    setDraft,
    filters,
    pageNo,
    setPageNo,
    search: () => {
      setFilters(draft);
      setPageNo(1);
    },
    apply: (next: F) => {
      setDraft(next);
      setFilters(next);
      setPageNo(1);
    },
    reset: () => {
      setDraft(empty);
      setFilters(empty);
      setPageNo(1);
    },
  };
}

/** The `dateFrom` / `dateTo` of a list call from a picked range of shop days (either end may be open). */
export function dayRangeBody(dates: DayRange): { dateFrom?: string; dateTo?: string } {
  return {
    ...(dates?.[0] ? { dateFrom: dates[0].format('YYYY-MM-DD') } : {}),
    ...(dates?.[1] ? { dateTo: dates[1].format('YYYY-MM-DD') } : {}),
  };
}

/** A trimmed text filter as a call field, left out when empty. */
export function textFilter<K extends string>(name: K, value: string): Partial<Record<K, string>> {
  const trimmed = value.trim();
  return (trimmed ? { [name]: trimmed } : {}) as Partial<Record<K, string>>;
}

/** The console tables' pager: 20 a page, the total in words, no size changer. */
export function opsPagination(
  t: TFunction,
  pageNo: number,
  total: number | undefined,
  onChange: (pageNo: number) => void,
  pageSize = OPS_PAGE_SIZE,
): TablePaginationConfig {
  return {
    current: pageNo,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    showTotal: (count) => t('ops.common.total', { total: count }),
    onChange,
  };
}
