import { Badge, DatePicker, Input, Radio } from 'antd';
import type { TimeRangePickerProps } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, orderStatusText } from '@emall/contract';
import type { OrderCounts, OrderStatus } from '@emall/contract';
import type { OrderFilters as Filters } from './api/use-orders';

interface OrderFiltersProps {
  filters: Filters;
  counts: OrderCounts | undefined;
  onChange: (change: Partial<Filters>) => void;
}

const DAY = 'YYYY-MM-DD';

/** The counts of countOrderInfoByCust, shown as badges on their statuses. */
function badgeOf(status: OrderStatus | 'all', counts: OrderCounts | undefined): number {
  if (status === 'WAIT_PAY') return counts?.waitPayCount ?? 0;
  if (status === 'PROOF_UPLOADED') return counts?.hasUploadEOPCount ?? 0;
  return 0;
}

/**
 * The orders tab's filters: the status of order lines ('all' means no filter), with the counts
 * of orders to pay and proofs waiting as badges; the creation time (quick ranges or any two days); the
 * order number. Every change goes back to page 1.
 */
export function OrderFilters({ filters, counts, onChange }: OrderFiltersProps) {
  const { t } = useTranslation();
  const presets: TimeRangePickerProps['presets'] = [
    { label: t('orders.filter.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] },
    { label: t('orders.filter.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] },
    { label: t('orders.filter.last90'), value: [dayjs().subtract(89, 'day'), dayjs()] },
  ];
  const range: [Dayjs, Dayjs] | null =
    filters.createTimeStart && filters.createTimeEnd
      ? [dayjs(filters.createTimeStart), dayjs(filters.createTimeEnd)]
      : null;
  const statuses: (OrderStatus | 'all')[] = ['all', ...ORDER_STATUSES];

  return (
    <div className="order-filters">
      <Radio.Group
        className="order-filters__status"
        name="orderLineStatus"
        optionType="button"
        aria-label={t('orders.filter.status')}
        value={filters.status}
        onChange={(event) => {
          onChange({ status: event.target.value as OrderStatus | 'all', pageNo: 1 });
        }}
      >
        {statuses.map((status) => (
          <Radio.Button key={status} value={status}>
            <Badge count={badgeOf(status, counts)} size="small" offset={[8, -4]}>
              <span className="order-filters__label">
                {t(status === 'all' ? 'order.status.all' : orderStatusText(status))}
              </span>
            </Badge>
          </Radio.Button>
        ))}
      </Radio.Group>
      <div className="order-filters__row">
        <DatePicker.RangePicker
          value={range}
          presets={presets}
          allowClear
          aria-label={t('orders.filter.time')}
          placeholder={[t('orders.filter.from'), t('orders.filter.to')]}
          onChange={(days) => {
            const [from, to] = days ?? [];
            onChange({ createTimeStart: from?.format(DAY), createTimeEnd: to?.format(DAY), pageNo: 1 });
          }}
        />
        <Input.Search
          className="order-filters__no"
          allowClear
          maxLength={40}
          placeholder={t('orders.filter.orderNo')}
          aria-label={t('orders.filter.orderNo')}
          onSearch={(value) => {
            onChange({ dopOrderNo: value, pageNo: 1 });
          }}
        />
      </div>
    </div>
  );
}
