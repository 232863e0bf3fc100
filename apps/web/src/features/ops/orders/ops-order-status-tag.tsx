import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@emall/contract';

const COLORS: Record<OrderStatus, string> = {
  WAIT_PAY: 'gold',
  PROOF_UPLOADED: 'orange',
  PAID: 'blue',
  PART_SHIPPED: 'cyan',
  SHIPPED: 'geekblue',
  COMPLETED: 'green',
  CANCELLED: 'default',
};

/** An order or line status in the operator's language (the shop's own status texts). */
export function OpsOrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`order.status.${status}`)}</Tag>;
}
