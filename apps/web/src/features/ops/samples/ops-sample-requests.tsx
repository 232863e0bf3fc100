import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, DatePicker, Input, Table, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SAMPLE_STATUSES } from '@emall/contract';
import type { SampleStatus } from '@emall/contract';
import type { OpsSampleRow } from '@emall/contract/ops';
import { Money } from '../../../ui/money';
import { OpsSampleDrawer } from './ops-sample-drawer';
import { OpsSampleStatusTag } from './ops-sample-status-tag';
import { useOpsSamplePage, type OpsSampleListBody } from './use-ops-samples';
import { formatTime } from '../shared/ops-time';

interface Filters {
  tenant: string;
  sampleReqNo: string;
  dates: [Dayjs | null, Dayjs | null] | null;
}

const EMPTY: Filters = { tenant: '', sampleReqNo: '', dates: null };
const PAGE_SIZE = 20;
const ALL = 'ALL';

function bodyOf(filters: Filters, status: string, pageNo: number): OpsSampleListBody {
  return {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(status === ALL ? {} : { status: status as SampleStatus }),
    ...(filters.tenant.trim() ? { tenant: filters.tenant.trim() } : {}),
    ...(filters.sampleReqNo.trim() ? { sampleReqNo: filters.sampleReqNo.trim() } : {}),
    ...(filters.dates?.[0] ? { dateFrom: filters.dates[0].format('YYYY-MM-DD') } : {}),
    ...(filters.dates?.[1] ? { dateTo: filters.dates[1].format('YYYY-MM-DD') } : {}),
  };
}

/** Every tenant's requests: status tabs with their counts, filters, the table, the detail drawer. */
export function OpsSampleRequests() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  // The dashboard links here with ?status=SUBMITTED: the tab to open first.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<string>(() => {
    const asked = params.get('status');
    return SAMPLE_STATUSES.some((s) => s === asked) && asked ? asked : ALL;
  });
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | undefined>();
  const page = useOpsSamplePage(bodyOf(filters, status, pageNo));
  const counts = page.data?.statusCounts;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const tabLabel = (label: string, n: number | undefined) => (
    <span>
      {label} <Badge count={n ?? 0} showZero overflowCount={9999} color="#8c95a6" size="small" />
    </span>
  );

  return (
    <div className="ops-card">
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key);
          setPageNo(1);
        }}
        items={[
          { key: ALL, label: tabLabel(t('ops.common.all'), allCount) },
          ...SAMPLE_STATUSES.map((s) => ({
            key: s,
            label: tabLabel(t(`sample.status.${s}`), counts?.[s]),
          })),
        ]}
      />
      <div className="ops-filters">
        <Input
          placeholder={t('ops.samples.tenantFilter')}
          aria-label={t('ops.samples.tenantFilter')}
          value={draft.tenant}
          onChange={(e) => {
            setDraft({ ...draft, tenant: e.target.value });
          }}
          style={{ width: 200 }}
          allowClear
        />
        <Input
          placeholder={t('ops.samples.requestNo')}
          aria-label={t('ops.samples.requestNo')}
          value={draft.sampleReqNo}
          onChange={(e) => {
            setDraft({ ...draft, sampleReqNo: e.target.value });
          }}
          style={{ width: 200 }}
          allowClear
        />
        <DatePicker.RangePicker
          value={draft.dates}
          onChange={(dates) => {
            setDraft({ ...draft, dates });
          }}
          aria-label={t('ops.samples.dates')}
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
      <Table<OpsSampleRow>
        rowKey="sampleReqId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: t('ops.samples.empty') }}
        onRow={(row) => ({
          onClick: () => {
            setOpenId(row.sampleReqId);
          },
        })}
        rowClassName="ops-samples__row"
        columns={[
          { title: t('ops.samples.requestNo'), dataIndex: 'sampleReqNo' },
          {
            title: t('ops.common.tenant'),
            key: 'tenant',
            render: (_, row) => (
              <>
                {row.tenantName} <span className="ops-samples__muted">{row.tenantCode}</span>
              </>
            ),
          },
          { title: t('ops.samples.requester'), dataIndex: 'requesterName' },
          {
            title: t('ops.common.status'),
            key: 'status',
            render: (_, row) => <OpsSampleStatusTag status={row.status} name={row.statusName} />,
          },
          { title: t('ops.samples.lineCount'), dataIndex: 'lineCount', align: 'right' },
          { title: t('ops.samples.totalQty'), dataIndex: 'totalQty', align: 'right' },
          {
            title: t('ops.samples.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) => <Money value={row.amount} />,
          },
          {
            title: t('ops.samples.createTime'),
            dataIndex: 'createTime',
            render: (value: string) => formatTime(value),
          },
          {
            title: t('ops.common.actions'),
            key: 'open',
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                onClick={(e) => {
                  e.stopPropagation();
                  setOpenId(row.sampleReqId);
                }}
              >
                {t('ops.common.details')}
              </Button>
            ),
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
      <OpsSampleDrawer
        sampleReqId={openId}
        onClose={() => {
          setOpenId(undefined);
        }}
      />
    </div>
  );
}
