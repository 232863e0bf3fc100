import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../platform/db.js';

/** A product's parameters as stored: code → [value as shown, number in the base unit, value key]. */
export type StoredParams = Record<string, [string, number | null, string]>;

/** The stored parameters of the product found by its product code or its part number. */
export async function storedParamsOf(
  db: Db,
  by: { productCode: string } | { mfrPartNumber: string },
): Promise<StoredParams> {
  const which =
    'productCode' in by
      ? sql`p.product_code = ${by.productCode}`
      : sql`p.mfr_part_number = ${by.mfrPartNumber}`;
  const rows = await queryRows<{
    code: string;
    value_text: string;
    value_num: number | null;
    value_key: string;
  }>(
    db,
    sql`select pa.code, pp.value_text, pp.value_num, pp.value_key
        from product_param pp join parameter pa on pa.id = pp.parameter_id
        join product p on p.id = pp.product_id where ${which}`,
  );
  return Object.fromEntries(rows.map((r) => [r.code, [r.value_text, r.value_num, r.value_key]]));
}
