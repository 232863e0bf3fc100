import { sql, type SQL } from 'drizzle-orm';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';
import type { ComponentKind } from './part-parameters.js';

/** The statements of product_parameter: reading what the parser needs, writing what it found, the lookup. */

/** What the parser reads of a product: its texts and its catalog node's names. */
export interface ProductTextRow {
  id: number;
  product_desc: string;
  spec_desc: string;
  node_name: string | null;
  parent_name: string | null;
}

interface ProductTextDbRow extends Omit<ProductTextRow, 'id'> {
  id: string | number;
}

const productTexts = sql`select p.id, p.product_desc, p.spec_desc, c.name_en as node_name, pc.name_en as parent_name
  from product p left join catalog c on c.id = p.catalog_id left join catalog pc on pc.id = c.parent_id`;

function toRows(rows: ProductTextDbRow[]): ProductTextRow[] {
  // node-postgres answers bigint as text, PGlite as a number.
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The texts of these products (by primary key). */
export async function productTextsByIds(db: Db, ids: readonly number[]): Promise<ProductTextRow[]> {
  if (!ids.length) return [];
  return toRows(
    await queryRows<ProductTextDbRow>(
      db,
      sql`${productTexts} where p.id = any(${sql.param([...ids])}::bigint[])`,
    ),
  );
}

/** The next `limit` products after id `afterId`, in id order: the backfill's keyset page. */
export async function productTextsAfter(db: Db, afterId: number, limit: number): Promise<ProductTextRow[]> {
  return toRows(
    await queryRows<ProductTextDbRow>(
      db,
      sql`${productTexts} where p.id > ${afterId} order by p.id limit ${limit}`,
    ),
  );
}

export interface ParameterRow {
  productId: number;
  kind: ComponentKind;
  value: number;
  package: string | null;
  voltage: number | null;
  tolerance: number | null;
  dielectric: string | null;
  power: number | null;
}

/** Writes the parameters of these products in one statement, replacing what they had. */
export async function upsertParameters(db: Db, rows: readonly ParameterRow[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    insert into product_parameter (product_id, kind, value_si, package, voltage, tolerance, dielectric, power)
    select * from unnest(${arrayParam(
      rows.map((r) => r.productId),
      'bigint',
    )}, ${arrayParam(
      rows.map((r) => r.kind),
      'text',
    )}, ${arrayParam(
      rows.map((r) => r.value),
      'float8',
    )}, ${arrayParam(
      rows.map((r) => r.package),
      'text',
    )}, ${arrayParam(
      rows.map((r) => r.voltage),
      'float8',
    )}, ${arrayParam(
      rows.map((r) => r.tolerance),
      'float8',
    )}, ${arrayParam(
      rows.map((r) => r.dielectric),
      'text',
    )}, ${arrayParam(
      rows.map((r) => r.power),
      'float8',
    )})
    on conflict (product_id) do update set kind = excluded.kind, value_si = excluded.value_si,
      package = excluded.package, voltage = excluded.voltage, tolerance = excluded.tolerance,
      dielectric = excluded.dielectric, power = excluded.power`);
}

/** Removes the parameters of products whose description no longer names a component. */
export async function deleteParameters(db: Db, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  await db.execute(
    sql`delete from product_parameter where product_id = any(${arrayParam(productIds, 'bigint')})`,
  );
}

export async function isFilled(db: Db, version: number): Promise<boolean> {
  const rows = await queryRows<{ version: number }>(
    db,
    sql`select version from product_parameter_fill where version = ${version}`,
  );
  return rows.length > 0;
}

export async function markFilled(db: Db, version: number): Promise<void> {
  await db.execute(
    sql`insert into product_parameter_fill (version) values (${version}) on conflict do nothing`,
  );
}

/** A BOM line's parameters to look up; `ref` says which line of the caller it answers. */
export interface ParameterProbe {
  ref: number;
  kind: ComponentKind;
  value: number;
  package: string | null;
  voltage: number | null;
  tolerance: number | null;
  dielectric: string | null;
  power: number | null;
}

/** A product the parametric lookup found, with how many of the line's asked parameters it meets. */
export interface ParametricFind {
  ref: number;
  id: string;
  key: string;
  mfr_part_number: string;
  brand_id: number;
  stock: number;
  agreeing: number;
}

interface ParametricRow extends Omit<ParametricFind, 'id' | 'stock' | 'agreeing'> {
  id: string | number;
  stock: string | number;
  agreeing: string | number;
}

/**
 * Products of the probe's kind and value (the index on kind, value, package) in the package the line asks
 * (a product of unknown package is excluded then: chip parts always state their size), that meet every
 * other parameter the line asks and the product states: a voltage at least the asked one, a tolerance at
 * most the asked one, the same dielectric, at least the asked power. A parameter the product does not
 * state does not exclude it, but does not count as agreeing either. Per probe at most `readLimit` rows are
 * read (a common value in a large catalog is bounded), the best `limit` answered: most agreeing, then
 * most stock.
 */
export async function productsByParameters(
  db: Db,
  probes: readonly ParameterProbe[],
  readLimit: number,
  limit: number,
): Promise<ParametricFind[]> {
  // A BOM repeats its values ('100nF 0402' on many lines): each distinct probe is looked up once, its parts
  // answered for every line that asked it.
  const signature = (p: ParameterProbe) =>
    JSON.stringify([p.kind, p.value, p.package, p.voltage, p.tolerance, p.dielectric, p.power]);
  const distinct = new Map<string, { probe: ParameterProbe; refs: number[] }>();
  for (const probe of probes) {
    const key = signature(probe);
    const seen = distinct.get(key);
    if (seen) seen.refs.push(probe.ref);
    else distinct.set(key, { probe: { ...probe, ref: distinct.size }, refs: [probe.ref] });
  }
  const unique = [...distinct.values()];
  const asked = unique.map((u) => u.probe);
  // Two statements, so that a package asked is a condition on the index (kind, value, package) and the read
  // stops at the limit inside the package's range; without one, (kind, value) is the range.
  const withPackage = asked.filter((p) => p.package !== null);
  const withoutPackage = asked.filter((p) => p.package === null);
  const rows = [
    ...(await lookup(db, withPackage, sql`pp.package = l.pkg`, readLimit, limit)),
    ...(await lookup(db, withoutPackage, sql`true`, readLimit, limit)),
  ];
  // node-postgres answers bigint as text, PGlite as a number.
  return rows.flatMap((r) =>
    (unique[r.ref]?.refs ?? []).map((ref) => ({
      ...r,
      ref,
      id: String(r.id),
      stock: Number(r.stock),
      agreeing: Number(r.agreeing),
    })),
  );
}

async function lookup(
  db: Db,
  probes: readonly ParameterProbe[],
  packageCondition: SQL,
  readLimit: number,
  limit: number,
): Promise<ParametricRow[]> {
  if (!probes.length) return [];
  const col = (key: keyof ParameterProbe, type: 'int' | 'text' | 'float8') =>
    sql`${sql.param(probes.map((p) => p[key]))}::${sql.raw(type)}[]`;
  return queryRows<ParametricRow>(
    db,
    sql`select l.ref, m.* from unnest(${col('ref', 'int')}, ${col('kind', 'text')}, ${col('value', 'float8')},
          ${col('package', 'text')}, ${col('voltage', 'float8')}, ${col('tolerance', 'float8')},
          ${col('dielectric', 'text')}, ${col('power', 'float8')})
          as l(ref, kind, value, pkg, volt, tol, diel, pwr)
        cross join lateral (
          select p.id::text as id, p.mfr_pn_key as key, p.mfr_part_number, p.brand_id,
            p.redundant_stock as stock,
            coalesce(pp.package = l.pkg, false)::int + coalesce(pp.voltage >= l.volt, false)::int
              + coalesce(pp.tolerance <= l.tol, false)::int + coalesce(pp.dielectric = l.diel, false)::int
              + coalesce(pp.power >= l.pwr, false)::int as agreeing
          from (
            select * from product_parameter pp
            where pp.kind = l.kind and pp.value_si = l.value and ${packageCondition}
              and (l.volt is null or pp.voltage is null or pp.voltage >= l.volt)
              and (l.tol is null or pp.tolerance is null or pp.tolerance <= l.tol)
              and (l.diel is null or pp.dielectric is null or pp.dielectric = l.diel)
              and (l.pwr is null or pp.power is null or pp.power >= l.pwr)
            limit ${readLimit}) pp
          join product p on p.id = pp.product_id and p.is_active
          order by agreeing desc, p.redundant_stock desc, p.id
          limit ${limit}) m`,
  );
}
