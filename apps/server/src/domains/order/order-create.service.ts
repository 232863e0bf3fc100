import { DIC_CODE, FIELD_MESSAGES, fillText, ORDER_PARAM, pickText, sameAmount } from '@emall/contract';
import type { CreatedOrder, CreateOrderListInput, CustOrderInfo, Lang, OrderAddress } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { sessionUser } from '../account/auth.service.js';
import { custOrderInfo } from '../account/customer.service.js';
import { removeCartLines } from '../cart/cart.service.js';
import { productsForLines } from '../catalog/catalog.service.js';
import { dictionaryValues, serverParamValues } from '../system/system.service.js';
import { requestHash, requireIdempotencyKey } from '../../platform/idempotency-key.js';
import { claimIdempotencyKey, rememberAnswer, replayedAnswer } from './placement/idempotency.js';
import { placeOrder, type OrderCustomer, type OrderHeader } from './placement/placement.js';
import { applyCartQuotes, markOrderedQuotes } from './placement/quotes.js';
import { priceOrderLines, type FieldProblems } from './placement/pricing.js';
import { ownerOf } from './order-read.service.js';
import type { OrderDeps } from './order.settings.js';

/**
 * The seller's tenant code when EMALL_SUPPLY_TENANT_CODE is missing (docs/operations.md, "System
 * parameters").
 */
const DEFAULT_SUPPLY_TENANT_CODE = '64';

function changedTo(value: string | number, lang: Lang): string {
  return fillText(pickText(FIELD_MESSAGES.changedTo, lang), { value });
}

/**
 * The customer fields come from the server's record. A body naming another tenant is refused (403); a
 * billing cycle, currency or tax rate other than the record's means the page is stale (409).
 */
function checkCustomer(body: CreateOrderListInput, customer: CustOrderInfo, lang: Lang): OrderCustomer {
  if (body.acctTenantCode && body.acctTenantCode !== customer.acctTenantCode) throw new AppError('FORBIDDEN');
  const changes: FieldProblems = {};
  if (body.billingCycle !== undefined && body.billingCycle !== customer.billingCycle)
    changes.billingCycle = changedTo(customer.billingCycle, lang);
  if (body.currency && body.currency !== customer.currency)
    changes.currency = changedTo(customer.currency, lang);
  if (body.taxRate !== undefined && !sameAmount(body.taxRate, customer.taxRate, 4))
    changes.taxRate = changedTo(customer.taxRate, lang);
  if (Object.keys(changes).length > 0) throw new AppError('ORDER_CHANGED', {}, changes);
  return {
    acctTenantCode: customer.acctTenantCode,
    acctCode: customer.acctCode,
    acctName: customer.acctName,
    custCode: customer.custCode,
    custName: customer.custName,
    saleOrg: customer.saleOrg,
    custSector: customer.custSector,
    billingCycle: customer.billingCycle,
    currency: customer.currency,
    taxRate: customer.taxRate,
  };
}

function invalid(field: string, lang: Lang): AppError {
  return new AppError('VALIDATION_FAILED', {}, { [field]: pickText(FIELD_MESSAGES.invalidValue, lang) });
}

async function checkDeliveryMethod(deps: OrderDeps, method: string, lang: Lang): Promise<void> {
  const methods = await dictionaryValues(deps, DIC_CODE.deliveryMethod, lang);
  if (!methods.some((m) => m.dicValue === method)) throw invalid('deliveryMethod', lang);
}

/** The address copied onto the order: one of the customer's own by addressId, else as the buyer typed it. */
function orderAddress(body: CreateOrderListInput, customer: CustOrderInfo, lang: Lang): OrderAddress | null {
  const sent = body.shippingAddress;
  if (!sent) return null;
  if (sent.addressId === undefined) {
    return {
      recipients: sent.recipients,
      contactPhone: sent.contactPhone,
      regionPath: sent.regionPath,
      detailAddr: sent.detailAddr,
    };
  }
  const stored = customer.shippingAddressPoList.find((a) => a.addressId === sent.addressId);
  if (!stored) throw invalid('shippingAddress.addressId', lang);
  const { recipients, contactPhone, regionPath, detailAddr } = stored;
  return { recipients, contactPhone, regionPath, detailAddr };
}

async function supplyTenantCode(deps: OrderDeps): Promise<string> {
  const values = await serverParamValues(deps, [ORDER_PARAM.supplyTenantCode]);
  return values[ORDER_PARAM.supplyTenantCode]?.trim() || DEFAULT_SUPPLY_TENANT_CODE;
}

/**
 * The confirm page's createOrderList (docs/orders.md, "Placing an order"). Checks the request outside the
 * transaction, then in one transaction: claims the idempotency key, prices every line from the catalog (409
 * when the buyer's view is stale), reserves stock (a line the stock cannot serve becomes a shortage line),
 * writes the order, takes the ordered parts out of the cart when the order came from it, and stores the
 * answer for replays.
 */
export async function createOrderList(
  deps: OrderDeps,
  staff: StaffContext,
  body: CreateOrderListInput,
  keyHeader: string | string[] | undefined,
  lang: Lang,
): Promise<CreatedOrder> {
  const key = requireIdempotencyKey(keyHeader, lang);
  const owner = ownerOf(staff);
  const hash = requestHash(body);
  const replay = await replayedAnswer(deps.db, owner, key, hash);
  if (replay) return replay;

  const customerInfo = await custOrderInfo(deps.account, staff);
  const customer = checkCustomer(body, customerInfo, lang);
  await checkDeliveryMethod(deps, body.deliveryMethod, lang);
  const [user, supplier] = await Promise.all([
    sessionUser(deps.account, staff.staffId, lang),
    supplyTenantCode(deps),
  ]);
  const now = deps.clock.now();
  const header: OrderHeader = {
    tenantId: owner.tenantId,
    staffId: owner.staffId,
    staffName: user.staffPo.staffName,
    supplyTenantCode: supplier,
    custOrderNo: body.custOrderNo || null,
    deliveryMethod: body.deliveryMethod,
    shippingAddress: orderAddress(body, customerInfo, lang),
    invoiceTitle: body.invoiceTitle ?? null,
    customer,
    taxFlag: body.taxFlag,
    orderSource: body.orderSource,
    isFromCart: body.isFromCart,
    createdAt: now,
  };

  return deps.db.transaction(async (tx) => {
    const earlier = await claimIdempotencyKey(tx, owner, key, hash, now);
    if (earlier) return earlier;
    const lines = body.orderLineList;
    const products = await productsForLines(
      { readDb: tx },
      lines.map((l) => ({ spuId: l.spuId, quantity: l.qty })),
      lang,
    );
    const quotes = body.isFromCart ? await applyCartQuotes(tx, staff, lines, products, now) : [];
    const priced = priceOrderLines(lines, body.amount, products, lang);

    const placed = await placeOrder(tx, header, priced);
    await markOrderedQuotes(tx, staff, quotes, now);
    if (body.isFromCart)
      await removeCartLines(
        tx,
        staff,
        lines.map((l) => l.spuId),
      );
    const answer: CreatedOrder = {
      orderId: placed.orderId,
      dopOrderNo: placed.orderNo,
      status: 'WAIT_PAY',
      currency: customer.currency,
      amount: placed.amount,
      lineCount: placed.lines.length,
      shortageLineCount: placed.lines.filter((l) => l.shortageFlag === 'T').length,
      orderLineList: placed.lines,
    };
    await rememberAnswer(tx, owner, key, answer);
    return answer;
  });
}
