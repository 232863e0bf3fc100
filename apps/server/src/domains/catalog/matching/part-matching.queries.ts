import { sql, type SQL } from 'drizzle-orm';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';
import type { BrandAliasRow } from './manufacturer-match.js';
import { prefixUpperBound } from '../core/prefix-bound.js';

/**
 * The product lookups of BOM matching (docs/bom-matching.md). Each statement serves every probe of a stage at once:
 * the probes travel as arrays spread by unnest, and each probe reads the key's collation-C B-tree (or the
 * trigram index on the key's tail) through a lateral subquery with its own limit, never a scan of the table.
 */

/** One lookup: `ref` says which probe of the caller it answers. */
export interface KeyProbe {
  ref: number;
  key: string;
}

/** An active product a probe found. */
export interface FoundProduct {
  ref: number;
  id: string;
  key: string;
  mfr_part_number: string;
  brand_id: number;
  stock: number;
}

interface FoundRow extends Omit<FoundProduct, 'stock' | 'id'> {
  id: string | number;
  stock: string | number;
}

/** Products for one probe, most stock first: a part number sold by many makers ('1N4148WS') stays bounded. */
const PER_PROBE = 50;

const found = sql`p.id::text as id, p.mfr_pn_key as key, p.mfr_part_number, p.brand_id, p.redundant_stock as stock`;
/** Without the part number as written: what the key's covering index holds, so no table row is read. */
const foundInIndex = sql`p.id::text as id, p.mfr_pn_key as key, '' as mfr_part_number, p.brand_id, p.redundant_stock as stock`;

async function run(db: Db, query: SQL): Promise<FoundProduct[]> {
  const rows = await queryRows<FoundRow>(db, query);
  // node-postgres answers bigint as text, PGlite as a number.
  return rows.map((r) => ({ ...r, id: String(r.id), stock: Number(r.stock) }));
}

/** Products whose normalised key equals the probe's. */
export function productsByKeys(db: Db, probes: readonly KeyProbe[]): Promise<FoundProduct[]> {
  if (!probes.length) return Promise.resolve([]);
  return run(
    db,
    sql`select l.ref, m.* from unnest(${arrayParam(
      probes.map((p) => p.ref),
      'int',
    )}, ${arrayParam(
      probes.map((p) => p.key),
      'text',
    )}) as l(ref, key)
        cross join lateral (
          select ${found} from product p
          where p.mfr_pn_key collate "C" = l.key and p.is_active
          order by p.redundant_stock desc, p.id limit ${PER_PROBE}) m`,
  );
}

/** Products by their product code (the demo catalog's codes are LCSC C-numbers). */
export function productsByCodes(db: Db, probes: readonly KeyProbe[]): Promise<FoundProduct[]> {
  if (!probes.length) return Promise.resolve([]);
  return run(
    db,
    sql`select l.ref, ${found}
        from unnest(${arrayParam(
          probes.map((p) => p.ref),
          'int',
        )}, ${arrayParam(
          probes.map((p) => p.key),
          'text',
        )}) as l(ref, code)
        join product p on p.product_code = l.code and p.is_active`,
  );
}

/**
 * Products whose key starts with the probe's and is longer by at most `maxExtra` characters, the first
 * `limit` of each in key order: a range scan of the B-tree that stops at the limit.
 */
export function productsByKeyPrefix(
  db: Db,
  probes: readonly KeyProbe[],
  maxExtra: number,
  limit: number,
): Promise<FoundProduct[]> {
  if (!probes.length) return Promise.resolve([]);
  return run(
    db,
    sql`select l.ref, m.* from unnest(${arrayParam(
      probes.map((p) => p.ref),
      'int',
    )}, ${arrayParam(
      probes.map((p) => p.key),
      'text',
    )}, ${arrayParam(
      probes.map((p) => prefixUpperBound(p.key)),
      'text',
    )}) as l(ref, key, upper)
        cross join lateral (
          select ${foundInIndex} from product p
          where p.mfr_pn_key collate "C" > l.key and p.mfr_pn_key collate "C" < l.upper
            and length(p.mfr_pn_key) <= length(l.key) + ${maxExtra} and p.is_active
          order by p.mfr_pn_key collate "C" limit ${limit}) m`,
  );
}

/** A head or tail of a key, for the one-character stage: keys of `length` ± 1 that hold it. */
export interface PartProbe extends KeyProbe {
  length: number;
}

/**
 * Keys of `length` ± 1 starting with the probe's key (a range of the key's B-tree, read inside the index):
 * where a change in a key's second half is found. The caller checks the distance.
 */
export function productsByHeads(
  db: Db,
  probes: readonly PartProbe[],
  limit: number,
): Promise<FoundProduct[]> {
  if (!probes.length) return Promise.resolve([]);
  return run(
    db,
    sql`select l.ref, m.* from unnest(${arrayParam(
      probes.map((p) => p.ref),
      'int',
    )}, ${arrayParam(
      probes.map((p) => p.length),
      'int',
    )}, ${arrayParam(
      probes.map((p) => p.key),
      'text',
    )}, ${arrayParam(
      probes.map((p) => prefixUpperBound(p.key)),
      'text',
    )}) as l(ref, len, head, upper)
        cross join lateral (
          select ${foundInIndex} from product p
          where p.mfr_pn_key collate "C" >= l.head and p.mfr_pn_key collate "C" < l.upper
            and length(p.mfr_pn_key) between l.len - 1 and l.len + 1 and p.is_active
          limit ${limit}) m`,
  );
}

/**
 * Keys of `length` ± 1 ending with the probe's key (the trigram index on the key's tail, `like '%tail'`):
 * where a change in a key's first half is found. Costlier than a range, so asked only for the lines the
 * head did not answer.
 */
export function productsByTails(
  db: Db,
  probes: readonly PartProbe[],
  limit: number,
): Promise<FoundProduct[]> {
  if (!probes.length) return Promise.resolve([]);
  return run(
    db,
    sql`select l.ref, m.* from unnest(${arrayParam(
      probes.map((p) => p.ref),
      'int',
    )}, ${arrayParam(
      probes.map((p) => p.length),
      'int',
    )}, ${arrayParam(
      probes.map((p) => p.key),
      'text',
    )}) as l(ref, len, tail)
        cross join lateral (
          select ${foundInIndex} from product p
          where substr(p.mfr_pn_key, 2) like '%' || l.tail
            and length(p.mfr_pn_key) between l.len - 1 and l.len + 1 and p.is_active
          limit ${limit}) m`,
  );
}

/** Active products by id (the parts a tenant chose before for its own part numbers). */
export function productsByIds(db: Db, probes: readonly KeyProbe[]): Promise<FoundProduct[]> {
  if (!probes.length) return Promise.resolve([]);
  return run(
    db,
    sql`select l.ref, ${found}
        from unnest(${arrayParam(
          probes.map((p) => p.ref),
          'int',
        )}, ${arrayParam(
          probes.map((p) => p.key),
          'text',
        )}) as l(ref, id)
        join product p on p.id = l.id::bigint and p.is_active`,
  );
}

/** Every brand with its code and aliases: a few hundred rows, read once per matching call. */
export function brandAliasRows(db: Db): Promise<BrandAliasRow[]> {
  return queryRows<BrandAliasRow>(db, sql`select id, brand_code, name_en, aliases from brand`);
}

/** What a candidate list shows of each product: part number and brand names. */
export interface ProductSummaryRow {
  id: string;
  mfr_part_number: string;
  brand_code: string;
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
}

export function productSummaries(db: Db, ids: readonly string[]): Promise<ProductSummaryRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<ProductSummaryRow>(
    db,
    sql`select p.id::text as id, p.mfr_part_number, b.brand_code, b.name_en, b.name_zh_cn, b.name_zh_tw
        from product p join brand b on b.id = p.brand_id
        where p.id = any(${arrayParam(
          ids.map((id) => id),
          'text',
        )}::bigint[])`,
  );
}
