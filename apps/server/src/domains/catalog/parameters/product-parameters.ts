import type { Lang, ParameterGroup, ProductParameter } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { nameIn } from '../core/localized-name.js';
import { VOCABULARY_BY_CODE } from './param-vocabulary.js';
import { readProductParams } from './product-param.queries.js';

/** What kind of part it is and where it may be used: read before its ratings. */
const GENERAL = new Set(['type', 'operatingTemperature']);

/** Its package, size, pins and look: what the board layout needs. */
const PHYSICAL = new Set(['package', 'pins', 'rows', 'pitch', 'mountingType', 'color']);

/**
 * The group of a parameter on the product page: the vocabulary's own parameters are general, physical or
 * electrical (every other one of them is a value or a rating); a parameter the catalog data brought ('x.…')
 * is named as the data names it and has no known kind, so it goes under the rest.
 */
export function parameterGroup(code: string): ParameterGroup {
  if (GENERAL.has(code)) return 'general';
  if (PHYSICAL.has(code)) return 'physical';
  return VOCABULARY_BY_CODE.has(code) ? 'electrical' : 'other';
}

/**
 * Every parameter of one product, in the filter tables' order (the vocabulary's first), named in the
 * caller's language, with the value key a category page's filter takes. The same rows the search and the
 * category filters read, so what the page shows is what finds the part.
 */
export async function productParameters(db: Db, productId: number, lang: Lang): Promise<ProductParameter[]> {
  const rows = await readProductParams(db, productId);
  return rows
    .filter((row) => row.value_text.trim() !== '')
    .map((row) => ({
      code: row.code,
      name: nameIn(row, lang) || row.name_en,
      value: row.value_text,
      valueKey: row.value_key,
      group: parameterGroup(row.code),
    }));
}
