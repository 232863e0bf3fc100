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

/**
 * A parameter's tag read back (paramNumTag's or paramKeyTag's): its parameter id and its number or key; undefined
 * for a tag of another kind (category, brand, `k:` keys).
 */
export function readParamTag(tag: string): { parameterId: number; value: number | string } | undefined {
  const numeric = /^(\d+)#([0-9a-f]{16})$/.exec(tag);
  if (numeric) {
    const bytes = new DataView(new ArrayBuffer(8));
    const hex = numeric[2] ?? '';
    for (let i = 0; i < 8; i += 1) bytes.setUint8(i, parseInt(hex.slice(i * 2, i * 2 + 2), 16));
    return { parameterId: Number(numeric[1]), value: bytes.getFloat64(0) };
  }
  const keyed = /^(\d+):([\s\S]*)$/.exec(tag);
  return keyed ? { parameterId: Number(keyed[1]), value: keyed[2] ?? '' } : undefined;
}
