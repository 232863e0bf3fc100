import { useState } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderStatus } from '@emall/contract';
import { PageSpinner } from '../../ui/page-spinner';
import { useExpressGroups, useOrderDetail, useOrderLines, useUpdateCustPn } from './api/use-order-detail';
import { useRefreshOrders } from './api/use-orders';
import { OrderLinesTable } from './order-lines-table';
import { OrderSummary } from './order-summary';
import { PayModal } from './pay-modal';
import { ShipmentList } from './shipment-list';

const ORDERS_TAB = '/my_EMall?activeKey=2';
const ORDER_ID_PATTERN = /^[1-9]\d{0,17}$/;

/** The order line page loads the order, its express groups and the first page of its lines. */
export function OrderLineView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const isValidId = ORDER_ID_PATTERN.test(orderId);
  const detail = useOrderDetail(orderId, isValidId);
  const express = useExpressGroups(orderId, isValidId);
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const lines = useOrderLines(orderId, pageNo, status, isValidId);
  const updateCustPn = useUpdateCustPn();
  const refreshOrders = useRefreshOrders();
  const [isPaying, setIsPaying] = useState(false);

  if (!isValidId || detail.isError) {
    return (
      <Result
        status="404"
        title={t('orders.detail.notFound')}
        extra={
          <Link to={ORDERS_TAB}>
            <Button type="primary">{t('orders.detail.backToOrders')}</Button>
          </Link>
        }
      />
    );
  }
  if (!detail.data) return <PageSpinner />;
  const order = detail.data;

  return (
    <div className="order-line-page frame-width">
      <div className="order-line-page__head">
        <Link to={ORDERS_TAB}>{t('orders.detail.backToOrders')}</Link>
        <h1 className="order-line-page__title">{t('orders.detail.title', { no: order.dopOrderNo })}</h1>
      </div>
      <OrderSummary
        order={order}
        onPay={() => {
          setIsPaying(true);
        }}
      />
      <OrderLinesTable
        order={order}
        page={lines.data}
        isLoading={lines.isFetching}
        status={status}
        pageNo={pageNo}
        onStatus={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
        onPage={setPageNo}
        onEditCustPn={updateCustPn}
      />
      <ShipmentList groups={express.data} isLoading={express.isPending} />
      <PayModal
        orderId={isPaying ? order.orderId : null}
        onClose={() => {
          setIsPaying(false);
        }}
        onPaid={() => void refreshOrders()}
      />
    </div>
  );
}
