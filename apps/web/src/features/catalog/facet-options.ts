import type { Facet } from '@emall/contract';
import type { NumericRange } from './catalog-filter-state';

/** One tickable value of a parameter in the filter table. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
  num: number | null;
}

/** A parameter with a unit whose values carry numbers: it gets a min/max range besides its values. */
export function isNumericFacet(facet: Facet): boolean {
  return facet.unit !== null && facet.values.some((value) => value.num !== null);
}

/**
 * The values to tick: numeric ones from small to large (how an engineer scans 10nF, 100nF, 1µF), text ones in
 * the server's order (most common first). A chosen value the answer no longer lists (other filters left no
 * part with it) stays shown with count 0, so it can be unticked.
 */
export function facetOptions(facet: Facet, chosen: readonly string[]): FacetOption[] {
  const listed: FacetOption[] = facet.values.map(({ value, label, count, num }) => ({
    value,
    label,
    count,
    num,
  }));
  if (isNumericFacet(facet)) {
    listed.sort((a, b) => (a.num ?? Infinity) - (b.num ?? Infinity));
  }
  const known = new Set(listed.map((option) => option.value));
  const missing = chosen
    .filter((value) => !known.has(value))
    .map((value) => ({ value, label: value, count: 0, num: null }));
  return [...missing, ...listed];
}

/** The distinct numbers of a numeric parameter, small to large, with the label of each: a range's choices. */
export function rangeChoices(facet: Facet): { num: number; label: string }[] {
  const byNum = new Map<number, string>();
  for (const value of facet.values) {
    if (value.num !== null && !byNum.has(value.num)) byNum.set(value.num, value.label);
  }
  return [...byNum.entries()].sort(([a], [b]) => a - b).map(([num, label]) => ({ num, label }));
}

const PREFIXES: readonly (readonly [number, string])[] = [
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
];

/**
 * A number in a base unit as an engineer writes it: 1e-7 F → '100nF', 4700 Ω → '4.7kΩ', 0.25 W → '250mW'.
 * Used for a range bound that no listed value names; percentages and degrees keep their plain number.
 */
export function formatWithUnit(num: number, unit: string | null): string {
  const suffix = unit ?? '';
  if (num === 0 || unit === null || unit === '%' || unit.startsWith('°'))
    return `${trimNumber(num)}${suffix}`;
  const size = Math.abs(num);
  const [scale, prefix] = PREFIXES.find(([factor]) => size >= factor * 0.9999999) ?? [1e-12, 'p'];
  return `${trimNumber(num / scale)}${prefix}${suffix}`;
}

/** At most 4 significant digits, without trailing zeros or float noise (2.2000000000000003 → 2.2). */
function trimNumber(n: number): string {
  return String(Number(n.toPrecision(4)));
}

/** How a range reads in the applied filters: the labels of the bounds where a listed value has them. */
export function rangeBounds(facet: Facet | undefined, range: NumericRange): { min?: string; max?: string } {
  const labelOf = (num: number) =>
    facet?.values.find((value) => value.num === num)?.label ?? formatWithUnit(num, facet?.unit ?? null);
  return {
    ...(range.min !== undefined ? { min: labelOf(range.min) } : {}),
    ...(range.max !== undefined ? { max: labelOf(range.max) } : {}),
  };
}
