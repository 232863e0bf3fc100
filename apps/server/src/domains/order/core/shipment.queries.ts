import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LogisticsEventCode } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { logisticsEvent, orderLine, purchaseOrder, shipment, shipmentLine } from './order.tables.js';

export async function insertShipment(
  tx: Db,
  input: {
    orderId: number;
    tenantId: number;
    carrierCode: string;
    expressNo: string;
    shippedAt: Date;
    lines: readonly { orderLineId: number; qty: number }[];
  },
): Promise<string> {
  const [row] = await tx
    .insert(shipment)
    .values({
      orderId: input.orderId,
      tenantId: input.tenantId,
      carrierCode: input.carrierCode,
      expressNo: input.expressNo,
      status: 'IN_TRANSIT',
      shippedAt: input.shippedAt,
    })
    .returning({ id: shipment.id });
  if (!row) throw new Error('shipment not inserted');
  await tx.insert(shipmentLine).values(input.lines.map((l) => ({ shipmentId: row.id, ...l })));
  return String(row.id);
}

export async function lockShipment(tx: Db, tenantId: number, shipmentId: string) {
  const [row] = await tx
    .select({ id: shipment.id })
    .from(shipment)
    .where(and(eq(shipment.id, Number(shipmentId)), eq(shipment.tenantId, tenantId)))
    .for('update');
  return row;
}

export async function insertLogisticsEvent(
  tx: Db,
  shipmentId: number,
  event: { eventTime: Date; eventCode: LogisticsEventCode; location: string; detail: string },
): Promise<void> {
  await tx.insert(logisticsEvent).values({ shipmentId, ...event });
}

export async function markShipmentDelivered(tx: Db, shipmentId: number, at: Date): Promise<void> {
  await tx.update(shipment).set({ status: 'DELIVERED', deliveredAt: at }).where(eq(shipment.id, shipmentId));
}

const shipmentColumns = {
  id: shipment.id,
  orderId: shipment.orderId,
  orderNo: purchaseOrder.orderNo,
  carrierCode: shipment.carrierCode,
  expressNo: shipment.expressNo,
  status: shipment.status,
  shippedAt: shipment.shippedAt,
  deliveredAt: shipment.deliveredAt,
};

/** The tenant's shipments, of one order or the latest `limit`, newest first. */
export async function listShipments(
  db: Db,
  tenantId: number,
  filter: { orderId?: number | undefined; limit: number },
) {
  return db
    .select(shipmentColumns)
    .from(shipment)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, shipment.orderId))
    .where(
      and(
        eq(shipment.tenantId, tenantId),
        eq(purchaseOrder.tenantId, tenantId),
        filter.orderId === undefined ? undefined : eq(shipment.orderId, filter.orderId),
      ),
    )
    .orderBy(desc(shipment.shippedAt), desc(shipment.id))
    .limit(filter.limit);
}

export type ShipmentRow = Awaited<ReturnType<typeof listShipments>>[number];

/** What each shipment holds, with the order line's part, in line order. */
export async function listShipmentLines(db: Db, tenantId: number, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select({
      shipmentId: shipmentLine.shipmentId,
      orderLineId: shipmentLine.orderLineId,
      qty: shipmentLine.qty,
      lineNo: orderLine.lineNo,
      mfrPartNumber: orderLine.mfrPartNumber,
      brandCode: orderLine.brandCode,
      qtyUnit: orderLine.qtyUnit,
    })
    .from(shipmentLine)
    .innerJoin(orderLine, eq(orderLine.id, shipmentLine.orderLineId))
    .where(and(inArray(shipmentLine.shipmentId, [...shipmentIds]), eq(orderLine.tenantId, tenantId)))
    .orderBy(asc(orderLine.lineNo));
}

export async function listLogisticsEvents(db: Db, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(logisticsEvent)
    .where(inArray(logisticsEvent.shipmentId, [...shipmentIds]))
    .orderBy(desc(logisticsEvent.eventTime), desc(logisticsEvent.id));
}
