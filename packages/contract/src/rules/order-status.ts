/**
 * The order lifecycle (docs/orders.md, "Lifecycle"), in one place for the server, the seed and the web.
 * Payment is order-wide: every line of an order waits for payment, gets its proof and is paid together.
 * Shipping is per line: a line is partly shipped until all its quantity left in shipments. The order's own
 * status is derived from its lines (`orderStatusOf`), so the two can never disagree.
 * docs/order-lifecycle.md shows the same table.
 */
export const ORDER_STATUSES = [
  'WAIT_PAY',
  'PROOF_UPLOADED',
  'PAID',
  'PART_SHIPPED',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The text key of each status ('order.status.WAIT_PAY', ...), present in the text catalogue. */
export function orderStatusText(status: OrderStatus): string {
  return `order.status.${status}`;
}

/**
 * Allowed moves of a line (and so of its order). A proof may be uploaded again while the seller has not
 * confirmed it; the seller may reject a proof (back to waiting for payment). Shipped goods cannot be
 * cancelled here: returns are outside the shop.
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  WAIT_PAY: ['PROOF_UPLOADED', 'PAID', 'CANCELLED'],
  PROOF_UPLOADED: ['PROOF_UPLOADED', 'WAIT_PAY', 'PAID', 'CANCELLED'],
  PAID: ['PART_SHIPPED', 'SHIPPED', 'CANCELLED'],
  PART_SHIPPED: ['PART_SHIPPED', 'SHIPPED'],
  SHIPPED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses a line may move to from `from`. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

/** States in which the buyer may upload a payment proof. */
export function acceptsPaymentProof(status: OrderStatus): boolean {
  return canChangeStatus(status, 'PROOF_UPLOADED');
}

/** A paid line's status after `shippedQty` of its `qty` pieces left: paid, partly shipped or shipped. */
export function shippingStatus(qty: number, shippedQty: number): 'PAID' | 'PART_SHIPPED' | 'SHIPPED' {
  if (shippedQty <= 0) return 'PAID';
  return shippedQty >= qty ? 'SHIPPED' : 'PART_SHIPPED';
}

const PAYMENT_ORDER: readonly OrderStatus[] = ['WAIT_PAY', 'PROOF_UPLOADED', 'PAID'];

/**
 * The order's status from its lines' statuses. Cancelled lines do not count unless every line is
 * cancelled. Then: all completed → completed; all shipped or completed → shipped; any shipment → partly
 * shipped; otherwise the least advanced payment state. An order without lines counts as cancelled.
 */
export function orderStatusOf(lineStatuses: readonly OrderStatus[]): OrderStatus {
  const active: readonly OrderStatus[] = lineStatuses.filter((s) => s !== 'CANCELLED');
  if (active.length === 0) return 'CANCELLED';
  if (active.every((s) => s === 'COMPLETED')) return 'COMPLETED';
  if (active.every((s) => s === 'SHIPPED' || s === 'COMPLETED')) return 'SHIPPED';
  if (active.some((s) => s === 'PART_SHIPPED' || s === 'SHIPPED' || s === 'COMPLETED')) return 'PART_SHIPPED';
  return PAYMENT_ORDER.find((p) => active.includes(p)) ?? 'PAID';
}
