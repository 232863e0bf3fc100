import {
  lineAmount,
  orderAmount,
  ORDER_SOURCE,
  type CreateOrderListInput,
  type ExpressGroup,
  type Lang,
  type Order,
  type OrderLine,
  type OrderSummary,
  type V1CreateOrderBody,
  type v1CreatedOrderSchema,
  type v1OrderLineSchema,
  type v1OrderSchema,
  type v1ShipmentSchema,
} from '@emall/contract';
import type { z } from 'zod';
import type { StaffContext } from '../../platform/request-context.js';
import { productsForLines } from '../catalog/catalog.service.js';
import { createOrderList } from '../order/order-create.service.js';
import { listOrders, orderDetail, orderLinePage } from '../order/order-read.service.js';
import { expressGroups } from '../order/shipment.service.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { cursorOf, offsetOf } from './v1-cursor.js';

type V1Order = z.input<typeof v1OrderSchema>;
type V1OrderLine = z.input<typeof v1OrderLineSchema>;

function orderDeps(deps: BuyerApiDeps) {
  return { db: deps.db, readDb: deps.readDb, clock: deps.clock, account: deps.account };
}

/**
 * The page's order payload for an API order: the client's unit prices (tax included and not) are what the page's
 * rule compares with the catalog's (a stale one refuses the order with 409 ORDER_CHANGED), the amounts are worked
 * from them by the shop's own amount rules. Built only from the request and the part's price unit, so the same
 * request hashes the same on a retry (the order's idempotency compares hashes).
 */
async function pageBodyOf(
  deps: BuyerApiDeps,
  body: V1CreateOrderBody,
  lang: Lang,
): Promise<CreateOrderListInput> {
  const products = await productsForLines(
    { readDb: deps.catalogDb },
    body.lines.map((l) => ({ spuId: l.productId })),
    lang,
  );
  const lines = body.lines.map((line) => {
    const priceUnit = products.get(line.productId)?.priceUnit ?? 1;
    return {
      spuId: line.productId,
      qty: line.quantity,
      custPn: line.customerPartNumber ?? null,
      price: line.unitPrice,
      noTaxPrice: line.unitPriceExcludingTax,
      amount: lineAmount(line.unitPrice, line.quantity, priceUnit),
      priceUnit,
    };
  });
  return {
    deliveryMethod: body.deliveryMethod,
    shippingAddress: addressOf(body),
    invoiceTitle: null,
    custOrderNo: body.customerOrderNumber ?? null,
    taxFlag: 'T',
    amount: orderAmount(lines.map((l) => l.amount)),
    orderSource: ORDER_SOURCE,
    isFromCart: false,
    orderLineList: lines,
  };
}

/** An address-book entry (the order copies it; the other fields are then not read) or the address sent. */
function addressOf(body: V1CreateOrderBody): CreateOrderListInput['shippingAddress'] {
  if (body.shippingAddressId !== undefined)
    return {
      addressId: body.shippingAddressId,
      recipients: '-',
      contactPhone: '-',
      regionPath: '',
      detailAddr: '-',
    };
  const sent = body.shippingAddress;
  if (!sent) return null;
  return {
    recipients: sent.recipient,
    contactPhone: sent.phone,
    regionPath: sent.region,
    detailAddr: sent.street,
  };
}

export async function v1CreateOrder(
  deps: BuyerApiDeps,
  staff: StaffContext,
  body: V1CreateOrderBody,
  idempotencyKey: string | string[] | undefined,
  lang: Lang,
): Promise<z.input<typeof v1CreatedOrderSchema>> {
  const created = await createOrderList(
    orderDeps(deps),
    staff,
    await pageBodyOf(deps, body, lang),
    idempotencyKey,
    lang,
  );
  return {
    orderId: created.orderId,
    orderNumber: created.dopOrderNo,
    status: created.status,
    currency: created.currency,
    amount: created.amount,
    lineCount: created.lineCount,
    shortageLineCount: created.shortageLineCount,
  };
}

function toV1Order(order: OrderSummary): V1Order {
  return {
    orderId: order.orderId,
    orderNumber: order.dopOrderNo,
    customerOrderNumber: order.custOrderNo,
    status: order.status,
    createdAt: order.createTime,
    currency: order.currency,
    amount: order.amount,
    amountExcludingTax: order.noTaxAmount,
    deliveryMethod: order.deliveryMethod,
    lineCount: order.lineCount,
  };
}

function toV1OrderLine(line: OrderLine): V1OrderLine {
  return {
    orderLineId: line.orderLineId,
    lineNumber: line.lineNo,
    productId: line.spuId,
    partNumber: line.mfrPartNumber,
    maker: line.brandName,
    customerPartNumber: line.custPn,
    quantity: line.quantity,
    shippedQuantity: line.shippedQty,
    unitPrice: line.taxPrice,
    amount: line.amount,
    status: line.status,
    deliveryDate: line.deliveryDate,
  };
}

export async function v1ListOrders(
  deps: BuyerApiDeps,
  staff: StaffContext,
  query: { status?: Order['status'] | undefined; limit: number; cursor?: string | undefined },
  lang: Lang,
) {
  const offset = offsetOf(query.cursor, lang);
  const pageNo = Math.floor(offset / query.limit) + 1;
  const page = await listOrders(
    orderDeps(deps),
    staff,
    { pageNo, pageSize: query.limit, status: query.status },
    lang,
  );
  const end = (pageNo - 1) * query.limit + page.rows.length;
  return {
    items: page.rows.map(toV1Order),
    nextCursor: end < page.total && page.rows.length > 0 ? cursorOf(end) : null,
  };
}

export async function v1Order(deps: BuyerApiDeps, staff: StaffContext, orderId: string, lang: Lang) {
  return toV1Order(await orderDetail(orderDeps(deps), staff, orderId, lang));
}

export async function v1OrderLines(
  deps: BuyerApiDeps,
  staff: StaffContext,
  orderId: string,
  query: { limit: number; cursor?: string | undefined },
  lang: Lang,
) {
  const offset = offsetOf(query.cursor, lang);
  const pageNo = Math.floor(offset / query.limit) + 1;
  const page = await orderLinePage(orderDeps(deps), staff, { orderId, pageNo, pageSize: query.limit }, lang);
  const end = (pageNo - 1) * query.limit + page.rows.length;
  return {
    items: page.rows.map(toV1OrderLine),
    nextCursor: end < page.total && page.rows.length > 0 ? cursorOf(end) : null,
  };
}

function toV1Shipment(group: ExpressGroup): z.input<typeof v1ShipmentSchema> {
  return {
    shipmentId: group.shipmentId,
    orderId: group.orderId,
    carrier: group.carrierCode,
    carrierName: group.carrierName,
    trackingNumber: group.expressNo,
    status: group.status,
    shippedAt: group.shipTime,
    deliveredAt: group.deliveredTime,
    lines: group.lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.quantity })),
    events: group.events.map((e) => ({ at: e.eventTime, description: e.eventText })),
  };
}

export async function v1Shipments(deps: BuyerApiDeps, staff: StaffContext, orderId: string, lang: Lang) {
  // The order first: another tenant's order answers 404 here, not an empty list.
  await orderDetail(orderDeps(deps), staff, orderId, lang);
  const groups = await expressGroups(orderDeps(deps), staff, orderId, lang);
  return { items: groups.map(toV1Shipment) };
}
