import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { acceptsPaymentProof } from '@emall/contract';
import type { Order } from '@emall/contract';
import { Money } from '../../ui/money';
import { downloadSaleContract } from './api/download-order-files';
import { EditableText } from './editable-text';
import { CARD_LINE_LIMIT, OrderCardLines } from './order-card-lines';
import { OrderStatusTag } from './order-status-tag';

interface OrderCardProps {
  order: Order;
  onEditCustOrderNo: (orderId: string, custOrderNo: string) => Promise<void>;
  onPay: (orderId: string) => void;
}

/** Most characters of the buyer's own order number (order.schemas.ts updateCustOrderNo). */
const CUST_ORDER_NO_MAX = 50;

/** One order of the orders tab: its numbers, status, amount, a summary of its lines and what can be done. */
export function OrderCard({ order, onEditCustOrderNo, onPay }: OrderCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isDownloading, setIsDownloading] = useState(false);
  const hiddenLines = order.orderLineList.length - CARD_LINE_LIMIT;

  const downloadContract = async () => {
    setIsDownloading(true);
    try {
      await downloadSaleContract(order.orderId);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <article className="order-card" aria-label={t('orders.card.label', { no: order.dopOrderNo })}>
      <header className="order-card__head">
        <span className="order-card__no">
          {t('orders.card.orderNo')}: <strong>{order.dopOrderNo}</strong>
        </span>
        <span>{dayjs(order.createTime).format('YYYY-MM-DD HH:mm')}</span>
        <span className="order-card__cust-no">
          {t('orders.card.custOrderNo')}:{' '}
          <EditableText
            value={order.custOrderNo}
            maxLength={CUST_ORDER_NO_MAX}
            label={t('orders.card.custOrderNoOf', { no: order.dopOrderNo })}
            addText={t('orders.edit.add')}
            onSave={(value) => onEditCustOrderNo(order.orderId, value)}
          />
        </span>
        <OrderStatusTag status={order.status} />
      </header>
      <div className="order-card__body">
        <div className="order-card__lines-box">
          <OrderCardLines lines={order.orderLineList} currency={order.currency} />
          {hiddenLines > 0 && (
            <Link className="order-card__more" to={`/orderline/${order.orderId}`}>
              {t('orders.card.moreLines', { n: hiddenLines })}
            </Link>
          )}
        </div>
        <aside className="order-card__side">
          <div className="order-card__amount">
            <span>{t('orders.card.amount')}</span>
            <Money value={order.amount} currency={order.currency} />
          </div>
          <div className="order-card__meta">
            {t('orders.card.lineCount', { n: order.lineCount })} · {order.deliveryMethodName}
          </div>
          <div className="order-card__actions">
            {acceptsPaymentProof(order.status) && (
              <Button
                type="primary"
                size="small"
                onClick={() => {
                  onPay(order.orderId);
                }}
              >
                {t(order.status === 'PROOF_UPLOADED' ? 'orders.action.payAgain' : 'orders.action.pay')}
              </Button>
            )}
            <Button size="small" onClick={() => void navigate(`/orderline/${order.orderId}`)}>
              {t('orders.action.viewLines')}
            </Button>
            <Button size="small" loading={isDownloading} onClick={() => void downloadContract()}>
              {t('orders.action.contract')}
            </Button>
          </div>
        </aside>
      </div>
    </article>
  );
}
