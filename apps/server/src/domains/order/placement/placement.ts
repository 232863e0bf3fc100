import {
  DEFAULT_DELIVERY_DAYS,
  deliveryDate,
  ORDER_EXCHANGE_RATE,
  orderAmount,
  type InvoiceTitle,
  type OrderAddress,
} from '@emall/contract';
import { reserveStock } from '../../catalog/stock-reservation.service.js';
import type { Db } from '../../../platform/db.js';
import type { PricedLine } from './pricing.js';
import { insertOrder, insertOrderLines, nextOrderId } from '../core/order.queries.js';
import { sendOrderMessage } from '../core/messages.js';
import { enqueueOpsMail } from '../../mail/mail.service.js';

/**
 * The customer fields an order copies from the customer record (the order create payload's acct*, cust*
 * fields).
 */
export interface OrderCustomer {
  acctTenantCode: string;
  acctCode: string;
  acctName: string;
  custCode: string;
  custName: string;
  saleOrg: string;
  custSector: string;
  billingCycle: number;
  currency: string;
  taxRate: string;
}

export interface OrderHeader {
  tenantId: number;
  staffId: number;
  staffName: string;
  supplyTenantCode: string;
  custOrderNo: string | null;
  deliveryMethod: string;
  shippingAddress: OrderAddress | null;
  invoiceTitle: Partial<InvoiceTitle> | null;
  customer: OrderCustomer;
  taxFlag: 'T' | 'F';
  orderSource: string;
  isFromCart: boolean;
  createdAt: Date;
}

export interface PlacedLine {
  orderLineId: string;
  spuId: string;
  mfrPartNumber: string;
  quantity: number;
  shortageFlag: 'T' | 'F';
  deliveryDate: string;
}

export interface PlacedOrder {
  orderId: string;
  orderNo: string;
  amount: string;
  lines: PlacedLine[];
}

/** 'EM' + the order's calendar day + its id: unique, sortable, and it says when it was placed. */
function orderNumber(id: number, createdAt: Date): string {
  const day = deliveryDate(createdAt, 0).replaceAll('-', '');
  return `EM${day}${String(id).padStart(6, '0')}`;
}

/**
 * Writes an order inside the caller's transaction: reserves each line's stock (in product order, so two
 * orders never lock the same products in opposite orders and deadlock), dates each line (3 days from
 * stock, else the part's delivery cycle: the shortage rule) and inserts the order and its
 * lines, waiting for payment. Prices must already be the server's (priceOrderLines).
 */
export async function placeOrder(
  tx: Db,
  header: OrderHeader,
  lines: readonly PricedLine[],
): Promise<PlacedOrder> {
  const allocations = new Map<number, Record<string, number> | null>();
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    allocations.set(line.lineNo, await reserveStock(tx, line.productId, line.qty));
  }
  const id = await nextOrderId(tx);
  const orderNo = orderNumber(id, header.createdAt);
  const amount = orderAmount(lines.map((l) => l.amount));
  await insertOrder(tx, {
    id,
    orderNo,
    tenantId: header.tenantId,
    staffId: header.staffId,
    staffName: header.staffName,
    supplyTenantCode: header.supplyTenantCode,
    custOrderNo: header.custOrderNo,
    status: 'WAIT_PAY',
    deliveryMethod: header.deliveryMethod,
    shippingAddress: header.shippingAddress,
    invoiceTitle: header.invoiceTitle,
    ...header.customer,
    exchangeRate: String(ORDER_EXCHANGE_RATE),
    taxFlag: header.taxFlag,
    amount,
    noTaxAmount: orderAmount(lines.map((l) => l.noTaxAmount)),
    orderSource: header.orderSource,
    isFromCart: header.isFromCart,
    createdAt: header.createdAt,
    updatedAt: header.createdAt,
  });
  const rows = lines.map((line) => {
    const allocation = allocations.get(line.lineNo) ?? null;
    const days = allocation ? DEFAULT_DELIVERY_DAYS : line.product.deliveryCycle;
    return {
      orderId: id,
      tenantId: header.tenantId,
      staffId: header.staffId,
      lineNo: line.lineNo,
      productId: line.productId,
      mfrPartNumber: line.product.mfrPartNumber,
      brandCode: line.product.brandCode,
      brandName: line.product.brandName,
      productCatalogName: line.product.productCatalogName,
      productDesc: line.product.productDesc,
      custPn: line.custPn,
      qty: line.qty,
      qtyUnit: line.product.qtyUnit,
      priceUnit: line.product.priceUnit,
      taxPrice: line.taxPrice,
      notTaxPrice: line.notTaxPrice,
      amount: line.amount,
      noTaxAmount: line.noTaxAmount,
      taxRate: line.product.taxRate,
      deliveryCycle: line.product.deliveryCycle,
      deliveryDate: deliveryDate(header.createdAt, days),
      shortageFlag: allocation === null,
      stockAllocation: allocation ?? {},
      status: 'WAIT_PAY',
      sendFactory: line.sendFactory,
    };
  });
  const ids = await insertOrderLines(tx, rows);
  await sendOrderMessage(
    tx,
    { id, orderNo, tenantId: header.tenantId, staffId: header.staffId },
    'placed',
    header.createdAt,
  );
  await enqueueOpsMail(
    tx,
    {
      kind: 'newOrder',
      params: { orderNo, amount: `${header.customer.currency} ${amount}` },
      link: '/ops/orders',
    },
    header.createdAt,
  );
  return {
    orderId: String(id),
    orderNo,
    amount,
    lines: rows.map((row, i) => ({
      orderLineId: String(ids[i] ?? ''),
      spuId: String(row.productId),
      mfrPartNumber: row.mfrPartNumber,
      quantity: row.qty,
      shortageFlag: row.shortageFlag ? 'T' : 'F',
      deliveryDate: row.deliveryDate,
    })),
  };
}
