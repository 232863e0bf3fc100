import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';
import type { EveryRow } from './search-quality-cases.js';

/**
 * What the rows of a search answer are, read straight from the tables (not through the search), for the quality
 * tables (search-quality.test.ts, search-quality-real.test.ts and the full-catalog measure
 * search-quality-full-cli.ts): each row's brand, category, part-number key, description and parameters.
 */

export interface ParamFact {
  /** The number in the parameter's base unit; null for text, ranges and lists. */
  num: number | null;
  key: string;
  unit: string | null;
  /** The value as shown. */
  text: string;
}

export interface RowFacts {
  id: string;
  brand_code: string;
  /** The brand's English name. */
  brand: string;
  /** The product's catalog node (a subcategory), English name. */
  category: string | null;
  key: string;
  description: string;
  params: Record<string, ParamFact> | null;
}

export async function factsOf(db: Db, ids: readonly string[]): Promise<Map<string, RowFacts>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<RowFacts>(
    db,
    sql`select p.id::text as id, b.brand_code, b.name_en as brand, c.name_en as category, p.mfr_pn_key as key,
               coalesce(p.product_desc, '') as description,
               (select jsonb_object_agg(pa.code, jsonb_build_object('num', pp.value_num, 'key', pp.value_key,
                                                                    'unit', pa.unit, 'text', pp.value_text))
                from product_param pp join parameter pa on pa.id = pp.parameter_id
                where pp.product_id = p.id) as params
        from product p join brand b on b.id = p.brand_id left join catalog c on c.id = p.catalog_id
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Why a row breaks the rule of the demo catalog's quality table, or null when it keeps it. */
export function breach(row: RowFacts, every: EveryRow): string | null {
  for (const [code, want] of Object.entries(every.params ?? {})) {
    const have = row.params?.[code];
    const ok = typeof want === 'number' ? have?.num === want : have?.key === want;
    if (!ok) return `${code} is ${JSON.stringify(have ?? null)}, not ${want}`;
  }
  if (every.unitValue) {
    const { unit, value } = every.unitValue;
    if (!Object.values(row.params ?? {}).some((p) => p.unit === unit && p.num === value))
      return `no parameter of ${value} ${unit}`;
  }
  if (every.brand && row.brand_code !== every.brand) return `brand ${row.brand_code}`;
  if (every.category && !every.category.test(row.category ?? '')) return `category ${row.category}`;
  if (every.partNumberPrefix && !row.key.startsWith(every.partNumberPrefix)) return `part number ${row.key}`;
  return null;
}

/** What a parameter must hold: this number, this key, a key of this form, or a number in a range. */
export type ParamNeed = number | string | RegExp | { atLeast?: number; atMost?: number };

/**
 * What a correct row is (the real catalog's quality table): all that is given holds. Ratings are ranges (a part
 * rated 50 V answers '25V'), tolerances at most ('1%' accepts 0.5 %).
 */
export interface RowRule {
  /** Parameters by code. */
  params?: Readonly<Record<string, ParamNeed>>;
  /** Some parameter in this unit holds this number. */
  unitValue?: { unit: string; value: number };
  /** The brand's code or English name. */
  brand?: RegExp;
  /** The product's subcategory name (English). */
  category?: RegExp;
  /** The normalised part number (mfr_pn_key). */
  partNumber?: RegExp;
  description?: RegExp;
  /** At least one of these holds too. */
  anyOf?: readonly RowRule[];
}

function paramBreach(have: ParamFact | undefined, want: ParamNeed): boolean {
  if (typeof want === 'number') return have?.num !== want;
  if (typeof want === 'string') return have?.key !== want;
  if (want instanceof RegExp) return !have || !want.test(have.key);
  const num = have?.num;
  if (num === null || num === undefined) return true;
  return (
    (want.atLeast !== undefined && num < want.atLeast) || (want.atMost !== undefined && num > want.atMost)
  );
}

const needText = (want: ParamNeed) =>
  typeof want === 'object' && !(want instanceof RegExp) ? JSON.stringify(want) : String(want);

/** Why a row breaks a rule of the real catalog's quality table, or null when it keeps it. */
export function ruleBreach(row: RowFacts, rule: RowRule): string | null {
  for (const [code, want] of Object.entries(rule.params ?? {})) {
    const have = row.params?.[code];
    if (paramBreach(have, want)) return `${code} is ${have ? have.text : 'absent'}, not ${needText(want)}`;
  }
  if (rule.unitValue) {
    const { unit, value } = rule.unitValue;
    if (!Object.values(row.params ?? {}).some((p) => p.unit === unit && p.num === value))
      return `no parameter of ${value} ${unit}`;
  }
  if (rule.brand && !rule.brand.test(row.brand_code) && !rule.brand.test(row.brand))
    return `brand ${row.brand}`;
  if (rule.category && !rule.category.test(row.category ?? '')) return `category ${row.category}`;
  if (rule.partNumber && !rule.partNumber.test(row.key)) return `part number ${row.key}`;
  if (rule.description && !rule.description.test(row.description)) return `description ${row.description}`;
  if (rule.anyOf) {
    const why = rule.anyOf.map((r) => ruleBreach(row, r));
    if (why.every((w) => w !== null)) return why.join(' / ');
  }
  return null;
}
