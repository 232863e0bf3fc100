import { useState } from 'react';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, orderStatusSchema } from '@emall/contract';
import type { OrderStatus } from '@emall/contract';
import type { OpsOrderRow } from '@emall/contract/ops';
import { Money } from '../../../ui/money';
import { OpsFilterBar, type DayRange } from '../shared/ops-filter-bar';
import { OpsListPage } from '../shared/ops-list-page';
import { dayRangeBody, OPS_PAGE_SIZE, textFilter } from '../shared/ops-list-state';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { formatTime } from '../shared/ops-time';
import { useOpsOrderPage, type OpsOrderQueryBody } from './api/use-ops-orders';
import { OpsOrderStatusTag } from './ops-order-status-tag';

interface Filters {
  orderNo: string;
  tenant: string;
  status: OrderStatus | undefined;
  dates: DayRange;
  awaitingPayment: boolean;
}

/** The filters live in the address, so the list comes back as it was from an order's page. */
function filtersOf(params: URLSearchParams): Filters {
  const status = orderStatusSchema.safeParse(params.get('status'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    orderNo: params.get('orderNo') ?? '',
    tenant: params.get('tenant') ?? '',
    status: status.success ? status.data : undefined,
    dates: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null,
    awaitingPayment: params.get('awaiting') === '1',
  };
}

function paramsOf(filters: Filters, pageNo: number): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.orderNo.trim()) params.orderNo = filters.orderNo.trim();
  if (filters.tenant.trim()) params.tenant = filters.tenant.trim();
  if (filters.status) params.status = filters.status;
  const { dateFrom, dateTo } = dayRangeBody(filters.dates);
  if (dateFrom) params.from = dateFrom;
  if (dateTo) params.to = dateTo;
  if (filters.awaitingPayment) params.awaiting = '1';
  if (pageNo > 1) params.page = String(pageNo);
  return params;
}

function bodyOf(filters: Filters, pageNo: number): OpsOrderQueryBody {
  return {
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...textFilter('orderNo', filters.orderNo),
    ...textFilter('tenant', filters.tenant),
    ...(filters.status ? { status: filters.status } : {}),
    ...dayRangeBody(filters.dates),
    ...(filters.awaitingPayment ? { awaitingPayment: true } : {}),
  };
}

const EMPTY: Filters = { orderNo: '', tenant: '', status: undefined, dates: null, awaitingPayment: false };

/** /ops/orders: every tenant's orders, newest first, 20 a page, filtered on the server. */
export function OpsOrderList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<Filters>(filters);
  const page = useOpsOrderPage(bodyOf(filters, pageNo));
  const apply = (next: Filters, nextPage = 1) => {
    setParams(paramsOf(next, nextPage));
  };

  return (
    <OpsPageFrame title={t('ops.menu.orders')}>
      <OpsListPage<OpsOrderRow>
        filters={
          <OpsFilterBar<Filters>
            fields={[
              { kind: 'text', name: 'orderNo', label: t('ops.orders.filter.orderNo') },
              { kind: 'text', name: 'tenant', label: t('ops.orders.filter.tenant'), width: 220 },
              {
                kind: 'select',
                name: 'status',
                label: t('ops.common.status'),
                allowClear: true,
                options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`order.status.${s}`) })),
              },
              { kind: 'dates', name: 'dates', label: t('ops.orders.filter.dates') },
              { kind: 'check', name: 'awaitingPayment', label: t('ops.orders.filter.awaitingPayment') },
            ]}
            draft={draft}
            onDraft={setDraft}
            onSearch={() => {
              apply(draft);
            }}
            onReset={() => {
              setDraft(EMPTY);
              apply(EMPTY);
            }}
          />
        }
        query={page}
        pageNo={pageNo}
        onPageNo={(next) => {
          apply(filters, next);
        }}
        rowKey="orderId"
        emptyText={t('ops.orders.empty')}
        scroll={{ x: 960 }}
        columns={orderColumns(t)}
      />
    </OpsPageFrame>
  );
}

/** The order table's columns: number and Details (each opens the order), tenant and staff, amount, status, created. */
function orderColumns(t: TFunction): TableColumnsType<OpsOrderRow> {
  return [
    {
      title: t('ops.orders.col.orderNo'),
      dataIndex: 'dopOrderNo',
      render: (no: string, row) => <Link to={`/ops/orders/${row.orderId}`}>{no}</Link>,
    },
    {
      title: t('ops.common.tenant'),
      key: 'tenant',
      render: (_, row) => (
        <div>
          <div>{row.custName}</div>
          <div className="ops-orders__muted">
            {row.tenantCode} · {row.staffName}
          </div>
        </div>
      ),
    },
    {
      title: t('ops.orders.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string, row) => <Money value={amount} currency={row.currency} />,
    },
    {
      title: t('ops.common.status'),
      key: 'status',
      render: (_, row) => (
        <>
          <OpsOrderStatusTag status={row.status} />
          {row.hasPaymentProof && <Tag>{t('ops.orders.hasProof')}</Tag>}
        </>
      ),
    },
    {
      title: t('ops.common.createdAt'),
      dataIndex: 'createTime',
      width: 170,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('ops.common.actions'),
      key: 'open',
      width: 100,
      render: (_, row) => <Link to={`/ops/orders/${row.orderId}`}>{t('ops.common.details')}</Link>,
    },
  ];
}
