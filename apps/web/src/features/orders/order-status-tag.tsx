import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderStatusText } from '@emall/contract';
import type { OrderStatus } from '@emall/contract';

/** A colour per lifecycle step (docs/order-lifecycle.md): what needs the buyer stands out. */
const STATUS_COLORS: Record<OrderStatus, string> = {
  WAIT_PAY: 'orange',
  PROOF_UPLOADED: 'gold',
  PAID: 'blue',
  PART_SHIPPED: 'cyan',
  SHIPPED: 'geekblue',
  COMPLETED: 'green',
  CANCELLED: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag className="order-status" color={STATUS_COLORS[status]}>
      {t(orderStatusText(status))}
    </Tag>
  );
}
