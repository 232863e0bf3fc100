import { packageKey, valueKey } from './param-keys.js';
import { countIn, formatQuantity, quantityIn, valueParts, type BaseUnit } from './param-values.js';
import { parameterOfSource, VOCABULARY_BY_CODE, type ParamDefinition } from './param-vocabulary.js';
import { canonical, dielectricWord } from './part-parameter-values.js';
import { parseParameters, type ComponentKind, type ComponentParameters } from './part-parameters.js';

/**
 * The parameters of one product (product_param rows, docs/search.md 'Parameters of a product'), from what
 * the catalog knows of it, surest first: the package column, the data's parameters (a JSON object of
 * name → value), then what the description names for parts whose parameters give no defining value.
 */

export interface ProductParamInput {
  /** The data's parameters as imported; undefined or {} when the data brings none. */
  parameters?: Readonly<Record<string, string>> | undefined;
  /** The package column (spec_desc). */
  package?: string | null | undefined;
  description?: string | null | undefined;
  /** The product's catalog node names, the most specific first (they tell the description parser the kind). */
  categoryNames?: readonly string[];
}

export interface ProductParam {
  code: string;
  /** The value as shown. */
  valueText: string;
  /** The number in the parameter's base unit, six significant digits; null for text, ranges and lists. */
  valueNum: number | null;
  valueKey: string;
  /** The parameter, for creating it on first sight when the data brings it. */
  definition: ParamDefinition;
}

/** Longest value kept: the data's longest is under 300 characters; value_key is in a btree index. */
const MAX_VALUE_LENGTH = 500;

/** Cells that say 'no value'. */
const NO_VALUE = new Set(['', '-', '--', '—', '/', 'null', 'nan', 'n/a']);

/** A value as kept: single spaces, trimmed, at most 500 characters; '' for the cells that say 'no value'. */
export function tidyValue(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  return NO_VALUE.has(text.toLowerCase()) ? '' : text.slice(0, MAX_VALUE_LENGTH);
}

/**
 * A number's key: its catalog writing, the point written 'D' so that 2.2 µF ('2D2UF') and 22 µF ('22UF'),
 * or 1.5 V and 15 V, never share a key (valueKey drops the point). Equal numbers share one: '0.1uF' and
 * '100nF' are both '100NF', one row of a filter table.
 */
export function numberKey(value: number, unit: BaseUnit | null): string {
  const text = formatQuantity(Math.abs(value), unit).replace('.', 'D');
  return valueKey(value < 0 ? `NEG${text}` : text);
}

const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

function numberOf(definition: ParamDefinition, text: string): number | null {
  const { kind } = definition;
  if (kind === 'text') return null;
  if (kind === 'count') return countIn(text);
  if (kind === 'plain') return PLAIN_NUMBER.test(text) ? canonical(Number(text)) : null;
  return quantityIn(text, kind.quantity);
}

/** A row of a parameter's value: its number, and its key (see numberKey, packageKey, valueKey). */
export function productParam(definition: ParamDefinition, valueText: string): ProductParam {
  const { code, kind } = definition;
  const valueNum = numberOf(definition, valueText);
  let key: string;
  if (code === 'package') key = packageKey(valueText);
  // NP0 and C0G are one dielectric: one key, one row of the filter table.
  else if (code === 'temperatureCoefficient') key = valueKey(dielectricWord(valueText) ?? valueText);
  else if (valueNum !== null) key = numberKey(valueNum, typeof kind === 'object' ? kind.quantity : null);
  else key = valueKey(valueText);
  return { code, valueText, valueNum, valueKey: key, definition };
}

/**
 * Whether a value gives what its parameter reads: any text for text parameters and the data's own; for a
 * quantity or a count, a number, or a range or list whose every member gives one ('2.7V~5.5V', '±18V'),
 * kept without a number as at import. The console refuses a value that does not ('abc' as a capacitance).
 */
export function givesNumber(row: ProductParam): boolean {
  const { kind } = row.definition;
  if (kind === 'text' || kind === 'plain' || row.valueNum !== null) return true;
  const parts = valueParts(row.valueText);
  return parts.length > 0 && parts.every((part) => numberOf(row.definition, part.replace(/^±/, '')) !== null);
}

function vocabulary(code: string): ParamDefinition {
  const definition = VOCABULARY_BY_CODE.get(code);
  if (!definition) throw new Error(`Parameter ${code} is not in the vocabulary`);
  return definition;
}

/** The package row of a package column's text, or undefined for an empty one. */
export function packageParam(text: string): ProductParam | undefined {
  const pkg = tidyValue(text);
  return pkg === '' ? undefined : productParam(vocabulary('package'), pkg);
}

/** The codes of a part's defining value: without one, the description is read for it. */
const DEFINING_CODES = [
  'capacitance',
  'resistance',
  'inductance',
  'impedance',
  'frequency',
  'zenerVoltage',
] as const;

const VALUE_CODE: Partial<Record<ComponentKind, (typeof DEFINING_CODES)[number]>> = {
  capacitor: 'capacitance',
  resistor: 'resistance',
  inductor: 'inductance',
  ferriteBead: 'impedance',
  crystal: 'frequency',
  oscillator: 'frequency',
  zener: 'zenerVoltage',
};

const VALUE_UNIT: Record<(typeof DEFINING_CODES)[number], BaseUnit> = {
  capacitance: 'F',
  resistance: 'Ω',
  inductance: 'H',
  impedance: 'Ω',
  frequency: 'Hz',
  zenerVoltage: 'V',
};

/**
 * Kinds whose descriptions' volts are their rating. An LED's are its forward voltage, a diode's its
 * reverse voltage, an oscillator's its supply: not a voltage rating.
 */
const RATED_KINDS = new Set<ComponentKind>(['capacitor', 'resistor', 'inductor', 'ferriteBead']);

/** What the description parser found, as parameter rows (numbers written as the catalog writes them). */
function describedParams(found: ComponentParameters, withPackage: boolean): ProductParam[] {
  const rows: ProductParam[] = [];
  const add = (code: string, text: string) => rows.push(productParam(vocabulary(code), text));
  const valueCode = found.kind ? VALUE_CODE[found.kind] : undefined;
  if (valueCode && found.value !== null) add(valueCode, formatQuantity(found.value, VALUE_UNIT[valueCode]));
  if (found.kind && RATED_KINDS.has(found.kind) && found.voltage !== null)
    add('voltageRating', formatQuantity(found.voltage, 'V'));
  if (found.tolerance !== null) add('tolerance', `±${canonical(found.tolerance)}%`);
  if (found.dielectric !== null) add('temperatureCoefficient', found.dielectric);
  if (found.power !== null) add('power', formatQuantity(found.power, 'W'));
  if (withPackage && found.package !== null) add('package', found.package);
  return rows;
}

/** A count written as rows of pins ('2x20P', '1×4P', '2*20'): its first factor. */
const ROWS_OF_STRUCTURE = /^(\d+)\s*[x×*]\s*\d+/u;

/**
 * The rows a count of pins written as a structure gives ('2x20P': 2 rows), ranked after every name of the rows
 * (a part's own 'Number of rows' wins), then as its pins' source ranks; undefined for a plain count ('40P').
 */
function structureRows(row: ProductParam, rank: number): { row: ProductParam; rank: number } | undefined {
  if (row.code !== 'pins' || row.valueNum === null) return undefined;
  const rows = ROWS_OF_STRUCTURE.exec(row.valueText.normalize('NFKC'));
  if (!rows?.[1]) return undefined;
  const definition = vocabulary('rows');
  return { row: productParam(definition, rows[1]), rank: definition.sources.length + rank };
}

/**
 * A product's parameter rows, one per code. Where two sources give one code, the surer wins: the package
 * column over anything else, a vocabulary name listed earlier over a later one ('Operating temperature'
 * over 'Operating temperature range'), then the first in the data; empty values ('', '-') count as absent. A
 * count of pins written as rows of pins ('Pin structure' 2x20P: 40 pins) gives the rows (2) where no name of
 * the rows does.
 * Parts whose data gives none of the defining values (capacitance, resistance …: no data, `{}`, or an IC's
 * parameters) get those the description names, and its rating, tolerance, dielectric and power where the
 * data gives none.
 */
export function productParamsOf(input: ProductParamInput): ProductParam[] {
  const chosen = new Map<string, { row: ProductParam; rank: number }>();
  const offer = (row: ProductParam, rank: number) => {
    const held = chosen.get(row.code);
    if (!held || rank < held.rank) chosen.set(row.code, { row, rank });
  };
  const pkgRow = packageParam(input.package ?? '');
  if (pkgRow) offer(pkgRow, -1);
  const pkg = pkgRow?.valueText ?? '';
  for (const [name, value] of Object.entries(input.parameters ?? {})) {
    const text = tidyValue(value);
    const source = text === '' ? undefined : parameterOfSource(name);
    if (!source) continue;
    const row = productParam(source.definition, text);
    offer(row, source.rank);
    const rows = structureRows(row, source.rank);
    if (rows) offer(rows.row, rows.rank);
  }
  if (!DEFINING_CODES.some((code) => chosen.has(code))) {
    const found = parseParameters(`${pkg} ${input.description ?? ''}`, {
      categoryNames: input.categoryNames ?? [],
    });
    for (const row of describedParams(found, pkg === '')) if (!chosen.has(row.code)) offer(row, 0);
  }
  return [...chosen.values()].map((c) => c.row);
}
