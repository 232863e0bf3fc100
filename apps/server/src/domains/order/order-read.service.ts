import { DIC_CODE } from '@emall/contract';
import type { Lang, Order, OrderCounts, OrderDetail, OrderLine, OrderStatus } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsForLines } from '../catalog/catalog.service.js';
import { dictionaryValues } from '../system/system.service.js';
import {
  countOrdersByStatus,
  linesOfOrders,
  lineStatusCounts,
  pageOrderLines,
  pageOrders,
  type OrderFilter,
} from './core/list.queries.js';
import {
  findOrder,
  listOrderLines,
  ordersWithProof,
  type OrderLineRow,
  type OrderOwner,
  type OrderRow,
  type TenantScope,
} from './core/order.queries.js';
import type { OrderDeps } from './order.settings.js';
import { toOrderDetail, toOrderLine, toOrderSummary, type LocalNames } from './core/view.js';

export function ownerOf(staff: StaffContext): OrderOwner {
  return { tenantId: staff.tenantId, staffId: staff.staffId };
}

/** An order of the caller's tenant; any other order answers 404, so ids reveal nothing (docs/decisions.md). */
export async function requireOrder(deps: OrderDeps, owner: OrderOwner, orderId: string): Promise<OrderRow> {
  const order = await findOrder(deps.db, owner, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

async function deliveryMethodNames(deps: OrderDeps, lang: Lang): Promise<Map<string, string>> {
  const values = await dictionaryValues(deps, DIC_CODE.deliveryMethod, lang);
  return new Map(values.map((v) => [v.dicValue, v.dicValueName]));
}

/** Brand and category names in the caller's language for lines whose product the catalog still sells. */
async function localNames(deps: OrderDeps, lines: readonly OrderLineRow[], lang: Lang) {
  const products = await productsForLines(
    { readDb: deps.readDb },
    lines.map((l) => ({ spuId: String(l.productId) })),
    lang,
  );
  return (line: OrderLineRow): LocalNames | undefined => {
    const product = products.get(String(line.productId));
    return product
      ? { brandName: product.brandName, productCatalogName: product.productCatalogName }
      : undefined;
  };
}

/** 'YYYY-MM-DD' is a day of the server's calendar; anything else an instant. */
function timeBound(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + (endOfDay ? 1 : 0));
  const instant = new Date(value);
  return endOfDay ? new Date(instant.getTime() + 1) : instant;
}

export interface OrderListQuery {
  pageNo: number;
  pageSize: number;
  status?: OrderStatus | undefined;
  createTimeStart?: string | undefined;
  createTimeEnd?: string | undefined;
  dopOrderNo?: string | undefined;
}

/** The orders tab: the tenant's orders, each with its lines of the filtered status. */
export async function listOrders(deps: OrderDeps, staff: StaffContext, query: OrderListQuery, lang: Lang) {
  const owner = ownerOf(staff);
  const filter: OrderFilter = {
    lineStatus: query.status,
    createdFrom: timeBound(query.createTimeStart, false),
    createdBefore: timeBound(query.createTimeEnd, true),
    orderNo: query.dopOrderNo || undefined,
  };
  const page = await pageOrders(deps.db, owner, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
  const ids = page.rows.map((r) => r.id);
  const [lines, counts, proofs, methods] = await Promise.all([
    linesOfOrders(deps.db, owner, ids, query.status),
    lineStatusCounts(deps.db, owner, ids),
    ordersWithProof(deps.db, ids),
    deliveryMethodNames(deps, lang),
  ]);
  const names = await localNames(deps, lines, lang);
  const rows: Order[] = page.rows.map((row) => ({
    ...toOrderSummary(row, {
      lineCount: counts.filter((c) => c.orderId === row.id).reduce((sum, c) => sum + c.n, 0),
      hasPaymentProof: proofs.has(row.id),
      deliveryMethodName: methods.get(row.deliveryMethod) ?? row.deliveryMethod,
    }),
    orderLineList: lines.filter((l) => l.orderId === row.id).map((l) => toOrderLine(l, names(l))),
  }));
  return { rows, total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

export async function orderDetail(
  deps: OrderDeps,
  staff: StaffContext,
  orderId: string,
  lang: Lang,
): Promise<OrderDetail> {
  const order = await requireOrder(deps, ownerOf(staff), orderId);
  return orderDetailOf(deps, order, lang);
}

/** An order already found (the caller checked whose it is) as the detail answers show it. */
export async function orderDetailOf(deps: OrderDeps, order: OrderRow, lang: Lang): Promise<OrderDetail> {
  const owner = { tenantId: order.tenantId, staffId: order.staffId };
  const [counts, proofs, methods] = await Promise.all([
    lineStatusCounts(deps.db, owner, [order.id]),
    ordersWithProof(deps.db, [order.id]),
    deliveryMethodNames(deps, lang),
  ]);
  const byStatus = new Map(counts.map((c) => [c.status, c.n]));
  return toOrderDetail(
    order,
    {
      lineCount: counts.reduce((sum, c) => sum + c.n, 0),
      hasPaymentProof: proofs.has(order.id),
      deliveryMethodName: methods.get(order.deliveryMethod) ?? order.deliveryMethod,
    },
    byStatus,
  );
}

export interface OrderLineQuery {
  orderId: string;
  supplyTenantCode?: string | undefined;
  status?: OrderStatus | undefined;
  pageNo: number;
  pageSize: number;
}

export async function orderLinePage(deps: OrderDeps, staff: StaffContext, query: OrderLineQuery, lang: Lang) {
  const owner = ownerOf(staff);
  const order = await requireOrder(deps, owner, query.orderId);
  if (query.supplyTenantCode && query.supplyTenantCode !== order.supplyTenantCode)
    throw new AppError('NOT_FOUND');
  const page = await pageOrderLines(
    deps.db,
    owner,
    order.id,
    query.status,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const names = await localNames(deps, page.rows, lang);
  const rows: OrderLine[] = page.rows.map((l) => toOrderLine(l, names(l)));
  return { rows, total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** Every line of one of the caller's orders (the sale contract). */
export function allOrderLines(
  deps: OrderDeps,
  staff: StaffContext,
  orderId: number,
  lang: Lang,
): Promise<OrderLine[]> {
  return tenantOrderLines(deps, ownerOf(staff), orderId, lang);
}

/** Every line of an order of `tenant`, names in `lang` (the sale contract, the console's order detail). */
export async function tenantOrderLines(
  deps: OrderDeps,
  tenant: TenantScope,
  orderId: number,
  lang: Lang,
): Promise<OrderLine[]> {
  const lines = await listOrderLines(deps.db, tenant, orderId);
  const names = await localNames(deps, lines, lang);
  return lines.map((l) => toOrderLine(l, names(l)));
}

/** The counts: orders waiting for payment, and orders whose payment proof awaits the seller. */
export async function orderCounts(deps: OrderDeps, staff: StaffContext): Promise<OrderCounts> {
  const byStatus = await countOrdersByStatus(deps.db, ownerOf(staff));
  return {
    waitPayCount: byStatus.get('WAIT_PAY') ?? 0,
    hasUploadEOPCount: byStatus.get('PROOF_UPLOADED') ?? 0,
  };
}
