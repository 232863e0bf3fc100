import { useState } from 'react';
import { Button, Checkbox, DatePicker, Input, Select, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, orderStatusSchema } from '@emall/contract';
import type { OrderStatus } from '@emall/contract';
import type { OpsOrderRow } from '@emall/contract/ops';
import { Money } from '../../../ui/money';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsOrderStatusTag } from './ops-order-status-tag';
import { useOpsOrderPage, type OpsOrderQueryBody } from './use-ops-orders';
import { formatTime } from '../shared/ops-time';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

interface Filters {
  orderNo: string;
  tenant: string;
  status: OrderStatus | undefined;
  dates: [Dayjs | null, Dayjs | null] | null;
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
  if (filters.dates?.[0]) params.from = filters.dates[0].format(DAY);
  if (filters.dates?.[1]) params.to = filters.dates[1].format(DAY);
  if (filters.awaitingPayment) params.awaiting = '1';
  if (pageNo > 1) params.page = String(pageNo);
  return params;
}

function bodyOf(filters: Filters, pageNo: number): OpsOrderQueryBody {
  return {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(filters.orderNo.trim() ? { orderNo: filters.orderNo.trim() } : {}),
    ...(filters.tenant.trim() ? { tenant: filters.tenant.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.dates?.[0] ? { dateFrom: filters.dates[0].format(DAY) } : {}),
    ...(filters.dates?.[1] ? { dateTo: filters.dates[1].format(DAY) } : {}),
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
      <div className="ops-card">
        <form
          className="ops-filters"
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
        >
          <Input
            placeholder={t('ops.orders.filter.orderNo')}
            aria-label={t('ops.orders.filter.orderNo')}
            value={draft.orderNo}
            onChange={(e) => {
              setDraft({ ...draft, orderNo: e.target.value });
            }}
            style={{ width: 200 }}
            allowClear
          />
          <Input
            placeholder={t('ops.orders.filter.tenant')}
            aria-label={t('ops.orders.filter.tenant')}
            value={draft.tenant}
            onChange={(e) => {
              setDraft({ ...draft, tenant: e.target.value });
            }}
            style={{ width: 220 }}
            allowClear
          />
          <Select<OrderStatus>
            placeholder={t('ops.common.status')}
            aria-label={t('ops.common.status')}
            value={draft.status}
            onChange={(status) => {
              setDraft({ ...draft, status });
            }}
            allowClear
            style={{ width: 160 }}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`order.status.${s}`) }))}
          />
          <DatePicker.RangePicker
            value={draft.dates}
            onChange={(dates) => {
              setDraft({ ...draft, dates });
            }}
            aria-label={t('ops.orders.filter.dates')}
          />
          <Checkbox
            checked={draft.awaitingPayment}
            onChange={(e) => {
              setDraft({ ...draft, awaitingPayment: e.target.checked });
            }}
          >
            {t('ops.orders.filter.awaitingPayment')}
          </Checkbox>
          <Button type="primary" htmlType="submit">
            {t('ops.common.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              apply(EMPTY);
            }}
          >
            {t('ops.common.reset')}
          </Button>
        </form>
        <Table<OpsOrderRow>
          rowKey="orderId"
          size="middle"
          loading={page.isFetching}
          dataSource={page.data?.rows ?? []}
          locale={{ emptyText: t('ops.orders.empty') }}
          scroll={{ x: 960 }}
          columns={[
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
          ]}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('ops.common.total', { total }),
            onChange: (next) => {
              apply(filters, next);
            },
          }}
        />
      </div>
    </OpsPageFrame>
  );
}
