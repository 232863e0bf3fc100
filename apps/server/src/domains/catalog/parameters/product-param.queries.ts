import { sql } from 'drizzle-orm';
import { dataOf, arrayParam, queryRows, type Db } from '../../../platform/db.js';
import { VOCABULARY, type ParamDefinition } from './param-vocabulary.js';
import type { ProductTextRow } from './part-parameter.queries.js';
import type { ProductParam } from './product-params.js';

/** The statements of parameter, product_param and category_facet (docs/search.md, 'Parameters of a product'). */

/** A parameter row of one product. */
export interface ProductParamRow extends ProductParam {
  productId: number;
}

/**
 * Parameter ids by code, per database object. A transaction is a database object of its own, so the ids of
 * parameters it creates are never remembered past a rollback; on the database itself every statement
 * commits at once.
 */
const idCache = new WeakMap<object, Map<string, number>>();

function cacheOf(db: Db): Map<string, number> {
  let ids = idCache.get(dataOf(db));
  if (!ids) {
    ids = new Map<string, number>();
    idCache.set(dataOf(db), ids);
  }
  return ids;
}

function unitOf(definition: ParamDefinition): string | null {
  return typeof definition.kind === 'object' ? definition.kind.quantity : null;
}

async function selectIds(db: Db, codes: readonly string[], into: Map<string, number>): Promise<void> {
  if (!codes.length) return;
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from parameter where code = any(${arrayParam(codes, 'text')})`,
  );
  for (const row of rows) into.set(row.code, row.id);
}

async function insertDefinitions(db: Db, definitions: readonly ParamDefinition[]): Promise<void> {
  if (!definitions.length) return;
  const column = (pick: (d: ParamDefinition) => string | number | null, type: string) =>
    arrayParam(definitions.map(pick), type);
  // Another transaction may be creating the same parameter: the unique code makes one of them wait, and the
  // other's row is read afterwards.
  await db.execute(sql`
    insert into parameter (code, name_en, name_zh_cn, name_zh_tw, unit, sort)
    select * from unnest(${column((d) => d.code, 'text')}, ${column((d) => d.nameEn, 'text')},
      ${column((d) => d.nameZhCn, 'text')}, ${column((d) => d.nameZhTw, 'text')},
      ${column(unitOf, 'text')}, ${column((d) => d.sort, 'int')})
    on conflict (code) do nothing`);
}

/**
 * The ids of these parameters, creating those the database does not hold yet (the vocabulary's on first
 * use, the data's on first sight) in the caller's transaction, with the rows that use them.
 */
export async function parameterIds(
  db: Db,
  definitions: Iterable<ParamDefinition>,
): Promise<ReadonlyMap<string, number>> {
  const ids = cacheOf(db);
  const wanted = new Map<string, ParamDefinition>();
  for (const d of definitions) if (!ids.has(d.code)) wanted.set(d.code, d);
  if (!wanted.size) return ids;
  await selectIds(db, [...wanted.keys()], ids);
  const missing = [...wanted.values()].filter((d) => !ids.has(d.code));
  if (missing.length) {
    await insertDefinitions(db, missing);
    await selectIds(
      db,
      missing.map((d) => d.code),
      ids,
    );
  }
  return ids;
}

/** Makes sure every parameter of the vocabulary exists: filter tables name them before any part has one. */
export async function ensureVocabulary(db: Db): Promise<void> {
  await parameterIds(db, VOCABULARY);
}

/** Rows per insert: five array parameters whatever the size, kept to a size the server parses quickly. */
const INSERT_ROWS = 20_000;

async function insertRows(db: Db, rows: readonly ProductParamRow[], onConflict: 'update' | 'none') {
  const ids = await parameterIds(
    db,
    rows.map((r) => r.definition),
  );
  const idOf = (r: ProductParamRow) => {
    const id = ids.get(r.code);
    if (id === undefined) throw new Error(`Parameter ${r.code} missing`);
    return id;
  };
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    const part = rows.slice(i, i + INSERT_ROWS);
    await db.execute(sql`
      insert into product_param (product_id, parameter_id, value_text, value_num, value_key)
      select * from unnest(${arrayParam(
        part.map((r) => r.productId),
        'bigint',
      )}, ${arrayParam(part.map(idOf), 'int')}, ${arrayParam(
        part.map((r) => r.valueText),
        'text',
      )}, ${arrayParam(
        part.map((r) => r.valueNum),
        'float8',
      )}, ${arrayParam(
        part.map((r) => r.valueKey),
        'text',
      )})
      ${
        onConflict === 'update'
          ? sql`on conflict (product_id, parameter_id) do update set value_text = excluded.value_text,
              value_num = excluded.value_num, value_key = excluded.value_key`
          : sql``
      }`);
  }
}

/**
 * Replaces the parameters of these products by `rows` (the caller's transaction: they land with the
 * products). Each statement sends a handful of array parameters, far under PostgreSQL's 65,535.
 */
export async function replaceProductParams(
  db: Db,
  productIds: readonly number[],
  rows: readonly ProductParamRow[],
): Promise<void> {
  if (productIds.length)
    await db.execute(
      sql`delete from product_param where product_id = any(${arrayParam(productIds, 'bigint')})`,
    );
  if (rows.length) await insertRows(db, rows, 'none');
}

/** Sets these parameters of their products, keeping the products' other parameters. */
export async function upsertProductParams(db: Db, rows: readonly ProductParamRow[]): Promise<void> {
  if (rows.length) await insertRows(db, rows, 'update');
}

/** Which of these products have parameters. */
export async function productsWithParams(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select p.id from unnest(${arrayParam(productIds, 'bigint')}) as p(id)
        where exists (select 1 from product_param pp where pp.product_id = p.id)`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * The next `limit` products after id `afterId` that have no parameters, in id order, with what they are
 * read from: the backfill's keyset page.
 */
export async function productsWithoutParamsAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<ProductTextRow[]> {
  const rows = await queryRows<Omit<ProductTextRow, 'id'> & { id: string | number }>(
    db,
    sql`select p.id, p.product_desc, p.spec_desc, c.name_en as node_name, pc.name_en as parent_name
        from product p left join catalog c on c.id = p.catalog_id left join catalog pc on pc.id = c.parent_id
        where p.id > ${afterId} and not exists (select 1 from product_param pp where pp.product_id = p.id)
        order by p.id limit ${limit}`,
  );
  // node-postgres answers bigint as text, PGlite as a number.
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Rebuilds every category's counted filter table from the active products, in one transaction (readers see
 * the old counts until it commits): for each category, parameter and value key, how many products have it,
 * the text most of them write (the least, among equals) and the smallest number.
 */
export async function refreshCategoryFacets(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from category_facet`);
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`with inserted as (
            insert into category_facet (catalog_id, parameter_id, value_key, value_text, value_num, n)
            select p.catalog_id, pp.parameter_id, pp.value_key,
              mode() within group (order by pp.value_text), min(pp.value_num), count(*)::int
            from product_param pp join product p on p.id = pp.product_id
            where p.is_active and p.catalog_id is not null
            group by p.catalog_id, pp.parameter_id, pp.value_key
            returning 1)
          select count(*)::int as n from inserted`,
    );
    return rows[0]?.n ?? 0;
  });
}

/** A stored parameter of one product, with its parameter's names and unit. */
export interface StoredProductParam {
  parameter_id: number;
  code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
  unit: string | null;
  value_text: string;
  value_key: string;
}

/** The parameters of one product in the filter tables' order. */
export function readProductParams(db: Db, productId: number): Promise<StoredProductParam[]> {
  return queryRows<StoredProductParam>(
    db,
    sql`select pp.parameter_id, pa.code, pa.name_en, pa.name_zh_cn, pa.name_zh_tw, pa.unit, pp.value_text,
          pp.value_key
        from product_param pp join parameter pa on pa.id = pp.parameter_id
        where pp.product_id = ${productId} order by pa.sort, pa.code`,
  );
}

/** The parameters of these codes that the database holds (the data's own, 'x.' …), with their names. */
export function readParametersByCode(
  db: Db,
  codes: readonly string[],
): Promise<{ code: string; name_en: string; name_zh_cn: string; name_zh_tw: string }[]> {
  if (!codes.length) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select code, name_en, name_zh_cn, name_zh_tw from parameter where code = any(${arrayParam(codes, 'text')})`,
  );
}

/**
 * Counts again, in the caller's transaction, the rows of one category's filter table that one product's
 * change touched: each (parameter, value key) the product had or has, over the category's active products,
 * as refreshCategoryFacets counts them. The rest of the table is left as it is; a value no product has any
 * more loses its row. Cheap enough for one product's save, where a whole refresh is not.
 */
export async function recountCategoryFacets(
  db: Db,
  catalogId: number,
  groups: readonly { parameterId: number; valueKey: string }[],
): Promise<void> {
  const unique = new Map(groups.map((g) => [`${g.parameterId}\u0000${g.valueKey}`, g]));
  if (!unique.size) return;
  const ids = arrayParam(
    [...unique.values()].map((g) => g.parameterId),
    'int',
  );
  const keys = arrayParam(
    [...unique.values()].map((g) => g.valueKey),
    'text',
  );
  await db.execute(sql`
    delete from category_facet f using unnest(${ids}, ${keys}) as g(parameter_id, value_key)
    where f.catalog_id = ${catalogId} and f.parameter_id = g.parameter_id and f.value_key = g.value_key`);
  await db.execute(sql`
    insert into category_facet (catalog_id, parameter_id, value_key, value_text, value_num, n)
    select p.catalog_id, pp.parameter_id, pp.value_key,
      mode() within group (order by pp.value_text), min(pp.value_num), count(*)::int
    from unnest(${ids}, ${keys}) as g(parameter_id, value_key)
    join product_param pp on pp.parameter_id = g.parameter_id and pp.value_key collate "C" = g.value_key
    join product p on p.id = pp.product_id
    where p.catalog_id = ${catalogId} and p.is_active
    group by p.catalog_id, pp.parameter_id, pp.value_key
    on conflict (catalog_id, parameter_id, value_key) do update
      set value_text = excluded.value_text, value_num = excluded.value_num, n = excluded.n`);
}
