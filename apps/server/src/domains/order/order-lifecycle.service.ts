import {
  canChangeStatus,
  DEFAULT_LANG,
  orderStatusOf,
  orderStatusText,
  pickText,
  shippingStatus,
  TEXTS,
} from '@emall/contract';
import type { CarrierCode, Lang, LogisticsEventCode, OrderStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { releaseStock } from '../catalog/stock-reservation.service.js';
import {
  listOrderLines,
  lockOrder,
  writeStatuses,
  type OrderLineRow,
  type OrderRow,
  type TenantScope,
} from './core/order.queries.js';
import {
  insertLogisticsEvent,
  insertShipment,
  lockShipment,
  markShipmentDelivered,
} from './core/shipment.queries.js';
import { statusOf } from './core/view.js';
import { sendOrderMessage, type OrderEvent } from './core/messages.js';

/**
 * The one place order and line statuses change (rules/order-status.ts decides what is allowed). The buyer
 * reaches it through the payment proof upload; the seller's steps (confirm or reject a payment, ship,
 * record carrier events, complete, cancel) are functions for the operator console (order-ops.service.ts),
 * the seed and the tests: the shop's API has no call for them. Each takes the order's tenant, never an order id alone.
 */

function refused(status: OrderStatus, lang: Lang): AppError {
  const name = TEXTS[orderStatusText(status)];
  return new AppError('ORDER_STATE_FORBIDS', { status: name ? pickText(name, lang) : status });
}

type MessageParams = Record<string, string | number>;

/** A carrier's name in each language, as a message's per-language params (`carrier.enUs`, …). */
function carrierNames(code: CarrierCode): MessageParams {
  const name = TEXTS[`order.carrier.${code}`];
  return name
    ? { 'carrier.zhCn': name.zhCn, 'carrier.zhTw': name.zhTw, 'carrier.enUs': name.enUs }
    : { carrier: code };
}

interface LineChange {
  status: OrderStatus;
  shippedQty: number;
}

/**
 * Locks the order, applies `change` to every line it returns a change for, checks each move against the
 * lifecycle, and stores the lines' and the derived order status; the buyer is told of `event` in the same
 * transaction. Answers the new order status.
 */
async function changeLines(
  tx: Db,
  tenant: TenantScope,
  orderId: string,
  at: Date,
  lang: Lang,
  change: (line: OrderLineRow, order: OrderRow) => LineChange | undefined,
  event?: { key: OrderEvent; params?: MessageParams | (() => MessageParams) },
): Promise<OrderStatus> {
  const order = await lockOrder(tx, tenant, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  const lines = await listOrderLines(tx, tenant, order.id);
  let touched = 0;
  const next = lines.map((line) => {
    const from = statusOf(line.status);
    const wanted = change(line, order);
    if (!wanted) return { id: line.id, status: from, shippedQty: line.shippedQty };
    if (!canChangeStatus(from, wanted.status)) throw refused(from, lang);
    touched += 1;
    return { id: line.id, ...wanted };
  });
  // A step that applies to no line (completing an order with nothing shipped) is refused too.
  if (touched === 0) throw refused(statusOf(order.status), lang);
  const status = orderStatusOf(next.map((n) => n.status));
  await writeStatuses(tx, order.id, next, status, at);
  // Params given as a function are read after `change` saw every line (a parcel names what it holds).
  if (event) {
    const params = typeof event.params === 'function' ? event.params() : event.params;
    await sendOrderMessage(tx, order, event.key, at, params);
  }
  return status;
}

/** Every line not cancelled moves to `to` (the payment steps are order-wide). */
function allActiveTo(to: OrderStatus) {
  return (line: OrderLineRow): LineChange | undefined =>
    line.status === 'CANCELLED' ? undefined : { status: to, shippedQty: line.shippedQty };
}

/** The buyer uploaded a payment proof (again): waiting for the seller to confirm it; the buyer is told it arrived. */
export function markProofUploaded(tx: Db, tenant: TenantScope, orderId: string, at: Date, lang: Lang) {
  return changeLines(tx, tenant, orderId, at, lang, allActiveTo('PROOF_UPLOADED'), { key: 'proofReceived' });
}

/**
 * The seller's steps come in two forms: `…In(tx, …)` runs inside the caller's transaction (the console
 * writes its audit entry in that same transaction), the plain form opens its own (the seed, the tests).
 * `lang` is the language of a refusal's text (the caller's), DEFAULT_LANG when no one is waiting for it.
 */

/** The seller saw the money arrive (or accepts the order on the customer's credit terms). */
export function confirmPaymentIn(
  tx: Db,
  tenant: TenantScope,
  orderId: string,
  at: Date,
  lang: Lang = DEFAULT_LANG,
) {
  return changeLines(tx, tenant, orderId, at, lang, allActiveTo('PAID'), { key: 'paymentConfirmed' });
}

export function confirmPayment(db: Db, tenant: TenantScope, orderId: string, at: Date) {
  return db.transaction((tx) => confirmPaymentIn(tx, tenant, orderId, at));
}

/**
 * The seller could not match the proof to a payment: the order waits for payment again. With a reason,
 * the buyer's message quotes it.
 */
export function rejectPaymentProofIn(
  tx: Db,
  tenant: TenantScope,
  orderId: string,
  at: Date,
  options: { lang?: Lang; reason?: string } = {},
) {
  const event = options.reason
    ? { key: 'paymentRejectedWithReason' as const, params: { reason: options.reason } }
    : { key: 'paymentRejected' as const };
  return changeLines(tx, tenant, orderId, at, options.lang ?? DEFAULT_LANG, allActiveTo('WAIT_PAY'), event);
}

export function rejectPaymentProof(db: Db, tenant: TenantScope, orderId: string, at: Date, reason?: string) {
  return db.transaction((tx) => rejectPaymentProofIn(tx, tenant, orderId, at, reason ? { reason } : {}));
}

/** The buyer received everything: shipped lines complete. */
export function completeOrderIn(
  tx: Db,
  tenant: TenantScope,
  orderId: string,
  at: Date,
  lang: Lang = DEFAULT_LANG,
) {
  return changeLines(
    tx,
    tenant,
    orderId,
    at,
    lang,
    (line) => (line.status === 'SHIPPED' ? { status: 'COMPLETED', shippedQty: line.shippedQty } : undefined),
    { key: 'completed' },
  );
}

export function completeOrder(db: Db, tenant: TenantScope, orderId: string, at: Date) {
  return db.transaction((tx) => completeOrderIn(tx, tenant, orderId, at));
}

/** Cancels an order that has not shipped; the stock its lines took goes back to the warehouses. */
export async function cancelOrderIn(
  tx: Db,
  tenant: TenantScope,
  orderId: string,
  at: Date,
  lang: Lang = DEFAULT_LANG,
) {
  const released: OrderLineRow[] = [];
  const status = await changeLines(
    tx,
    tenant,
    orderId,
    at,
    lang,
    (line) => {
      if (line.status === 'CANCELLED') return undefined;
      released.push(line);
      return { status: 'CANCELLED', shippedQty: line.shippedQty };
    },
    { key: 'cancelled' },
  );
  for (const line of released) {
    await releaseStock(tx, line.productId, line.stockAllocation as Record<string, number>);
  }
  return status;
}

export function cancelOrder(db: Db, tenant: TenantScope, orderId: string, at: Date) {
  return db.transaction((tx) => cancelOrderIn(tx, tenant, orderId, at));
}

export interface ShipmentInput {
  orderId: string;
  carrierCode: CarrierCode;
  expressNo: string;
  shippedAt: Date;
  /** Pieces of each order line in the parcel. */
  lines: readonly { orderLineId: string; qty: number }[];
}

/** A parcel left: its lines become partly shipped or shipped. Answers the shipment's id. */
export async function recordShipmentIn(
  tx: Db,
  tenant: TenantScope,
  input: ShipmentInput,
  lang: Lang = DEFAULT_LANG,
): Promise<string> {
  const parcel = new Map(input.lines.map((l) => [l.orderLineId, l.qty]));
  let shipmentLines: { orderLineId: number; qty: number }[] = [];
  // What is in the parcel, as the buyer's message names it: each part number with its pieces.
  const items: string[] = [];
  await changeLines(
    tx,
    tenant,
    input.orderId,
    input.shippedAt,
    lang,
    (line) => {
      const qty = parcel.get(String(line.id));
      if (qty === undefined) return undefined;
      if (!(qty > 0) || line.shippedQty + qty > line.qty) throw refused(statusOf(line.status), lang);
      shipmentLines = [...shipmentLines, { orderLineId: line.id, qty }];
      items.push(`${line.mfrPartNumber} × ${qty}`);
      const shippedQty = line.shippedQty + qty;
      return { status: shippingStatus(line.qty, shippedQty), shippedQty };
    },
    {
      key: 'shippedParcel',
      params: () => ({
        expressNo: input.expressNo,
        ...carrierNames(input.carrierCode),
        items: items.join(', '),
      }),
    },
  );
  if (shipmentLines.length !== parcel.size) throw new AppError('NOT_FOUND');
  return insertShipment(tx, {
    orderId: Number(input.orderId),
    tenantId: tenant.tenantId,
    carrierCode: input.carrierCode,
    expressNo: input.expressNo,
    shippedAt: input.shippedAt,
    lines: shipmentLines,
  });
}

export function recordShipment(db: Db, tenant: TenantScope, input: ShipmentInput): Promise<string> {
  return db.transaction((tx) => recordShipmentIn(tx, tenant, input));
}

export interface LogisticsEventInput {
  eventTime: Date;
  eventCode: LogisticsEventCode;
  location: string;
  detail: string;
}

/** A step the carrier reported; DELIVERED marks the parcel delivered. */
export async function addLogisticsEventIn(
  tx: Db,
  tenant: TenantScope,
  shipmentId: string,
  event: LogisticsEventInput,
): Promise<void> {
  const parcel = await lockShipment(tx, tenant.tenantId, shipmentId);
  if (!parcel) throw new AppError('NOT_FOUND');
  await insertLogisticsEvent(tx, parcel.id, event);
  if (event.eventCode === 'DELIVERED') await markShipmentDelivered(tx, parcel.id, event.eventTime);
}

export function addLogisticsEvent(
  db: Db,
  tenant: TenantScope,
  shipmentId: string,
  event: LogisticsEventInput,
): Promise<void> {
  return db.transaction((tx) => addLogisticsEventIn(tx, tenant, shipmentId, event));
}
