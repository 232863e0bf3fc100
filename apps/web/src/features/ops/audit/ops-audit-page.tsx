import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { OpsJson } from '../shared/ops-json';
import {
  dayRangeBody,
  OPS_PAGE_SIZE,
  opsPagination,
  textFilter,
  useOpsFilters,
} from '../shared/ops-list-state';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { formatTime } from '../shared/ops-time';

interface AuditFilters {
  targetType: string;
  targetId: string;
  dates: DayRange;
}

const EMPTY: AuditFilters = { targetType: '', targetId: '', dates: null };

/** /ops/audit: every operator change, newest first, with the state before and after. */
export function OpsAuditPage() {
  const { t } = useTranslation();
  const list = useOpsFilters(EMPTY);
  const { filters, pageNo } = list;
  const body = {
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...textFilter('targetType', filters.targetType),
    ...textFilter('targetId', filters.targetId),
    ...dayRangeBody(filters.dates),
  };
  const page = useQuery({
    queryKey: ['ops', 'audit', body],
    queryFn: () => call(opsContract.opsAuth.qryAuditLogByPage, body),
    placeholderData: keepPreviousData,
  });

  return (
    <OpsPageFrame title={t('ops.audit.title')}>
      <div className="ops-card">
        <OpsFilterBar<AuditFilters>
          fields={[
            { kind: 'text', name: 'targetType', label: t('ops.audit.targetType'), width: 160 },
            { kind: 'text', name: 'targetId', label: t('ops.audit.targetId') },
            { kind: 'dates', name: 'dates', label: t('ops.audit.dates') },
          ]}
          draft={list.draft}
          onDraft={list.setDraft}
          onSearch={list.search}
          onReset={list.reset}
        />
        <Table<AuditEntry>
          rowKey="id"
          size="middle"
          loading={page.isFetching}
          dataSource={page.data?.rows ?? []}
          locale={{ emptyText: t('ops.audit.empty') }}
          expandable={{
            expandedRowRender: (entry) => (
              <div className="ops-audit__diff">
                <div>
                  <strong>{t('ops.audit.before')}</strong>
                  <OpsJson value={entry.before} />
                </div>
                <div>
                  <strong>{t('ops.audit.after')}</strong>
                  <OpsJson value={entry.after} />
                </div>
              </div>
            ),
          }}
          columns={[
            {
              title: t('ops.audit.when'),
              dataIndex: 'createdAt',
              width: 180,
              render: (value: string) => formatTime(value, true),
            },
            {
              title: t('ops.audit.who'),
              key: 'who',
              width: 160,
              render: (_, entry) => `${entry.operatorName} (${entry.loginCode})`,
            },
            { title: t('ops.audit.action'), dataIndex: 'action' },
            {
              title: t('ops.audit.target'),
              key: 'target',
              render: (_, entry) => `${entry.targetType} ${entry.targetId}`,
            },
          ]}
          pagination={opsPagination(t, pageNo, page.data?.total, list.setPageNo)}
        />
      </div>
    </OpsPageFrame>
  );
}
