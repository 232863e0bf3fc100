import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SAMPLE_STATUSES } from '@emall/contract';
import type { SampleStatus } from '@emall/contract';
import type { OpsSampleRow } from '@emall/contract/ops';
import { Money } from '../../../ui/money';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { OpsListPage, OpsRowLink } from '../shared/ops-list-page';
import { dayRangeBody, OPS_PAGE_SIZE, textFilter, useOpsFilters } from '../shared/ops-list-state';
import { formatTime } from '../shared/ops-time';
import { useOpsSamplePage, type OpsSampleListBody } from './api/use-ops-samples';
import { OpsSampleDrawer } from './ops-sample-drawer';
import { OpsSampleStatusTag } from './ops-sample-status-tag';

interface Filters {
  tenant: string;
  sampleReqNo: string;
  dates: DayRange;
}

const EMPTY: Filters = { tenant: '', sampleReqNo: '', dates: null };
const ALL = 'ALL';

function bodyOf(filters: Filters, status: string, pageNo: number): OpsSampleListBody {
  return {
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...(status === ALL ? {} : { status: status as SampleStatus }),
    ...textFilter('tenant', filters.tenant),
    ...textFilter('sampleReqNo', filters.sampleReqNo),
    ...dayRangeBody(filters.dates),
  };
}

/** Every tenant's requests: status tabs with their counts, filters, the table, the detail drawer. */
export function OpsSampleRequests() {
  const { t } = useTranslation();
  const list = useOpsFilters(EMPTY);
  // The dashboard links here with ?status=SUBMITTED: the tab to open first.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<string>(() => {
    const asked = params.get('status');
    return SAMPLE_STATUSES.some((s) => s === asked) && asked ? asked : ALL;
  });
  const [openId, setOpenId] = useState<string | undefined>();
  const page = useOpsSamplePage(bodyOf(list.filters, status, list.pageNo));
  const counts = page.data?.statusCounts;
  const allCount = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const tabLabel = (label: string, n: number | undefined) => (
    <span>
      {label} <Badge count={n ?? 0} showZero overflowCount={9999} color="#8c95a6" size="small" />
    </span>
  );

  return (
    <OpsListPage<OpsSampleRow>
      header={
        <Tabs
          activeKey={status}
          onChange={(key) => {
            setStatus(key);
            list.setPageNo(1);
          }}
          items={[
            { key: ALL, label: tabLabel(t('ops.common.all'), allCount) },
            ...SAMPLE_STATUSES.map((s) => ({
              key: s,
              label: tabLabel(t(`sample.status.${s}`), counts?.[s]),
            })),
          ]}
        />
      }
      filters={
        <OpsFilterBar<Filters>
          fields={[
            { kind: 'text', name: 'tenant', label: t('ops.samples.tenantFilter') },
            { kind: 'text', name: 'sampleReqNo', label: t('ops.samples.requestNo') },
            { kind: 'dates', name: 'dates', label: t('ops.samples.dates') },
          ]}
          draft={list.draft}
          onDraft={list.setDraft}
          onSearch={list.search}
          onReset={list.reset}
        />
      }
      query={page}
      pageNo={list.pageNo}
      onPageNo={list.setPageNo}
      rowKey="sampleReqId"
      emptyText={t('ops.samples.empty')}
      onOpen={(row) => {
        setOpenId(row.sampleReqId);
      }}
      rowClassName="ops-samples__row"
      columns={sampleColumns(t, (row) => {
        setOpenId(row.sampleReqId);
      })}
    >
      <OpsSampleDrawer
        sampleReqId={openId}
        onClose={() => {
          setOpenId(undefined);
        }}
      />
    </OpsListPage>
  );
}

/** The request table's columns: number, tenant, requester, status, lines, quantity, amount, time, Details. */
function sampleColumns(t: TFunction, onOpen: (row: OpsSampleRow) => void): TableColumnsType<OpsSampleRow> {
  return [
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
        <OpsRowLink
          size="small"
          onOpen={() => {
            onOpen(row);
          }}
        >
          {t('ops.common.details')}
        </OpsRowLink>
      ),
    },
  ];
}
