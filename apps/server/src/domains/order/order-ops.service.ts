import { roundHalfUp } from '@emall/contract';
import type { Lang, OrderStatus } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type {
  OpsLogisticsEventInput,
  OpsOrderDetail,
  OpsOrderQuery,
  OpsOrderRow,
  OpsOrderStepAnswer,
  OpsShipInput,
} from '@emall/contract/ops';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import { auditPage, recordAudit, type AuditActor } from '../operator/audit.service.js';
import {
  addLogisticsEventIn,
  cancelOrderIn,
  completeOrderIn,
  confirmPaymentIn,
  recordShipmentIn,
  rejectPaymentProofIn,
} from './order-lifecycle.service.js';
import { findAnyOrder, pageAllOrders } from './core/ops.queries.js';
import { orderDetailOf, tenantOrderLines } from './order-read.service.js';
import { statusOf } from './core/view.js';
import { listOrderLines, lockOrder, ordersWithProof, type OrderRow } from './core/order.queries.js';
import type { OrderDeps } from './order.settings.js';
import { orderProofs, tenantProofFile } from './payment.service.js';
import { orderExpressGroups } from './shipment.service.js';
import { shopDayEnd, shopDayStart } from '../../platform/shop-day.js';

/** The operator's steps shown on an order: at most this many of its audit entries, newest first. */
const HISTORY_LIMIT = 50;

/** Every tenant's orders, newest first; "awaiting payment" is an order whose proof waits for the seller. */
export async function opsOrderPage(deps: OrderDeps, query: OpsOrderQuery) {
  const empty = { rows: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
  // "Awaiting payment" with another status chosen matches nothing, rather than one filter being ignored.
  if (query.awaitingPayment && query.status && query.status !== 'PROOF_UPLOADED') return empty;
  const page = await pageAllOrders(
    deps.db,
    {
      status: query.awaitingPayment ? 'PROOF_UPLOADED' : query.status,
      tenant: query.tenant || undefined,
      orderNo: query.orderNo || undefined,
      createdFrom: query.dateFrom ? shopDayStart(query.dateFrom) : undefined,
      createdBefore: query.dateTo ? shopDayEnd(query.dateTo) : undefined,
    },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const proofs = await ordersWithProof(
    deps.db,
    page.rows.map((r) => r.id),
  );
  const rows: OpsOrderRow[] = page.rows.map((row) => ({
    orderId: String(row.id),
    dopOrderNo: row.orderNo,
    tenantCode: row.acctTenantCode,
    custName: row.custName,
    staffName: row.staffName,
    status: statusOf(row.status),
    currency: row.currency,
    amount: roundHalfUp(row.amount, 2),
    createTime: row.createdAt.toISOString(),
    hasPaymentProof: proofs.has(row.id),
  }));
  return { rows, total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

async function requireAnyOrder(db: Db, orderId: string): Promise<OrderRow> {
  const order = await findAnyOrder(db, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/** The console's own proof download, with both ids in the query string. */
function proofUrl(orderId: number, proofId: number): string {
  return `${opsContract.opsOrder.downloadOpsPaymentProof.path}?orderId=${orderId}&proofId=${proofId}`;
}

export async function opsOrderDetail(deps: OrderDeps, orderId: string, lang: Lang): Promise<OpsOrderDetail> {
  const order = await requireAnyOrder(deps.db, orderId);
  const tenant = { tenantId: order.tenantId };
  const [detail, lines, proofs, shipments, history] = await Promise.all([
    orderDetailOf(deps, order, lang),
    tenantOrderLines(deps, tenant, order.id, lang),
    orderProofs(deps.db, tenant, order.id, (proofId) => proofUrl(order.id, proofId)),
    orderExpressGroups(deps, order.tenantId, order.id, lang),
    auditPage(
      deps.db,
      { pageNo: 1, pageSize: HISTORY_LIMIT, targetType: 'order', targetId: String(order.id) },
      deps.clock.now(),
    ),
  ]);
  return { order: detail, lines, proofs, shipments, history: history.rows };
}

/** The stored file of one of the order's proofs: another order's proof id answers 404. */
export async function opsProofFile(deps: OrderDeps, orderId: string, proofId: string) {
  const order = await requireAnyOrder(deps.db, orderId);
  return tenantProofFile(deps.db, { tenantId: order.tenantId }, proofId, order.id);
}

/** What a step needs: the order (locked), its tenant, the time and the caller's language. */
interface StepContext {
  tx: Db;
  order: OrderRow;
  tenant: { tenantId: number };
  at: Date;
  lang: Lang;
}

interface StepResult {
  status: OrderStatus;
  /** What else the step changed, for the audit entry's "after". */
  after?: Record<string, unknown>;
  /** The state before, beyond the order status (a parcel's status, shipped quantities). */
  before?: Record<string, unknown>;
  shipmentId?: string;
}

/**
 * Runs one seller step in one transaction with its audit entry: the order is locked first (so "before" is
 * the state the step changes), the step reuses the lifecycle inside the same transaction, and the entry
 * commits with it or not at all.
 */
async function runStep(
  deps: OrderDeps,
  actor: AuditActor,
  action: string,
  orderId: string,
  lang: Lang,
  step: (ctx: StepContext) => Promise<StepResult>,
): Promise<OpsOrderStepAnswer> {
  return deps.db.transaction(async (tx) => {
    const found = await findAnyOrder(tx, orderId);
    const order = found && (await lockOrder(tx, { tenantId: found.tenantId }, orderId));
    if (!order) throw new AppError('NOT_FOUND');
    const at = deps.clock.now();
    const result = await step({ tx, order, tenant: { tenantId: order.tenantId }, at, lang });
    await recordAudit(
      tx,
      actor,
      {
        action: `order.${action}`,
        targetType: 'order',
        targetId: order.id,
        before: { status: statusOf(order.status), ...result.before },
        after: { status: result.status, ...result.after },
      },
      at,
    );
    return {
      orderId: String(order.id),
      status: result.status,
      ...(result.shipmentId ? { shipmentId: result.shipmentId } : {}),
    };
  });
}

export function opsConfirmPayment(deps: OrderDeps, actor: AuditActor, orderId: string, lang: Lang) {
  return runStep(deps, actor, 'confirmPayment', orderId, lang, async ({ tx, tenant, at }) => ({
    status: await confirmPaymentIn(tx, tenant, orderId, at, lang),
  }));
}

export function opsRejectPaymentProof(
  deps: OrderDeps,
  actor: AuditActor,
  body: { orderId: string; reason: string },
  lang: Lang,
) {
  return runStep(deps, actor, 'rejectPaymentProof', body.orderId, lang, async ({ tx, tenant, at }) => ({
    status: await rejectPaymentProofIn(tx, tenant, body.orderId, at, { lang, reason: body.reason }),
    after: { reason: body.reason },
  }));
}

export function opsCompleteOrder(deps: OrderDeps, actor: AuditActor, orderId: string, lang: Lang) {
  return runStep(deps, actor, 'complete', orderId, lang, async ({ tx, tenant, at }) => ({
    status: await completeOrderIn(tx, tenant, orderId, at, lang),
  }));
}

export function opsCancelOrder(deps: OrderDeps, actor: AuditActor, orderId: string, lang: Lang) {
  return runStep(deps, actor, 'cancel', orderId, lang, async ({ tx, tenant, at }) => ({
    status: await cancelOrderIn(tx, tenant, orderId, at, lang),
  }));
}

/**
 * A parcel of chosen lines. Too many pieces of a line is told with the line and what is left (the
 * lifecycle would only say the state forbids it); an unknown line answers 404.
 */
export function opsShipOrder(deps: OrderDeps, actor: AuditActor, body: OpsShipInput, lang: Lang) {
  return runStep(deps, actor, 'ship', body.orderId, lang, async ({ tx, order, tenant, at }) => {
    const lines = await listOrderLines(tx, tenant, order.id);
    const byId = new Map(lines.map((l) => [String(l.id), l]));
    for (const wanted of body.lines) {
      const line = byId.get(wanted.orderLineId);
      if (!line) throw new AppError('NOT_FOUND');
      const left = line.qty - line.shippedQty;
      const shippable = line.status === 'PAID' || line.status === 'PART_SHIPPED';
      if (shippable && wanted.qty > left)
        throw new AppError('OPS_ORDER_SHIP_TOO_MANY', { lineNo: line.lineNo, left });
    }
    const shipped = (ids: readonly string[]) =>
      ids.map((id) => ({ orderLineId: id, shippedQty: byId.get(id)?.shippedQty ?? 0 }));
    const ids = body.lines.map((l) => l.orderLineId);
    const shipmentId = await recordShipmentIn(
      tx,
      tenant,
      {
        orderId: body.orderId,
        carrierCode: body.carrierCode,
        expressNo: body.expressNo,
        shippedAt: at,
        lines: body.lines,
      },
      lang,
    );
    const status = statusOf((await lockOrder(tx, tenant, body.orderId))?.status ?? order.status);
    return {
      status,
      shipmentId,
      before: { lines: shipped(ids) },
      after: {
        shipmentId,
        carrierCode: body.carrierCode,
        expressNo: body.expressNo,
        lines: body.lines.map((l) => ({
          orderLineId: l.orderLineId,
          qty: l.qty,
          shippedQty: (byId.get(l.orderLineId)?.shippedQty ?? 0) + l.qty,
        })),
      },
    };
  });
}

/** A carrier's step for a parcel of this order (a parcel of another order answers 404). */
export function opsAddLogisticsEvent(
  deps: OrderDeps,
  actor: AuditActor,
  body: OpsLogisticsEventInput,
  lang: Lang,
) {
  return runStep(deps, actor, 'addLogisticsEvent', body.orderId, lang, async ({ tx, order, tenant, at }) => {
    const parcels = await orderExpressGroups({ ...deps, db: tx }, order.tenantId, order.id, lang);
    const parcel = parcels.find((p) => p.shipmentId === body.shipmentId);
    if (!parcel) throw new AppError('NOT_FOUND');
    const event = {
      eventTime: body.eventTime ? new Date(body.eventTime) : at,
      eventCode: body.eventCode,
      location: body.location,
      detail: body.detail,
    };
    await addLogisticsEventIn(tx, tenant, body.shipmentId, event);
    return {
      status: statusOf(order.status),
      before: { shipmentId: parcel.shipmentId, shipmentStatus: parcel.status },
      after: {
        shipmentId: parcel.shipmentId,
        shipmentStatus: body.eventCode === 'DELIVERED' ? 'DELIVERED' : parcel.status,
        eventCode: body.eventCode,
        eventTime: event.eventTime.toISOString(),
        location: body.location,
        detail: body.detail,
      },
    };
  });
}
