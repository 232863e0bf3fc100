import type { Db } from '../../platform/db.js';
import { countOrdersInStatus, selectOrdersByShopDay } from './core/figures.queries.js';

/** Read-only order figures for the operator console's dashboard. */

export interface OrdersOnDay {
  /** yyyy-mm-dd, shop day. */
  day: string;
  orderCount: number;
  /** Decimal string, 2 places. */
  amount: string;
}

/** Orders (not cancelled) and their amount per shop day in [from, to); days without orders are absent. */
export async function ordersPerShopDay(db: Db, from: Date, to: Date): Promise<OrdersOnDay[]> {
  const rows = await selectOrdersByShopDay(db, from, to);
  return rows.map((r) => ({ day: r.day, orderCount: r.order_count, amount: r.amount }));
}

/** Orders whose payment proof waits for the seller's confirmation. */
export function paymentsAwaitingConfirmation(db: Db): Promise<number> {
  return countOrdersInStatus(db, 'PROOF_UPLOADED');
}
