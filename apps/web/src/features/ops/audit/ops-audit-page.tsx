import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@emall/contract/ops';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { OpsJson } from '../shared/ops-json';
import { OpsListPage } from '../shared/ops-list-page';
import { dayRangeBody, OPS_PAGE_SIZE, textFilter, useOpsFilters } from '../shared/ops-list-state';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { formatTime } from '../shared/ops-time';
import { useAuditLogPage } from './api/use-audit-log';

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
  const page = useAuditLogPage({
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...textFilter('targetType', filters.targetType),
    ...textFilter('targetId', filters.targetId),
    ...dayRangeBody(filters.dates),
  });

  return (
    <OpsPageFrame title={t('ops.audit.title')}>
      <OpsListPage<AuditEntry>
        filters={
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
        }
        query={page}
        pageNo={pageNo}
        onPageNo={list.setPageNo}
        rowKey="id"
        emptyText={t('ops.audit.empty')}
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
      />
    </OpsPageFrame>
  );
}
