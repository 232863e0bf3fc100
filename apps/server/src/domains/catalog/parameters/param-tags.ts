/**
 * The tags of a product's parameters (table product_tag, written by the database's triggers on product_param;
 * docs/search.md). Queries build the tags they look for here, exactly as the database's function
 * `param_num_tag` and `refresh_product_tag` write them: a test compares both on each database.
 */

/** A text value of one parameter: a package ('12:0402'), a filter's key. */
export function paramKeyTag(parameterId: number, valueKey: string): string {
  return `${parameterId}:${valueKey}`;
}

/** A value key in whichever parameter holds it ('k:X7R'). */
export function anyParamKeyTag(valueKey: string): string {
  return `k:${valueKey}`;
}

/** The product's brand ('b:11'): a brand word beside tag words is looked up in the same index. */
export function brandTag(brandId: number): string {
  return `b:${brandId}`;
}

/** The prefix of the product's category tag ('c:<catalog id>'), as the database writes it. */
export const CATEGORY_TAG_PREFIX = 'c:';

/**
 * A number of one parameter: its id and the float8's 16 hex digits, big-endian, as PostgreSQL's
 * `encode(float8send(n), 'hex')` writes them; + 0 writes -0 as 0, the same number.
 */
export function paramNumTag(parameterId: number, valueNum: number): string {
  const bytes = new DataView(new ArrayBuffer(8));
  bytes.setFloat64(0, valueNum + 0);
  let hex = '';
  for (let i = 0; i < 8; i += 1) hex += bytes.getUint8(i).toString(16).padStart(2, '0');
  return `${parameterId}#${hex}`;
}
