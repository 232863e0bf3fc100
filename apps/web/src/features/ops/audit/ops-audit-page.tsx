import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { OpsJson } from '../shared/ops-json';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { formatTime } from '../shared/ops-time';

interface AuditFilters {
  targetType: string;
  targetId: string;
  dates: [Dayjs | null, Dayjs | null] | null;
}

const EMPTY: AuditFilters = { targetType: '', targetId: '', dates: null };
const PAGE_SIZE = 20;

/** /ops/audit: every operator change, newest first, with the state before and after. */
export function OpsAuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const body = {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(filters.targetType.trim() ? { targetType: filters.targetType.trim() } : {}),
    ...(filters.targetId.trim() ? { targetId: filters.targetId.trim() } : {}),
    ...(filters.dates?.[0] ? { dateFrom: filters.dates[0].format('YYYY-MM-DD') } : {}),
    ...(filters.dates?.[1] ? { dateTo: filters.dates[1].format('YYYY-MM-DD') } : {}),
  };
  const page = useQuery({
    queryKey: ['ops', 'audit', body],
    queryFn: () => call(opsContract.opsAuth.qryAuditLogByPage, body),
    placeholderData: keepPreviousData,
  });

  return (
    <OpsPageFrame title={t('ops.audit.title')}>
      <div className="ops-card">
        <div className="ops-filters">
          <Input
            placeholder={t('ops.audit.targetType')}
            value={draft.targetType}
            onChange={(e) => {
              setDraft({ ...draft, targetType: e.target.value });
            }}
            style={{ width: 160 }}
            allowClear
          />
          <Input
            placeholder={t('ops.audit.targetId')}
            value={draft.targetId}
            onChange={(e) => {
              setDraft({ ...draft, targetId: e.target.value });
            }}
            style={{ width: 200 }}
            allowClear
          />
          <DatePicker.RangePicker
            value={draft.dates}
            onChange={(dates) => {
              setDraft({ ...draft, dates });
            }}
            aria-label={t('ops.audit.dates')}
          />
          <Button
            type="primary"
            onClick={() => {
              setFilters(draft);
              setPageNo(1);
            }}
          >
            {t('ops.common.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
              setPageNo(1);
            }}
          >
            {t('ops.common.reset')}
          </Button>
        </div>
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
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('ops.common.total', { total }),
            onChange: setPageNo,
          }}
        />
      </div>
    </OpsPageFrame>
  );
}
