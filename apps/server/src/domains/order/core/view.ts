import { deliveryDate, ORDER_STATUSES, orderStatusSchema, roundHalfUp, taxAmount } from '@emall/contract';
import type { OrderDetail, OrderLine, OrderStatus, OrderSummary } from '@emall/contract';
import { z } from 'zod';
import type { OrderLineRow, OrderRow } from './order.queries.js';

/** Names in the caller's language, when the catalog still has the product. */
export interface LocalNames {
  brandName: string;
  productCatalogName: string;
}

export function statusOf(value: string): OrderStatus {
  const parsed = orderStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : 'WAIT_PAY';
}

export function toOrderLine(row: OrderLineRow, names?: LocalNames): OrderLine {
  return {
    orderLineId: String(row.id),
    orderId: String(row.orderId),
    lineNo: row.lineNo,
    status: statusOf(row.status),
    custPn: row.custPn,
    spuId: String(row.productId),
    mfrPartNumber: row.mfrPartNumber,
    brandCode: row.brandCode,
    brandName: names?.brandName ?? row.brandName,
    productCatalogName: names?.productCatalogName ?? row.productCatalogName,
    productDesc: row.productDesc,
    quantity: row.qty,
    qtyUnit: row.qtyUnit,
    taxPrice: row.taxPrice,
    notTaxPrice: row.notTaxPrice,
    priceUnit: row.priceUnit,
    amount: row.amount,
    noTaxAmount: row.noTaxAmount,
    taxRate: row.taxRate,
    deliveryCycle: row.deliveryCycle,
    deliveryDate: row.deliveryDate,
    shortageFlag: row.shortageFlag ? 'T' : 'F',
    shippedQty: row.shippedQty,
  };
}

export interface SummaryExtras {
  lineCount: number;
  hasPaymentProof: boolean;
  deliveryMethodName: string;
}

export function toOrderSummary(row: OrderRow, extras: SummaryExtras): OrderSummary {
  return {
    orderId: String(row.id),
    dopOrderNo: row.orderNo,
    custOrderNo: row.custOrderNo,
    supplyTenantCode: row.supplyTenantCode,
    status: statusOf(row.status),
    createTime: row.createdAt.toISOString(),
    staffName: row.staffName,
    currency: row.currency,
    amount: roundHalfUp(row.amount, 2),
    noTaxAmount: roundHalfUp(row.noTaxAmount, 2),
    taxAmount: taxAmount(row.amount, row.noTaxAmount),
    taxFlag: row.taxFlag === 'F' ? 'F' : 'T',
    deliveryMethod: row.deliveryMethod,
    deliveryMethodName: extras.deliveryMethodName,
    billingCycle: row.billingCycle,
    isFromCart: row.isFromCart ? 'T' : 'F',
    orderSource: row.orderSource,
    lineCount: extras.lineCount,
    hasPaymentProof: extras.hasPaymentProof,
  };
}

const addressSchema = z.object({
  recipients: z.string().catch(''),
  contactPhone: z.string().catch(''),
  regionPath: z.string().catch(''),
  detailAddr: z.string().catch(''),
});
const invoiceSchema = z.record(z.string(), z.unknown());

/**
 * The day payment is due: the order day plus the billing cycle (account type F has cycle 0: it pays at once).
 */
export function paymentDueDate(row: OrderRow): string {
  return deliveryDate(row.createdAt, row.billingCycle);
}

export function toOrderDetail(
  row: OrderRow,
  extras: SummaryExtras,
  statusCounts: ReadonlyMap<string, number>,
): OrderDetail {
  const address = row.shippingAddress ? addressSchema.safeParse(row.shippingAddress) : null;
  const invoice = row.invoiceTitle ? invoiceSchema.safeParse(row.invoiceTitle) : null;
  const invoiceTitle = invoice?.success
    ? Object.fromEntries(Object.entries(invoice.data).filter(([, v]) => typeof v === 'string'))
    : null;
  return {
    ...toOrderSummary(row, extras),
    acctTenantCode: row.acctTenantCode,
    acctCode: row.acctCode,
    acctName: row.acctName,
    custCode: row.custCode,
    custName: row.custName,
    saleOrg: row.saleOrg,
    custSector: row.custSector,
    exchangeRate: row.exchangeRate,
    taxRate: row.taxRate,
    shippingAddress: address?.success ? address.data : null,
    invoiceTitle,
    lineStatusCounts: Object.fromEntries(
      ORDER_STATUSES.map((s) => [s, statusCounts.get(s) ?? 0]),
    ) as OrderDetail['lineStatusCounts'],
    paymentDueDate: paymentDueDate(row),
  };
}
