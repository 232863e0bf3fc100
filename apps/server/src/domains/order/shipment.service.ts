import {
  CARRIER_CODES,
  LOGISTICS_EVENT_CODES,
  pickText,
  RECENT_SHIPMENTS_LIMIT,
  SHIPMENT_STATUSES,
  TEXTS,
} from '@emall/contract';
import type { DeliveryInfo, ExpressGroup, Lang } from '@emall/contract';
import type { StaffContext } from '../../platform/request-context.js';
import { ownerOf, requireOrder } from './order-read.service.js';
import type { OrderDeps } from './order.settings.js';
import {
  listLogisticsEvents,
  listShipmentLines,
  listShipments,
  type ShipmentRow,
} from './core/shipment.queries.js';

/** Most shipments of one order answered at once: far more parcels than any order has. */
const SHIPMENTS_PER_ORDER = 200;

function text(key: string, lang: Lang): string {
  const entry = TEXTS[key];
  return entry ? pickText(entry, lang) : key;
}

function oneOf<T extends string>(values: readonly T[], value: string): T {
  return values.find((v) => v === value) ?? (values[0] as T);
}

async function shipmentsOf(deps: OrderDeps, staff: StaffContext, orderId: string | undefined) {
  const owner = ownerOf(staff);
  if (orderId === undefined) return listShipments(deps.db, owner.tenantId, { limit: RECENT_SHIPMENTS_LIMIT });
  const order = await requireOrder(deps, owner, orderId);
  return listShipments(deps.db, owner.tenantId, { orderId: order.id, limit: SHIPMENTS_PER_ORDER });
}

function shipmentHead(row: ShipmentRow, lang: Lang) {
  const carrierCode = oneOf(CARRIER_CODES, row.carrierCode);
  return {
    shipmentId: String(row.id),
    orderId: String(row.orderId),
    carrierCode,
    carrierName: text(`order.carrier.${carrierCode}`, lang),
    expressNo: row.expressNo,
    shipTime: row.shippedAt.toISOString(),
  };
}

/**
 * Express groups: an order's parcels (or, without an order, the caller's latest) with what each
 * holds and the carrier's events, newest first. Another tenant's order answers 404.
 */
export async function expressGroups(
  deps: OrderDeps,
  staff: StaffContext,
  orderId: string | undefined,
  lang: Lang,
): Promise<ExpressGroup[]> {
  const shipments = await shipmentsOf(deps, staff, orderId);
  return withLinesAndEvents(deps, staff.tenantId, shipments, lang);
}

/** Every parcel of one order of `tenantId` (the console's order detail; the caller found the order). */
export async function orderExpressGroups(
  deps: OrderDeps,
  tenantId: number,
  orderId: number,
  lang: Lang,
): Promise<ExpressGroup[]> {
  const shipments = await listShipments(deps.db, tenantId, { orderId, limit: SHIPMENTS_PER_ORDER });
  return withLinesAndEvents(deps, tenantId, shipments, lang);
}

async function withLinesAndEvents(
  deps: OrderDeps,
  tenantId: number,
  shipments: readonly ShipmentRow[],
  lang: Lang,
): Promise<ExpressGroup[]> {
  const ids = shipments.map((s) => s.id);
  const [lines, events] = await Promise.all([
    listShipmentLines(deps.db, tenantId, ids),
    listLogisticsEvents(deps.db, ids),
  ]);
  return shipments.map((row) => ({
    ...shipmentHead(row, lang),
    dopOrderNo: row.orderNo,
    status: oneOf(SHIPMENT_STATUSES, row.status),
    deliveredTime: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    lines: lines
      .filter((l) => l.shipmentId === row.id)
      .map((l) => ({
        orderLineId: String(l.orderLineId),
        lineNo: l.lineNo,
        mfrPartNumber: l.mfrPartNumber,
        brandCode: l.brandCode,
        quantity: l.qty,
        qtyUnit: l.qtyUnit,
      })),
    events: events
      .filter((e) => e.shipmentId === row.id)
      .map((e) => {
        const eventCode = oneOf(LOGISTICS_EVENT_CODES, e.eventCode);
        return {
          eventTime: e.eventTime.toISOString(),
          eventCode,
          eventText: text(`order.logistics.${eventCode}`, lang),
          location: e.location,
          detail: e.detail,
        };
      }),
  }));
}

/** What has shipped of an order, or of one of its lines: one row per line and parcel. */
export async function deliveryInfo(
  deps: OrderDeps,
  staff: StaffContext,
  query: { orderId: string; orderLineId?: string | undefined },
  lang: Lang,
): Promise<DeliveryInfo[]> {
  const shipments = await shipmentsOf(deps, staff, query.orderId);
  const lines = await listShipmentLines(
    deps.db,
    staff.tenantId,
    shipments.map((s) => s.id),
  );
  const byId = new Map(shipments.map((s) => [s.id, s]));
  return lines
    .filter((l) => query.orderLineId === undefined || String(l.orderLineId) === query.orderLineId)
    .flatMap((l) => {
      const row = byId.get(l.shipmentId);
      if (!row) return [];
      return [
        {
          ...shipmentHead(row, lang),
          shipmentStatus: oneOf(SHIPMENT_STATUSES, row.status),
          orderLineId: String(l.orderLineId),
          lineNo: l.lineNo,
          mfrPartNumber: l.mfrPartNumber,
          brandCode: l.brandCode,
          quantity: l.qty,
          qtyUnit: l.qtyUnit,
        },
      ];
    });
}
