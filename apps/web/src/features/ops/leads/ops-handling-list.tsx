import type { ReactNode } from 'react';
import { Segmented } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPS_LEAD_PAGE_SIZE } from '@emall/contract/ops';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { OpsListPage, type OpsPageQuery } from '../shared/ops-list-page';
import { dayRangeBody, textFilter, type OpsFilterState } from '../shared/ops-list-state';

/** What both lists of /ops/leads filter by: a status ('ALL': any), a keyword and shop days. */
export interface HandlingFilters<S extends string> {
  status: S | 'ALL';
  keyword: string;
  dates: DayRange;
}

/** The filters a list starts from (and Reset goes back to): the new ones. */
export function handlingFilters<S extends string>(status: S | 'ALL'): HandlingFilters<S> {
  return { status, keyword: '', dates: null };
}

/** The list call's body for the filters applied and the page: only the filters set. */
export function handlingBody<S extends string>(list: OpsFilterState<HandlingFilters<S>>) {
  const { filters } = list;
  return {
    pageNo: list.pageNo,
    pageSize: OPS_LEAD_PAGE_SIZE,
    ...(filters.status === 'ALL' ? {} : { status: filters.status }),
    ...textFilter('keyword', filters.keyword),
    ...dayRangeBody(filters.dates),
  };
}

/**
 * A list of things visitors sent that an operator handles (the leads, the feedback): status buttons applied at
 * once, keyword and shop days, the table, and the row opened in `children`. The tab keeps the filters
 * (`useOpsFilters`), calls its list hook with `handlingBody` and passes the query and columns.
 */
export function OpsHandlingList<S extends string, Row extends object>({
  statuses,
  statusLabel,
  keywordLabel,
  list,
  query,
  rowKey,
  columns,
  emptyText,
  onOpen,
  children,
}: {
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  keywordLabel: string;
  list: OpsFilterState<HandlingFilters<S>>;
  query: OpsPageQuery<Row>;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  emptyText: string;
  onOpen: (row: Row) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <OpsListPage<Row>
      filters={
        <OpsFilterBar<HandlingFilters<S>>
          leading={
            <Segmented<S | 'ALL'>
              value={list.draft.status}
              onChange={(status) => {
                list.apply({ ...list.draft, status });
              }}
              options={[
                ...statuses.map((s) => ({ value: s, label: statusLabel(s) })),
                { value: 'ALL' as const, label: t('ops.common.all') },
              ]}
            />
          }
          fields={[
            { kind: 'text', name: 'keyword', label: keywordLabel, width: 280 },
            { kind: 'dates', name: 'dates', label: t('ops.leads.dates') },
          ]}
          draft={list.draft}
          onDraft={list.setDraft}
          onSearch={list.search}
          onReset={list.reset}
        />
      }
      query={query}
      pageNo={list.pageNo}
      onPageNo={list.setPageNo}
      pageSize={OPS_LEAD_PAGE_SIZE}
      rowKey={rowKey}
      emptyText={emptyText}
      onOpen={onOpen}
      columns={columns}
    >
      {children}
    </OpsListPage>
  );
}
