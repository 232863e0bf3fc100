import type { Db } from '../../../platform/db.js';
import { sendMessage } from '../../message/message.service.js';

/** The order steps the buyer is told about; each is a text `message.order.<event>` (docs/messages.md). */
export type OrderEvent =
  | 'placed'
  | 'proofReceived'
  | 'paymentConfirmed'
  | 'paymentRejected'
  | 'paymentRejectedWithReason'
  | 'shipped'
  | 'shippedParcel'
  | 'completed'
  | 'cancelled';

/**
 * Tells the staff member who placed the order, inside the step's transaction (the message exists only if
 * the step commits), with a link to the order line page.
 */
export function sendOrderMessage(
  tx: Db,
  order: { id: number; orderNo: string; tenantId: number; staffId: number },
  event: OrderEvent,
  at: Date,
  params: Record<string, string | number> = {},
): Promise<void> {
  return sendMessage(
    tx,
    {
      tenantId: order.tenantId,
      staffId: order.staffId,
      group: 'order',
      textKey: `message.order.${event}`,
      params: { orderNo: order.orderNo, ...params },
      link: `/orderline/${order.id}`,
    },
    at,
  );
}
