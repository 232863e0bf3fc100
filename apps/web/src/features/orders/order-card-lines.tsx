import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { ResponsiveTable } from '../../ui/responsive-table';
import { OrderStatusTag } from './order-status-tag';

/** How many lines an order shows in the list; the order line page has them all. */
export const CARD_LINE_LIMIT = 5;

/** The summary of an order's lines in the orders tab: part, quantity, price, amount, delivery, status. */
export function OrderCardLines({ lines, currency }: { lines: readonly OrderLine[]; currency: string }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<OrderLine> = [
    {
      key: 'part',
      title: t('orders.line.part'),
      render: (_, line) => (
        <div className="order-line__part">
          <strong>{line.mfrPartNumber}</strong>
          <span className="order-line__muted">{line.brandName}</span>
        </div>
      ),
    },
    {
      key: 'custPn',
      title: t('cart.column.custPn'),
      width: 100,
      render: (_, line) => line.custPn ?? '—',
    },
    {
      key: 'qty',
      title: t('orders.line.quantity'),
      align: 'right',
      width: 100,

      render: (_, line) => (
        <span className="order-line__count">{`${line.quantity.toLocaleString('en-US')} ${line.qtyUnit}`}</span>
      ),
    },
    {
      key: 'price',
      title: t('cart.column.priceIncl'),
      align: 'right',
      width: 105,
      render: (_, line) => <Money value={line.taxPrice} currency={currency} decimals={UNIT_PRICE_DECIMALS} />,
    },
    {
      key: 'amount',
      title: t('cart.column.amountIncl'),
      align: 'right',
      width: 125,
      render: (_, line) => <Money value={line.amount} currency={currency} decimals={UNIT_PRICE_DECIMALS} />,
    },
    {
      key: 'delivery',
      title: t('orders.line.deliveryDate'),
      width: 100,
      render: (_, line) => (
        <span className="order-line__delivery">
          {line.deliveryDate}
          {line.shortageFlag === 'T' && <Tag color="orange">{t('orders.line.shortage')}</Tag>}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('orders.line.status'),
      width: 160,
      render: (_, line) => <OrderStatusTag status={line.status} />,
    },
  ];
  return (
    <ResponsiveTable<OrderLine>
      className="order-card__lines"
      // A phone card keeps a line's key fields; the order line page has the rest.
      phone={{
        headKeys: ['part'],
        hiddenKeys: ['custPn', 'price'],
        cardLabel: (line) => line.mfrPartNumber,
      }}
      size="small"
      tableLayout="fixed"
      rowKey="orderLineId"
      columns={columns}
      dataSource={lines.slice(0, CARD_LINE_LIMIT)}
      pagination={false}
    />
  );
}
