import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

/** Pieces taken from each warehouse: {"NJHB": 5, "HK": 3}. */
export type StockAllocation = Record<string, number>;

/**
 * The order warehouses are drawn from: the Nanjing hubs first (they ship the mainland), Hong Kong last
 * (its goods need customs clearance).
 */
const WAREHOUSE_PRIORITY = ['NJHB', 'NJ', 'HB', 'HK'] as const;
const PRIORITY_ARRAY = sql.raw(`array[${WAREHOUSE_PRIORITY.map((w) => `'${w}'`).join(', ')}]::text[]`);

/**
 * Takes `qty` pieces of a product from stock, all or nothing, inside the caller's transaction `tx`.
 * The conditional update of `product.redundant_stock` is the guard: it locks the product row, and a second
 * buyer racing for the same pieces waits for the first to commit and then sees the lower stock (PostgreSQL
 * re-checks the condition), so the same pieces are never sold twice. The warehouses' rows are then drawn
 * down in WAREHOUSE_PRIORITY order under that lock. Answers the allocation, or null when stock is short
 * (nothing taken: the line waits for the factory).
 */
export async function reserveStock(tx: Db, productId: number, qty: number): Promise<StockAllocation | null> {
  if (!Number.isSafeInteger(qty) || qty <= 0) return null;
  const taken = await queryRows<{ id: string }>(
    tx,
    sql`update product set redundant_stock = redundant_stock - ${qty}
        where id = ${productId} and redundant_stock >= ${qty}
        returning id::text as id`,
  );
  if (taken.length === 0) return null;
  const rows = await queryRows<{ warehouse: string; take: string }>(
    tx,
    sql`with ordered as (
          select warehouse, qty,
                 coalesce(sum(qty) over (order by coalesce(array_position(${PRIORITY_ARRAY}, warehouse), 99),
                                         warehouse rows between unbounded preceding and 1 preceding), 0) as before
            from product_stock where product_id = ${productId} and qty > 0
        ), drawn as (
          update product_stock s set qty = s.qty - least(o.qty, ${qty} - o.before)
            from ordered o
           where s.product_id = ${productId} and s.warehouse = o.warehouse and o.before < ${qty}
          returning s.warehouse, least(o.qty, ${qty} - o.before)::text as take
        )
        select warehouse, take from drawn`,
  );
  const allocation: StockAllocation = {};
  for (const row of rows) allocation[row.warehouse] = Number(row.take);
  return allocation;
}

/**
 * Puts a cancelled line's pieces back where they came from, inside the caller's transaction. A warehouse
 * row removed since is created again.
 */
export async function releaseStock(tx: Db, productId: number, allocation: StockAllocation): Promise<void> {
  const entries = Object.entries(allocation).filter(([, n]) => Number.isSafeInteger(n) && n > 0);
  if (entries.length === 0) return;
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  await tx.execute(
    sql`update product set redundant_stock = redundant_stock + ${total} where id = ${productId}`,
  );
  for (const [warehouse, n] of entries) {
    await tx.execute(
      sql`insert into product_stock (product_id, warehouse, qty) values (${productId}, ${warehouse}, ${n})
          on conflict (product_id, warehouse) do update set qty = product_stock.qty + excluded.qty`,
    );
  }
}
