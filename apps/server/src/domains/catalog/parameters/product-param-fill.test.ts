import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../platform/db.js';
import { seedScale } from '../../../seed/scale.seed.js';
import { storedParamsOf } from '../../../testing/product-params.js';
import { openDemoCatalogDatabase } from '../../../testing/test-database.js';
import { anyParamKeyTag, brandTag, CATEGORY_TAG_PREFIX, paramKeyTag, paramNumTag } from './param-tags.js';
import { VOCABULARY } from './param-vocabulary.js';
import { backfillProductParams } from './product-param-fill.js';
import { refreshCategoryFacets } from './product-param.queries.js';

/** product_param written by the demo seed, the scale seed and the backfill; category_facet counted from it. */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openDemoCatalogDatabase());
});
afterAll(() => drop());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, query);
  return row?.n ?? 0;
}

const paramsOf = (productCode: string) => storedParamsOf(database.db, { productCode });

/** Products of the demo with capacitance 100 nF and package 0402. */
const CAPS_100NF_0402 = sql`select count(*)::int as n from product p
  where exists (select 1 from product_param pp join parameter pa on pa.id = pp.parameter_id
                where pp.product_id = p.id and pa.code = 'capacitance' and pp.value_num = 1e-7)
    and exists (select 1 from product_param pp join parameter pa on pa.id = pp.parameter_id
                where pp.product_id = p.id and pa.code = 'package' and pp.value_key = '0402')`;

describe('the demo seed', () => {
  it('gives the demo parts their parameters: the 100 nF 0402 capacitors among them', async () => {
    expect(await count(CAPS_100NF_0402)).toBe(5);
    expect(await paramsOf('C60474')).toMatchObject({
      capacitance: ['100nF', 1e-7, '100NF'],
      package: ['0402', null, '0402'],
      voltageRating: ['16V', 16, '16V'],
      temperatureCoefficient: ['X7R', null, 'X7R'],
    });
    // All but the 13 demo products without package or parameters have some; the whole vocabulary is there.
    expect(await count(sql`select count(distinct product_id)::int as n from product_param`)).toBe(1956);
    // An optocoupler's current transfer ratio ('20%') is no tolerance: its node names no kind of the parser.
    expect(await count(sql`select count(*)::int as n from product_param`)).toBe(19964);
    expect(await count(sql`select count(*)::int as n from parameter where code not like 'x.%'`)).toBe(
      VOCABULARY.length,
    );
  });

  it('counts the filter tables: each value of each category once, by its key', async () => {
    const [mlcc] = await queryRows<{ n: number; value_text: string; value_num: number }>(
      database.db,
      sql`select f.n, f.value_text, f.value_num from category_facet f
          join parameter pa on pa.id = f.parameter_id join catalog c on c.id = f.catalog_id
          where pa.code = 'capacitance' and f.value_key = '100NF'
            and c.name_en = 'Multilayer Ceramic Capacitors MLCC - SMD/SMT'`,
    );
    expect(mlcc).toMatchObject({ value_text: '100nF', value_num: 1e-7 });
    const counted = sql`select count(*)::int as n from product p join catalog c on c.id = p.catalog_id
      join product_param pp on pp.product_id = p.id join parameter pa on pa.id = pp.parameter_id
      where c.name_en = 'Multilayer Ceramic Capacitors MLCC - SMD/SMT' and pa.code = 'capacitance'
        and pp.value_key = '100NF' and p.is_active`;
    expect(mlcc?.n).toBe(await count(counted));

    // A product taken off the list leaves the counts at the next refresh.
    await database.db.execute(sql`update product set is_active = false where product_code = 'C60474'`);
    await refreshCategoryFacets(database.db);
    const after = await count(sql`select f.n from category_facet f join parameter pa on pa.id = f.parameter_id
      join catalog c on c.id = f.catalog_id where pa.code = 'capacitance' and f.value_key = '100NF'
        and c.name_en = 'Multilayer Ceramic Capacitors MLCC - SMD/SMT'`);
    expect(after).toBe((mlcc?.n ?? 0) - 1);
    await database.db.execute(sql`update product set is_active = true where product_code = 'C60474'`);
  });
});

describe('the start-time fill', () => {
  it('gives products without parameters those of their package and description, once per version', async () => {
    await database.db.execute(sql`
      insert into product (product_code, mfr_part_number, mfr_pn_key, brand_id, product_desc, spec_desc)
      select 'FILL-1', 'FILL-1', 'FILL1', min(id), 'Resistor 4.7k 1% 1/10W', '0603' from brand`);
    expect(await paramsOf('FILL-1')).toEqual({});
    // The demo parts without package or parameters are read again and still have none.
    const without = await count(sql`select count(*)::int as n from product p
      where not exists (select 1 from product_param pp where pp.product_id = p.id)`);
    expect(await backfillProductParams(database.db)).toBe(without);
    expect(await paramsOf('FILL-1')).toEqual({
      package: ['0603', null, '0603'],
      resistance: ['4.7kΩ', 4700, '4D7KΩ'],
      tolerance: ['±1%', 1, '1'],
      power: ['100mW', 0.1, '100MW'],
    });
    expect(await backfillProductParams(database.db)).toBeNull();
  });
});

describe('the scale seed', () => {
  it('gives each synthetic part the category, package and parameters of the real part it copies', async () => {
    await seedScale(database.db, { products: 20, stockRows: 0 });
    const differing = await count(sql`
      select count(*)::int as n from product s
      join lateral (select m.id, m.catalog_id, m.spec_desc from product m
                    where m.product_code not like 'SYN%' order by m.id
                    offset ((s.id * 7) % (select count(*) from product where product_code not like 'SYN%'))
                    limit 1) m on true
      where s.product_code like 'SYN%' and (
        s.catalog_id is distinct from m.catalog_id or s.spec_desc <> m.spec_desc
        or (select array_agg(pp.parameter_id || '=' || pp.value_key order by pp.parameter_id)
            from product_param pp where pp.product_id = s.id)
           is distinct from
           (select array_agg(pp.parameter_id || '=' || pp.value_key order by pp.parameter_id)
            from product_param pp where pp.product_id = m.id))`);
    expect(await count(sql`select count(*)::int as n from product where product_code like 'SYN%'`)).toBe(20);
    expect(differing).toBe(0);
  });
});

describe('the parameter tags', () => {
  /** product id → its tags as the database holds them, and as param-tags.ts builds them from product_param. */
  async function tagsBothWays(): Promise<{ stored: Map<string, string[]>; built: Map<string, string[]> }> {
    const stored = new Map<string, string[]>();
    for (const row of await queryRows<{ product_id: string | number; tags: string[] }>(
      database.db,
      sql`select product_id, tags from product_tag`,
    ))
      stored.set(String(row.product_id), [...row.tags].sort());
    const built = new Map<string, Set<string>>();
    for (const row of await queryRows<{
      product_id: string | number;
      parameter_id: number;
      value_key: string;
      value_num: number | null;
      brand_id: number;
      catalog_id: number | null;
    }>(
      database.db,
      sql`select pp.product_id, pp.parameter_id, pp.value_key, pp.value_num, p.brand_id, p.catalog_id
          from product_param pp join product p on p.id = pp.product_id`,
    )) {
      const tags = built.get(String(row.product_id)) ?? new Set<string>();
      tags.add(paramKeyTag(row.parameter_id, row.value_key)).add(anyParamKeyTag(row.value_key));
      if (row.value_num !== null) tags.add(paramNumTag(row.parameter_id, row.value_num));
      tags.add(brandTag(row.brand_id));
      if (row.catalog_id !== null) tags.add(`${CATEGORY_TAG_PREFIX}${row.catalog_id}`);
      built.set(String(row.product_id), tags);
    }
    return {
      stored,
      built: new Map([...built].map(([id, tags]) => [id, [...tags].sort()])),
    };
  }

  it('are written by the database as the queries build them, for every stored value', async () => {
    const { stored, built } = await tagsBothWays();
    expect(stored.size).toBeGreaterThan(1900);
    expect(stored).toEqual(built);
  });

  it('follow every write of parameters and every move of brand or category, and write -0 as 0', async () => {
    const [product] = await queryRows<{ id: string | number; brand_id: number; catalog_id: number }>(
      database.db,
      sql`select id, brand_id, catalog_id from product where product_code = 'C60474'`,
    );
    const id = Number(product?.id);
    const [otherCategory] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from catalog where id <> ${product?.catalog_id ?? 0} order by id limit 1`,
    );
    const tagsOf = async () =>
      (
        await queryRows<{ tags: string[] }>(
          database.db,
          sql`select tags from product_tag where product_id = ${id}`,
        )
      )[0]?.tags ?? [];
    const [capacitance] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from parameter where code = 'capacitance'`,
    );
    const capacitanceId = capacitance?.id ?? 0;
    expect(await tagsOf()).toContain(paramNumTag(capacitanceId, 1e-7));

    await database.db.execute(sql`update product_param set value_num = 2.2e-7, value_key = '220NF'
      where product_id = ${id} and parameter_id = ${capacitanceId}`);
    expect(await tagsOf()).toEqual(expect.arrayContaining([paramNumTag(capacitanceId, 2.2e-7), 'k:220NF']));
    expect(await tagsOf()).not.toContain(paramNumTag(capacitanceId, 1e-7));

    await database.db.execute(
      sql`update product_param set value_num = '-0'::float8 where product_id = ${id} and parameter_id = ${capacitanceId}`,
    );
    expect(await tagsOf()).toContain(paramNumTag(capacitanceId, 0));
    expect(paramNumTag(capacitanceId, -0)).toBe(paramNumTag(capacitanceId, 0));

    await database.db.execute(sql`delete from product_param where product_id = ${id}`);
    expect(await tagsOf()).toEqual([]);
    await database.db
      .execute(sql`insert into product_param (product_id, parameter_id, value_text, value_num, value_key)
      values (${id}, ${capacitanceId}, '100nF', 1e-7, '100NF')`);
    const brand = brandTag(product?.brand_id ?? 0);
    const category = (catalogId: number | undefined) => `${CATEGORY_TAG_PREFIX}${catalogId}`;
    expect(await tagsOf()).toEqual(
      [
        `${capacitanceId}:100NF`,
        paramNumTag(capacitanceId, 1e-7),
        'k:100NF',
        brand,
        category(product?.catalog_id),
      ].sort(),
    );

    await database.db.execute(sql`update product set catalog_id = ${otherCategory?.id} where id = ${id}`);
    expect(await tagsOf()).toContain(category(otherCategory?.id));
    expect(await tagsOf()).not.toContain(category(product?.catalog_id));
    await database.db.execute(sql`update product set catalog_id = ${product?.catalog_id} where id = ${id}`);
    expect(await tagsOf()).toContain(category(product?.catalog_id));
  });

  it("carry the product's brand, category, state, stock and part-number key, through every change of them", async () => {
    // The rows whose copy differs from the product, and the products with parameters that have no tags row.
    const differing = () =>
      count(sql`select count(*)::int as n from product p
        left join product_tag tg on tg.product_id = p.id
        where exists (select 1 from product_param pp where pp.product_id = p.id)
          and (tg.product_id is null or (tg.brand_id, tg.catalog_id, tg.is_active, tg.redundant_stock, tg.mfr_pn_key)
               is distinct from (p.brand_id, p.catalog_id, p.is_active, p.redundant_stock, p.mfr_pn_key))`);
    expect(await differing()).toBe(0);
    const tagged = sql`(select product_id from product_tag order by product_id limit 40)`;
    // Many rows in one statement, as an import or the stock refresh writes them; then one, as an order does.
    await database.db.execute(
      sql`update product set redundant_stock = redundant_stock + 7 where id in ${tagged}`,
    );
    await database.db.execute(
      sql`update product set is_active = not is_active where id in ${tagged} and id % 3 = 0`,
    );
    await database.db.execute(
      sql`update product set mfr_pn_key = mfr_pn_key || 'X' where id in ${tagged} and id % 4 = 0`,
    );
    await database.db.execute(sql`update product set redundant_stock = 0
      where id = (select product_id from product_tag order by product_id desc limit 1)`);
    // An import writes products as an upsert.
    await database.db
      .execute(sql`insert into product (id, product_code, mfr_part_number, mfr_pn_key, brand_id)
      select id, product_code, mfr_part_number, mfr_pn_key, brand_id from product where id in ${tagged}
      on conflict (id) do update set redundant_stock = product.redundant_stock + 11`);
    const [brand] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from brand order by id desc limit 1`,
    );
    await database.db.execute(
      sql`update product set brand_id = ${brand?.id} where id in ${tagged} and id % 5 = 0`,
    );
    expect(await differing()).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from product_tag where mfr_pn_key like '%X'`),
    ).toBeGreaterThan(0);
  });
});
