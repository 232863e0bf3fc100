import { z } from 'zod';
import { entityIdSchema } from './order.schemas.js';

/** Carriers the seller ships with; names are texts 'order.carrier.<code>'. */
export const CARRIER_CODES = ['SF', 'JD', 'ZTO', 'DEPPON'] as const;
/** Steps a carrier reports; texts 'order.logistics.<code>'. */
export const LOGISTICS_EVENT_CODES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'ARRIVED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'EXCEPTION',
] as const;
export const SHIPMENT_STATUSES = ['IN_TRANSIT', 'DELIVERED'] as const;

export type CarrierCode = (typeof CARRIER_CODES)[number];
export type LogisticsEventCode = (typeof LOGISTICS_EVENT_CODES)[number];
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const logisticsEventSchema = z.object({
  eventTime: z.string(),
  eventCode: z.enum(LOGISTICS_EVENT_CODES),
  /** The step in the caller's language. */
  eventText: z.string(),
  location: z.string(),
  /** The carrier's own words, as it reported them. */
  detail: z.string(),
});

export const shipmentLineSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  mfrPartNumber: z.string(),
  brandCode: z.string(),
  quantity: z.number().int(),
  qtyUnit: z.string(),
});

/** One parcel (an "express group"): carrier, tracking number, what is in it and where it went, newest event first. */
export const expressGroupSchema = z.object({
  shipmentId: z.string(),
  orderId: z.string(),
  dopOrderNo: z.string(),
  carrierCode: z.enum(CARRIER_CODES),
  carrierName: z.string(),
  expressNo: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shipTime: z.string(),
  deliveredTime: z.string().nullable(),
  lines: z.array(shipmentLineSchema),
  events: z.array(logisticsEventSchema),
});

/** getExpressGroup may have no body: without orderId it answers the caller's latest shipments. */
export const getExpressGroupBodySchema = z.object({ orderId: entityIdSchema.optional() }).nullish();
/** Most shipments answered without an orderId. */
export const RECENT_SHIPMENTS_LIMIT = 20;

/** One shipped quantity of one order line. */
export const deliveryInfoSchema = shipmentLineSchema.extend({
  shipmentId: z.string(),
  orderId: z.string(),
  carrierCode: z.enum(CARRIER_CODES),
  carrierName: z.string(),
  expressNo: z.string(),
  shipTime: z.string(),
  shipmentStatus: z.enum(SHIPMENT_STATUSES),
});

export const queryDeliveryInfoListBodySchema = z.object({
  orderId: entityIdSchema,
  orderLineId: entityIdSchema.optional(),
});

export type LogisticsEvent = z.infer<typeof logisticsEventSchema>;
export type ExpressGroup = z.infer<typeof expressGroupSchema>;
export type DeliveryInfo = z.infer<typeof deliveryInfoSchema>;
