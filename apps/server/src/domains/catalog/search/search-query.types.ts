/**
 * The units and values a query's words are read as (search-query.ts reads them; the count words read their
 * own): a file of its own so that both can name them without importing each other.
 */

/** Counts, by the code of the parameter that holds them: pins (positions, contacts), rows, channels. */
export type CountUnit = 'pins' | 'rows' | 'channels';

/** SI base units (ohm, farad …, 'm' for a pitch), percent, and the counts. */
export type QueryUnit = 'F' | 'Ω' | 'H' | 'V' | 'A' | 'W' | 'Hz' | '%' | 'm' | CountUnit;

/**
 * A value in the unit's SI base (farads, ohms …; percent for '%'; metres for a pitch), six significant digits
 * (`canonical`), or a count (a whole number of pins, rows or channels).
 */
export interface QueryValue {
  unit: QueryUnit;
  value: number;
  /**
   * The parameters kept in this unit (a count: the parameter of that code), once resolved from the cached
   * vocabulary (search-word-parameters.ts): the statement then names them, so the planner sees the parameter
   * and uses its value statistics.
   */
  parameterIds?: readonly number[];
}
