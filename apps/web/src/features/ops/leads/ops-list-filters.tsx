import { useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { dayRangeBody, textFilter } from '../shared/ops-list-state';

/** What both lists filter by: a status ('ALL': any), a keyword and shop days. */
export interface ListFilters<S extends string> {
  status: S | 'ALL';
  keyword: string;
  dates: DayRange;
}

/** The filter fields of a list body: only those set. */
export function filterBody<S extends string>(filters: ListFilters<S>) {
  return {
    ...(filters.status === 'ALL' ? {} : { status: filters.status }),
    ...textFilter('keyword', filters.keyword),
    ...dayRangeBody(filters.dates),
  };
}

/** The filter bar of /ops/leads: status (applied at once), keyword, dates, search and reset. */
export function OpsListFilters<S extends string>({
  statuses,
  statusLabel,
  keywordLabel,
  applied,
  initial,
  onApply,
}: {
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  keywordLabel: string;
  applied: ListFilters<S>;
  initial: ListFilters<S>;
  onApply: (filters: ListFilters<S>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ListFilters<S>>(applied);
  return (
    <OpsFilterBar<ListFilters<S>>
      leading={
        <Segmented<S | 'ALL'>
          value={draft.status}
          onChange={(status) => {
            const next = { ...draft, status };
            setDraft(next);
            onApply(next);
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
      draft={draft}
      onDraft={setDraft}
      onSearch={() => {
        onApply(draft);
      }}
      onReset={() => {
        setDraft(initial);
        onApply(initial);
      }}
    />
  );
}
