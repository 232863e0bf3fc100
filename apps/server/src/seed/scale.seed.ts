import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../platform/db.js';
import { refreshCategoryFacets } from '../domains/catalog/parameters/product-param.queries.js';

/**
 * Synthetic catalog volume for load tests: plausible part numbers (family prefix + number + package and
 * packing suffix), brands taken from what the demo seed created, the category, package and parameters of a
 * real part each copies, price breaks, stock per warehouse, and supplier quotes. Generated inside the
 * database with generate_series, in chunks, so 1,000,000 products and 5,000,000 quotes take minutes, not
 * hours. Deterministic: the same arguments
 * give the same rows.
 */
export interface ScaleOptions {
  products: number;
  stockRows: number;
  chunk?: number;
  onProgress?: (what: string, done: number, total: number) => void;
}

const FAMILIES = [
  'STM32F',
  'STM32G',
  'STM32L',
  'GD32F',
  'LPC',
  'ATMEGA',
  'ATSAMD',
  'PIC16F',
  'PIC18F',
  'MSP430F',
  'TPS',
  'TLV',
  'LM',
  'LMV',
  'OPA',
  'INA',
  'ADS',
  'DAC',
  'AD',
  'ADP',
  'LT',
  'MAX',
  'MCP',
  'SN74LVC',
  'SN74HC',
  '74HC',
  'NC7S',
  'BSS',
  'BAT',
  'BZX',
  'MMBT',
  'SI',
  'IRF',
  'AO',
  'NCP',
  'MP',
  'SY',
  'RT',
  'ESP32',
  'W25Q',
  'AT24C',
  'CH340',
  'RC0603FR',
  'RC0402FR',
  'CL10A',
  'CL21B',
  'GRM188R',
  'GRM155R',
  'LQH',
  'SRN',
  'XL',
  'USB',
  'B2B',
  'SM',
];
const SUFFIXES = [
  '',
  'DR',
  'DBVR',
  'IDR',
  'T6',
  'TR',
  'CT',
  'U6',
  'MX',
  'P',
  'LT1G',
  'T1G',
  'QFN',
  '-07L',
  'KTR',
];

function sqlTextArray(values: string[]) {
  // Parenthesised so that a subscript can follow: (array[...]::text[])[i].
  const items = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
  return sql`(array[${items}]::text[])`;
}

export async function seedScale(
  db: Db,
  options: ScaleOptions,
): Promise<{ products: number; quotes: number }> {
  const chunk = options.chunk ?? 100_000;
  const families = sqlTextArray(FAMILIES);
  const suffixes = sqlTextArray(SUFFIXES);
  const [last] = await queryRows<{ n: string }>(db, sql`select coalesce(max(id), 0)::text as n from product`);
  const start = Number(last?.n ?? 0);
  // Each synthetic part copies the category, package and parameters of a part already there (the demo's
  // real parts): a category's filter table then counts parts that belong in it.
  // Numbered rows, not an array of ids: subscripting an array of the full real catalog's 580,000 ids would
  // copy the whole array for every generated row.
  const [counted] = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from product where id <= ${start}`,
  );
  const modelCount = Math.max(Number(counted?.n ?? 0), 1);
  const models = sql`(select id, row_number() over (order by id) as rn from product where id <= ${start})`;
  const modelRn = (g: SQL) => sql`1 + (${g} * 7 % ${modelCount})`;
  for (let done = 0; done < options.products; done += chunk) {
    const from = start + done + 1;
    const to = start + Math.min(done + chunk, options.products);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with brands as (select array_agg(id order by id) as ids from brand),
             cats as (select array_agg(id order by id) as ids from catalog where level = 2),
             gen as (
               select g,
                 ${families}[1 + (g * 7 % ${FAMILIES.length})] || lpad(((g * 7919) % 100000)::text, 5, '0')
                   || chr((65 + g % 26)::int) || ${suffixes}[1 + (g * 13 % ${SUFFIXES.length})] || '-' || to_hex(g) as mpn
               from generate_series(${from}::bigint, ${to}::bigint) g
             )
        insert into product (id, product_code, mfr_part_number, mfr_pn_key, brand_id, catalog_id, product_desc,
          spec_desc, mini_qty, mini_pkg, delivery_cycle, redundant_stock, is_sample)
        select g, 'SYN' || g, mpn, upper(regexp_replace(mpn, '[^A-Za-z0-9]', '', 'g')),
          brands.ids[1 + (g * 31 % array_length(brands.ids, 1))],
          coalesce(model.catalog_id, cats.ids[1 + (g * 17 % greatest(array_length(cats.ids, 1), 1))]),
          'Synthetic part ' || mpn,
          coalesce(model.spec_desc,
            (array['SOT-23','SOIC-8','QFN-32','LQFP-48','0603','0402','TSSOP-16'])[1 + g % 7]),
          (array[1, 10, 100, 1000])[1 + g % 4], (array[1, 10, 100, 1000])[1 + g % 4], 5 + (g % 17),
          case when g % 5 = 0 then 0 else (g * 104729) % 50000 end, g % 9 = 0
        from gen cross join brands cross join cats
        left join ${models} model_ref on model_ref.rn = ${modelRn(sql`g`)}
        left join product model on model.id = model_ref.id`);
      // The parameters of the part each copies, so that filters and value words find synthetic parts too.
      await tx.execute(sql`
        insert into product_param (product_id, parameter_id, value_text, value_num, value_key)
        select g, pp.parameter_id, pp.value_text, pp.value_num, pp.value_key
        from generate_series(${from}::bigint, ${to}::bigint) g
        join ${models} model_ref on model_ref.rn = ${modelRn(sql`g`)}
        join product_param pp on pp.product_id = model_ref.id`);
      await tx.execute(sql`
        insert into price_break (product_id, qty_from, qty_to, tax_price, not_tax_price)
        select p.id, b.qty_from, b.qty_to, round(base * b.factor * 1.13, 6), round(base * b.factor, 6)
        from product p
        cross join lateral (select ((p.id * 2654435761) % 100000) / 1000.0 + 0.01 as base) x
        cross join lateral (values (p.mini_qty, p.mini_qty * 10 - 1, 1.0), (p.mini_qty * 10, p.mini_qty * 100 - 1, 0.92),
          (p.mini_qty * 100, null::int, 0.85)) as b(qty_from, qty_to, factor)
        where p.id between ${from} and ${to} and p.id % 11 <> 0`);
      await tx.execute(sql`
        insert into product_stock (product_id, warehouse, qty)
        select p.id, w.code, case when w.code = 'NJHB' then p.redundant_stock - p.redundant_stock / 3 else p.redundant_stock / 3 end
        from product p cross join (values ('NJHB'), ('HK')) as w(code)
        where p.id between ${from} and ${to} and p.redundant_stock > 0`);
      await tx.execute(sql`select setval(pg_get_serial_sequence('product', 'id'), ${to})`);
    });
    options.onProgress?.('products', Math.min(done + chunk, options.products), options.products);
  }

  const maxId = start + options.products;
  for (let done = 0; done < options.stockRows; done += chunk) {
    const size = Math.min(chunk, options.stockRows - done);
    await db.execute(sql`
      insert into stock_quote (mfr_part_number, mfr_pn_key, brand_id, product_id, channel_code, stock_qty, tax_price,
        delivery_cycle, date_code, quote_price_type, quote_date)
      select p.mfr_part_number, p.mfr_pn_key, p.brand_id, p.id, 'CH-' || lpad((1 + g % 2100)::text, 4, '0'),
        100 + (g * 7919) % 250000, round((((g * 2654435761) % 100000) / 1000.0 + 0.01) * 1.13, 6), 3 + g % 25,
        (24 + g % 3)::text || lpad((1 + g % 52)::text, 2, '0'), '001', date '2026-11-22' - (g % 60)::int
      from generate_series(${done + 1}::bigint, ${done + size}::bigint) g
      join product p on p.id = 1 + (g * 2654435761) % ${maxId}`);
    options.onProgress?.('stock quotes', done + size, options.stockRows);
  }
  if (options.products > 0) {
    await refreshCategoryFacets(db);
    options.onProgress?.('category filter tables', 1, 1);
  }
  return { products: options.products, quotes: options.stockRows };
}
