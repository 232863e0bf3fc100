import { sql } from 'drizzle-orm';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';

/**
 * The triggers on the tables the import writes, as the migrations made them. With them all known, a batch can
 * switch them off (with the foreign-key checks, one per written row) and do their work itself, once per batch;
 * any other trigger (a later migration's) keeps the import on the triggers until it is named here.
 */
const KNOWN_TRIGGERS = [
  'price_break.price_break_delete_tier',
  'price_break.price_break_insert_tier',
  'price_break.price_break_update_tier',
  'product.product_price_tier',
  'product.product_tag_brand_catalog',
  'product.product_tag_columns',
  'product_param.product_param_delete_tag',
  'product_param.product_param_insert_tag',
  'product_param.product_param_update_tag',
].join(',');

/**
 * Whether this database lets the import write its batches without triggers: it may set
 * session_replication_role (a superuser; PGlite always) and the tables hold only the known triggers.
 */
export async function canWriteWithoutTriggers(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ superuser: boolean; triggers: string | null }>(
    db,
    sql`select current_setting('is_superuser') = 'on' as superuser,
               (select string_agg(c.relname || '.' || t.tgname, ',' order by c.relname, t.tgname)
                  from pg_trigger t join pg_class c on c.oid = t.tgrelid
                 where not t.tgisinternal
                   and c.relname in ('product', 'price_break', 'product_param', 'product_stock', 'product_tag',
                                     'price_tier', 'product_parameter', 'brand', 'catalog', 'parameter')
                   and c.relnamespace = 'public'::regnamespace) as triggers`,
  );
  return row?.superuser === true && row.triggers === KNOWN_TRIGGERS;
}

/**
 * For the rest of the transaction, no trigger fires on its writes: neither the foreign-key checks (the batch
 * writes only rows of the products it just wrote and locked, with brands, nodes and parameters it read) nor
 * the tag and price-tier triggers, whose work refreshDerivedRows does once per batch.
 */
export async function switchTriggersOff(db: Db): Promise<void> {
  await db.execute(sql`set local session_replication_role = replica`);
}

/**
 * The batch's statements are short and planned on estimates that lag behind a growing catalog: compiling them
 * (PostgreSQL's JIT, woken by a large estimate) cost more than running them.
 */
export async function switchJitOff(db: Db): Promise<void> {
  await db.execute(sql`set local jit = off`);
}

/** Rebuilds the search tags and price tiers of these products from their rows, as the triggers would. */
export async function refreshDerivedRows(db: Db, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  const ids = arrayParam(productIds, 'bigint');
  await db.execute(sql`select refresh_product_tag(${ids}), refresh_price_tier(${ids})`);
}

/**
 * Fresh planner statistics of the tables an import grows. Without them (a new database, autovacuum off or behind,
 * PGlite which has none) the planner reads a batch's 1,000 ids as a large share of the table and scans it whole,
 * so every batch costs more than the one before. ANALYZE samples a fixed number of rows and locks out only
 * schema changes and vacuums: buyers' reads and writes go on.
 */
export async function analyzeImportTables(db: Db): Promise<void> {
  await db.execute(
    sql`analyze product, price_break, price_tier, product_stock, product_param, product_tag, product_parameter`,
  );
}
