import { useState } from 'react';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { acceptsPaymentProof } from '@emall/contract';
import type { OrderDetail } from '@emall/contract';
import { Money } from '../../ui/money';
import { useIsPhone } from '../../ui/use-is-phone';
import { downloadSaleContract } from './api/download-order-files';
import { OrderStatusTag } from './order-status-tag';

interface OrderSummaryProps {
  order: OrderDetail;
  onPay: () => void;
}

/** The head of the order line page: numbers, status, money, payment terms, where it goes, the invoice. */
export function OrderSummary({ order, onPay }: OrderSummaryProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [isDownloading, setIsDownloading] = useState(false);
  const address = order.shippingAddress;
  const invoice = order.invoiceTitle;

  const downloadContract = async () => {
    setIsDownloading(true);
    try {
      await downloadSaleContract(order.orderId);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <section className="order-summary" aria-label={t('orders.detail.summary')}>
      <div className="order-summary__top">
        <OrderStatusTag status={order.status} />
        <span className="order-summary__amount">
          {t('orders.card.amount')} <Money value={order.amount} currency={order.currency} />
        </span>
        <div className="order-summary__actions">
          {acceptsPaymentProof(order.status) && (
            <Button type="primary" onClick={onPay}>
              {t(order.status === 'PROOF_UPLOADED' ? 'orders.action.payAgain' : 'orders.action.pay')}
            </Button>
          )}
          <Button loading={isDownloading} onClick={() => void downloadContract()}>
            {t('orders.action.contract')}
          </Button>
        </div>
      </div>
      <Descriptions size="small" column={isPhone ? 1 : 3} className="order-summary__facts">
        <Descriptions.Item label={t('orders.card.orderNo')}>{order.dopOrderNo}</Descriptions.Item>
        <Descriptions.Item label={t('orders.card.custOrderNo')}>{order.custOrderNo ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.createTime')}>
          {dayjs(order.createTime).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.buyer')}>
          {order.custName} · {order.staffName}
        </Descriptions.Item>
        <Descriptions.Item label={t('checkout.deliveryMethod.title')}>
          {order.deliveryMethodName}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.detail.billingCycle')}>
          {order.billingCycle === 0
            ? t('order.contract.paymentBefore')
            : t('order.contract.paymentCredit', { days: order.billingCycle })}
          {' · '}
          {t('orders.detail.dueDate', { date: order.paymentDueDate })}
        </Descriptions.Item>
        <Descriptions.Item label={t('checkout.sum.noTax')}>
          <Money value={order.noTaxAmount} currency={order.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={t('checkout.sum.tax')}>
          <Money value={order.taxAmount} currency={order.currency} />
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.card.lineCountLabel')}>{order.lineCount}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.address.title')} span={isPhone ? 1 : 2}>
          {address
            ? `${address.recipients} ${address.contactPhone} ${[address.regionPath, address.detailAddr].filter(Boolean).join(' ')}`
            : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('checkout.invoice.heading')}>
          {invoice?.title ? [invoice.title, invoice.taxNum].filter(Boolean).join(' · ') : '—'}
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
