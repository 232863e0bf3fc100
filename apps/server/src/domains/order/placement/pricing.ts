import {
  checkSearchQuantity,
  FIELD_MESSAGES,
  fillText,
  lineAmount,
  LINE_AMOUNT_DECIMALS,
  ORDER_AMOUNT_DECIMALS,
  orderAmount,
  pickText,
  QUANTITY_REASON_TEXT,
  quantityLimits,
  sameAmount,
  TEXTS,
} from '@emall/contract';
import type { Lang, OrderLineInput, Product } from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';

/** A line priced by the server from the catalog: what the order stores. */
export interface PricedLine {
  lineNo: number;
  product: Product;
  productId: number;
  qty: number;
  custPn: string | null;
  sendFactory: string | null;
  taxPrice: string;
  notTaxPrice: string;
  amount: string;
  noTaxAmount: string;
}

/** The server's price of `qty` pieces of a product, or null when the product has no price. */
export function priceLine(product: Product, qty: number) {
  if (product.taxPrice === null || product.notTaxPrice === null || product.isErrPrice) return null;
  return {
    taxPrice: product.taxPrice,
    notTaxPrice: product.notTaxPrice,
    amount: lineAmount(product.taxPrice, qty, product.priceUnit),
    noTaxAmount: lineAmount(product.notTaxPrice, qty, product.priceUnit),
  };
}

export type FieldProblems = Record<string, string>;

function changedTo(value: string | number, lang: Lang): string {
  return fillText(pickText(FIELD_MESSAGES.changedTo, lang), { value });
}

/**
 * What differs between a line the buyer saw and the catalog now, as `{field path: message}`: an unknown,
 * inactive or unpriced product, or any price, amount, price unit or tax rate that is not the server's.
 */
function lineChanges(line: OrderLineInput, index: number, product: Product | undefined, lang: Lang) {
  const path = `orderLineList.${index}`;
  const problems: FieldProblems = {};
  if (!product || product.isActive !== 'T') {
    problems[`${path}.spuId`] = pickText(FIELD_MESSAGES.unavailable, lang);
    return problems;
  }
  const price = priceLine(product, line.qty);
  if (!price) {
    problems[`${path}.spuId`] = pickText(FIELD_MESSAGES.notPriced, lang);
    return problems;
  }
  const shown = line.taxFlag === 'F' ? price.notTaxPrice : price.taxPrice;
  const checks: [string, string | undefined, string][] = [
    ['price', line.price, price.taxPrice],
    ['noTaxPrice', line.noTaxPrice, price.notTaxPrice],
    ['amount', line.amount, price.amount],
    ['noTaxAmount', line.noTaxAmount, price.noTaxAmount],
    ['linePrice', line.linePrice, shown],
  ];
  for (const [field, sent, computed] of checks) {
    if (sent !== undefined && !sameAmount(sent, computed, LINE_AMOUNT_DECIMALS))
      problems[`${path}.${field}`] = changedTo(computed, lang);
  }
  if (line.taxRate !== undefined && !sameAmount(line.taxRate, product.taxRate, 4))
    problems[`${path}.taxRate`] = changedTo(product.taxRate, lang);
  if (line.priceUnit !== undefined && line.priceUnit !== product.priceUnit)
    problems[`${path}.priceUnit`] = changedTo(product.priceUnit, lang);
  return problems;
}

/**
 * The quantity rules (docs/orders.md, quantities and money) at today's stock: package multiple, and the
 * minimum when above stock.
 */
function quantityProblem(line: OrderLineInput, product: Product, lang: Lang): string | undefined {
  const limits = {
    miniQty: product.miniQty,
    miniPkg: product.miniPkg,
    stock: product.emallRedundantStockQty,
  };
  const check = checkSearchQuantity(line.qty, limits);
  if (check.ok) return undefined;
  const { miniQty, miniPkg } = quantityLimits(limits);
  const text = TEXTS[QUANTITY_REASON_TEXT[check.reason]];
  const n = check.reason === 'BELOW_MINIMUM' ? miniQty : miniPkg;
  return text ? fillText(pickText(text, lang), { n }) : undefined;
}

/** The order amount the server computes, when every line has a price. */
function totalOf(
  lines: readonly OrderLineInput[],
  products: ReadonlyMap<string, Product>,
): string | undefined {
  const amounts = lines.map((line) => {
    const product = products.get(line.spuId);
    return product ? priceLine(product, line.qty)?.amount : undefined;
  });
  return amounts.every((a) => a !== undefined) ? orderAmount(amounts) : undefined;
}

/**
 * Prices every line from the catalog (`products`, priced at each line's quantity) and checks the order
 * amount (2 decimals). Refuses with 409 ORDER_CHANGED, naming each changed field, when anything the buyer
 * saw is stale; then with 400 when a quantity breaks the package rules.
 */
export function priceOrderLines(
  lines: readonly OrderLineInput[],
  sentAmount: string,
  products: ReadonlyMap<string, Product>,
  lang: Lang,
): PricedLine[] {
  const changes: FieldProblems = {};
  lines.forEach((line, i) => Object.assign(changes, lineChanges(line, i, products.get(line.spuId), lang)));
  const total = totalOf(lines, products);
  if (total !== undefined && !sameAmount(sentAmount, total, ORDER_AMOUNT_DECIMALS))
    changes.amount = changedTo(total, lang);
  if (Object.keys(changes).length > 0) throw new AppError('ORDER_CHANGED', {}, changes);

  const invalid: FieldProblems = {};
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.spuId);
    const price = product ? priceLine(product, line.qty) : null;
    if (!product || !price) return;
    const problem = quantityProblem(line, product, lang);
    if (problem) invalid[`orderLineList.${i}.qty`] = problem;
    priced.push({
      lineNo: i + 1,
      product,
      productId: product.id,
      qty: line.qty,
      custPn: line.custPn ? line.custPn : null,
      sendFactory: line.sendFactory ?? null,
      ...price,
    });
  });
  if (Object.keys(invalid).length > 0) throw new AppError('VALIDATION_FAILED', {}, invalid);
  return priced;
}
