import {
  ACCOUNT_TYPE_PREPAID,
  deliveryDate,
  deliveryDays,
  lineAmount,
  ORDER_EXCHANGE_RATE,
  ORDER_SOURCE,
  orderAmount,
} from '@emall/contract';
import type { CreateOrderListBody, CustOrderInfo, InvoiceTitle, Product } from '@emall/contract';
import { rowPrice } from '../../ui/row-price';

/**
 * One line of the order being confirmed: the product as the catalog prices it now, at the buyer's
 * quantity, with the money (docs/orders.md, quantities and money) computed by the contract's own rules (the
 * server computes the same and refuses the order when they differ).
 */
export interface ConfirmLine {
  product: Product;
  qty: number;
  custPn: string | null;
  taxPrice: string;
  notTaxPrice: string;
  /** Line amounts, 6 decimals: price × quantity ÷ price unit. */
  amount: string;
  noTaxAmount: string;
  /** The quantity is above the sellable stock: the line waits its delivery cycle. */
  isShortage: boolean;
  deliveryDate: string;
}

/** A product priced at `qty` (its price break), or null when it has no price and cannot be ordered. */
export function toConfirmLine(
  product: Product,
  qty: number,
  custPn: string | null,
  today: Date,
): ConfirmLine | null {
  const price = rowPrice(product, qty);
  if (!price || product.isErrPrice || product.isActive !== 'T') return null;
  return {
    product,
    qty,
    custPn: custPn ? custPn : null,
    taxPrice: price.taxPrice,
    notTaxPrice: price.notTaxPrice,
    amount: lineAmount(price.taxPrice, qty, product.priceUnit),
    noTaxAmount: lineAmount(price.notTaxPrice, qty, product.priceUnit),
    isShortage: qty > product.stock,
    // Today plus 3 days from stock, otherwise plus the part's delivery cycle.
    deliveryDate: deliveryDate(today, deliveryDays(qty, product.stock, product.deliveryCycle)),
  };
}

/** The order amount: the sum of the line amounts, 2 decimals, tax included. */
export function draftAmount(lines: readonly ConfirmLine[]): string {
  return orderAmount(lines.map((line) => line.amount));
}

/** Account type F pays before shipment (billing cycle 0); any other uses the customer's cycle. */
export function billingCycleOf(customer: Pick<CustOrderInfo, 'custAccountType' | 'billingCycle'>): number {
  return customer.custAccountType === ACCOUNT_TYPE_PREPAID ? 0 : customer.billingCycle;
}

/** The chosen shipping address as the payload's JSON text, or null when there is none. */
export interface DraftAddress {
  addressId: number;
  isDefault: 'T' | 'F';
  recipients: string;
  contactPhone: string;
  regionPath: string;
  detailAddr: string;
}

export interface OrderDraft {
  lines: readonly ConfirmLine[];
  customer: CustOrderInfo;
  deliveryMethod: string;
  address: DraftAddress | null;
  invoiceTitle: Partial<InvoiceTitle>;
  custOrderNo: string;
  taxFlag: 'T' | 'F';
  isDirectBuy: boolean;
}

/** The order create payload: exchange rate 1, source EMALL, isFromCart T unless direct buy. */
export function toCreateOrderBody(draft: OrderDraft): CreateOrderListBody {
  const { customer, taxFlag } = draft;
  return {
    deliveryMethod: draft.deliveryMethod,
    shippingAddress: draft.address ? JSON.stringify(draft.address) : null,
    invoiceTitle: JSON.stringify(draft.invoiceTitle),
    custOrderNo: draft.custOrderNo.trim() || null,
    acctTenantCode: customer.acctTenantCode,
    acctCode: customer.acctCode,
    acctName: customer.acctName,
    custCode: customer.custCode,
    custName: customer.custName,
    saleOrg: customer.saleOrg,
    custSector: customer.custSector,
    billingCycle: billingCycleOf(customer),
    exchangeRate: ORDER_EXCHANGE_RATE,
    taxFlag,
    taxRate: customer.taxRate,
    currency: customer.currency,
    amount: draftAmount(draft.lines),
    orderSource: ORDER_SOURCE,
    isFromCart: draft.isDirectBuy ? 'F' : 'T',
    orderLineList: draft.lines.map(({ product, ...line }) => ({
      spuId: product.spuId,
      mfrPn: product.mfrPartNumber,
      custPn: line.custPn,
      qty: line.qty,
      unit: product.qtyUnit,
      price: line.taxPrice,
      noTaxPrice: line.notTaxPrice,
      linePrice: taxFlag === 'T' ? line.taxPrice : line.notTaxPrice,
      priceUnit: product.priceUnit,
      amount: line.amount,
      noTaxAmount: line.noTaxAmount,
      deliveryDate: line.deliveryDate,
      taxFlag,
      taxRate: product.taxRate,
      brand: product.brandName,
      productCatalogName: product.productCatalogName,
      productName: product.productDesc,
      isShortage: line.isShortage ? 'T' : 'F',
      sendFactory: null,
    })),
  };
}
