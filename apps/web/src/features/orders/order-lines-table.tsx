import { Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUST_PN_MAX_LENGTH, ORDER_LINE_PAGE_SIZE, ORDER_STATUSES, orderStatusText } from '@emall/contract';
import type { OrderDetail, OrderLine, OrderStatus } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { ResponsiveTable } from '../../ui/responsive-table';
import { EditableText } from './editable-text';
import { OrderStatusTag } from './order-status-tag';
import { PartNumber } from '../../ui/part-number';

interface OrderLinesTableProps {
  order: OrderDetail;
  page: { rows: OrderLine[]; total: number } | undefined;
  isLoading: boolean;
  status: OrderStatus | 'all';
  pageNo: number;
  onStatus: (status: OrderStatus | 'all') => void;
  onPage: (pageNo: number) => void;
  onEditCustPn: (orderLineId: string, custPn: string) => Promise<void>;
}

/** The order's lines, 15 a page: status, own part number edited in place, money, delivery. */
export function OrderLinesTable(props: OrderLinesTableProps) {
  const { t } = useTranslation();
  const { order } = props;
  const money = (value: string) => (
    <Money value={value} currency={order.currency} decimals={UNIT_PRICE_DECIMALS} />
  );
  const columns: TableColumnsType<OrderLine> = [
    { key: 'lineNo', title: '#', width: 48, render: (_, line) => line.lineNo },
    {
      key: 'part',
      title: t('orders.line.part'),
      render: (_, line) => (
        <div className="order-line__part">
          <strong>
            <PartNumber value={line.mfrPartNumber} />
          </strong>
          <span className="order-line__muted">
            {line.brandName} · {line.productCatalogName}
          </span>
        </div>
      ),
    },
    {
      key: 'custPn',
      title: t('cart.column.custPn'),
      width: 150,
      render: (_, line) => (
        <EditableText
          value={line.custPn}
          maxLength={CUST_PN_MAX_LENGTH}
          label={t('cart.custPn.label', { name: line.mfrPartNumber })}
          addText={t('cart.custPn.add')}
          onSave={(custPn) => props.onEditCustPn(line.orderLineId, custPn)}
        />
      ),
    },
    {
      key: 'qty',
      title: t('orders.line.quantity'),
      align: 'right',
      width: 120,

      render: (_, line) => (
        <div className="order-line__qty">
          <span>{`${line.quantity.toLocaleString('en-US')} ${line.qtyUnit}`}</span>
          <span className="order-line__muted">
            {t('orders.line.shipped', { n: line.shippedQty.toLocaleString('en-US') })}
          </span>
        </div>
      ),
    },
    {
      key: 'price',
      width: 110,
      title: t('cart.column.priceIncl'),
      align: 'right',
      render: (_, l) => money(l.taxPrice),
    },
    {
      key: 'noTax',
      width: 110,

      title: t('cart.column.priceExcl'),
      align: 'right',
      render: (_, l) => money(l.notTaxPrice),
    },
    {
      key: 'amount',
      width: 130,
      title: t('cart.column.amountIncl'),
      align: 'right',
      render: (_, l) => money(l.amount),
    },
    {
      key: 'delivery',
      title: t('orders.line.deliveryDate'),
      width: 110,
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
      width: 140,
      render: (_, line) => <OrderStatusTag status={line.status} />,
    },
  ];
  const statusOptions = [
    { value: 'all', label: t('order.status.all') },
    ...ORDER_STATUSES.filter((status) => order.lineStatusCounts[status] > 0).map((status) => ({
      value: status,
      label: `${t(orderStatusText(status))} (${order.lineStatusCounts[status]})`,
    })),
  ];

  return (
    <section className="order-lines" aria-labelledby="order-lines-title">
      <div className="order-lines__head">
        <h2 id="order-lines-title">{t('orders.detail.lines')}</h2>
        <Select
          className="order-lines__status"
          aria-label={t('orders.filter.status')}
          value={props.status}
          options={statusOptions}
          onChange={(value) => {
            props.onStatus(value);
          }}
        />
      </div>
      <ResponsiveTable<OrderLine>
        phone={{ headKeys: ['lineNo', 'part'], cardLabel: (line) => `${line.lineNo} ${line.mfrPartNumber}` }}
        size="middle"
        rowKey="orderLineId"
        columns={columns}
        dataSource={props.page?.rows ?? []}
        loading={props.isLoading}
        pagination={{
          current: props.pageNo,
          pageSize: ORDER_LINE_PAGE_SIZE,
          total: props.page?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('productTable.total', { n: total }),
          onChange: props.onPage,
        }}
      />
    </section>
  );
}
