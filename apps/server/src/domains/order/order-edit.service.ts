import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { setCustOrderNo, setCustPn } from './core/order.queries.js';
import { ownerOf } from './order-read.service.js';
import type { OrderDeps } from './order.settings.js';

/** Editing custOrderNo updates the list in place, so the answer is the new value. */
export async function updateCustOrderNo(
  deps: OrderDeps,
  staff: StaffContext,
  input: { orderId: string; custOrderNo?: string | null | undefined },
): Promise<{ orderId: string; custOrderNo: string | null }> {
  const updated = await setCustOrderNo(deps.db, ownerOf(staff), input.orderId, input.custOrderNo || null);
  if (!updated) throw new AppError('NOT_FOUND');
  return { orderId: String(updated.id), custOrderNo: updated.custOrderNo };
}

/** The buyer's own part number on one order line; an empty value clears it. */
export async function updateCustPn(
  deps: OrderDeps,
  staff: StaffContext,
  input: { orderLineId: string; custPn?: string | null | undefined },
): Promise<{ orderLineId: string; orderId: string; custPn: string | null }> {
  const updated = await setCustPn(deps.db, ownerOf(staff), input.orderLineId, input.custPn || null);
  if (!updated) throw new AppError('NOT_FOUND');
  return { orderLineId: String(updated.id), orderId: String(updated.orderId), custPn: updated.custPn };
}
