import { fillText, pickText, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';
import type { OpsParameterOption, OpsProductParam, OpsProductParamInput } from '@emall/contract/ops';
import { AppError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import type { BaseUnit } from '../parameters/param-values.js';
import {
  DATA_PARAMETER_SORT,
  parameterOfSource,
  sourceKey,
  VOCABULARY,
  VOCABULARY_BY_CODE,
  type ParamDefinition,
} from '../parameters/param-vocabulary.js';
import { readParametersByCode, type StoredProductParam } from '../parameters/product-param.queries.js';
import { givesNumber, productParam, tidyValue, type ProductParam } from '../parameters/product-params.js';

/**
 * The parameters of a product as the console's product editor shows and saves them (docs/search.md,
 * 'Parameters of a product'). A saved value is read by the import's own functions (productParam: the
 * number in the base unit and the key), so a value typed in the console and one imported compare alike.
 */

interface Names {
  name_en: string;
  name_zh_cn: string;
  name_zh_tw: string;
}

const nameIn = (row: Names, lang: Lang) =>
  pickText({ enUs: row.name_en, zhCn: row.name_zh_cn, zhTw: row.name_zh_tw }, lang);

const definitionName = (d: ParamDefinition, lang: Lang) =>
  pickText({ enUs: d.nameEn, zhCn: d.nameZhCn, zhTw: d.nameZhTw }, lang);

const unitOf = (d: ParamDefinition): BaseUnit | null => (typeof d.kind === 'object' ? d.kind.quantity : null);

/** A product's stored parameters as the console shows them. */
export function toOpsParams(rows: readonly StoredProductParam[], lang: Lang): OpsProductParam[] {
  return rows.map((r) => ({ code: r.code, name: nameIn(r, lang), value: r.value_text, unit: r.unit }));
}

/** The shared vocabulary, in the filter tables' order, as the editor offers it. */
export function parameterOptions(lang: Lang): { rows: OpsParameterOption[] } {
  return {
    rows: VOCABULARY.map((d) => ({ code: d.code, name: definitionName(d, lang), unit: unitOf(d) })),
  };
}

/** The vocabulary by each of its names in the three languages, compared as the data's names are. */
const BY_NAME = new Map<string, ParamDefinition>(
  VOCABULARY.flatMap((d) => [d.nameEn, d.nameZhCn, d.nameZhTw].map((name) => [sourceKey(name), d] as const)),
);

/** How a value of each unit is written, for the message refusing one that is not. */
const EXAMPLES: Record<BaseUnit, string> = {
  F: '100nF',
  Ω: '4.7kΩ',
  H: '10uH',
  V: '25V',
  A: '500mA',
  W: '100mW',
  Hz: '12MHz',
  '%': '±1%',
  m: '2.54mm',
};

function message(key: string, lang: Lang, values: Record<string, string | number>): string {
  const template = TEXTS[`ops.catalog.params.error.${key}`];
  if (!template) throw new Error(`Missing text ops.catalog.params.error.${key}`);
  return fillText(pickText(template, lang), values);
}

/** A data parameter the database holds, as a definition (its names as stored; values plain). */
function storedDefinition(row: { code: string } & Names): ParamDefinition {
  return {
    code: row.code,
    nameEn: row.name_en,
    nameZhCn: row.name_zh_cn,
    nameZhTw: row.name_zh_tw,
    kind: 'plain',
    sort: DATA_PARAMETER_SORT,
    sources: [],
  };
}

/**
 * The parameter rows of the editor's list, read as the import reads the data's: a code names a parameter
 * of the vocabulary or one the database holds; a name is the vocabulary's (its name in any language, or a
 * name the data gives it: 'Allowable voltage') or else a parameter of its own ('x.' and a slug, created
 * with the rows). Each value gets its number and key from productParam. Refused, per field in `lang`: an
 * unknown code, a bookkeeping name ('MOQ'), a parameter listed twice, and a value of a quantity or a count
 * that gives no number ('abc' as a capacitance), unless it is the value the product already has. A value
 * that says 'no value' ('-') leaves the parameter out, as at import.
 */
export async function readParamInputs(
  db: Db,
  inputs: readonly OpsProductParamInput[],
  stored: readonly StoredProductParam[],
  lang: Lang,
): Promise<ProductParam[]> {
  const otherCodes = inputs.flatMap((p) => (p.code && !VOCABULARY_BY_CODE.has(p.code) ? [p.code] : []));
  const held = new Map((await readParametersByCode(db, otherCodes)).map((r) => [r.code, r]));
  const storedValue = new Map(stored.map((s) => [s.code, s.value_text]));
  const fields: Record<string, string> = {};
  const firstRow = new Map<string, number>();
  const rows: ProductParam[] = [];
  inputs.forEach((input, i) => {
    const at = (field: string) => `parameters.${i}.${field}`;
    let definition: ParamDefinition | undefined;
    if (input.code) {
      const heldRow = held.get(input.code);
      definition = VOCABULARY_BY_CODE.get(input.code) ?? (heldRow && storedDefinition(heldRow));
      if (!definition) {
        fields[at('code')] = message('unknownCode', lang, { value: input.code });
        return;
      }
    } else {
      const name = input.name ?? '';
      definition = BY_NAME.get(sourceKey(name)) ?? parameterOfSource(name)?.definition;
      if (!definition) {
        fields[at('name')] = message('notParameter', lang, { value: name });
        return;
      }
    }
    const value = tidyValue(input.value);
    if (value === '') return;
    const name = definitionName(definition, lang);
    const first = firstRow.get(definition.code);
    if (first !== undefined) {
      fields[at(input.code ? 'code' : 'name')] = message('duplicate', lang, { name, n: first + 1 });
      return;
    }
    firstRow.set(definition.code, i);
    const row = productParam(definition, value);
    if (!givesNumber(row) && storedValue.get(row.code) !== value) {
      const unit = unitOf(definition);
      fields[at('value')] =
        unit === null
          ? message('unreadableCount', lang, { value, name, example: '8' })
          : message('unreadable', lang, { value, name, unit, example: EXAMPLES[unit] });
      return;
    }
    rows.push(row);
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', {}, fields);
  return rows;
}
