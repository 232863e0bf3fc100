/**
 * Exact money arithmetic and formats (docs/orders.md, quantities and money). Amounts travel as decimal
 * strings and are computed here on BigInt scaled integers, never on binary floats: 0.1 + 0.2 must be 0.3, and
 * a price of 0.000123 times 1,000,000 pieces must be exactly 123. The contract has no decimal library, and
 * the server and the browser must print the same amount from the same data.
 *
 * A decimal string is an optional sign, one or more digits and an optional fraction of one or more
 * digits: '12', '-0.5', '+3.140'. No exponent, no grouping, no spaces, no leading '.'. Every function here
 * throws a TypeError when handed anything else (including a number), and when `decimals` is not a whole
 * number from 0 to MAX_MONEY_DECIMALS: a malformed amount is a bug upstream, never something to print.
 */

/** The most decimals a rounding or format accepts. */
export const MAX_MONEY_DECIMALS = 100;

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A decimal as units × 10^-scale. */
interface Scaled {
  units: bigint;
  scale: number;
}

/** True for a string this module accepts as an amount. */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

function parse(value: unknown): Scaled {
  const match = typeof value === 'string' ? DECIMAL_PATTERN.exec(value) : null;
  if (!match)
    throw new TypeError(
      `Not a decimal string: ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`,
    );
  const [, sign, int = '', fraction = ''] = match;
  const magnitude = BigInt(int + fraction);
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_MONEY_DECIMALS)
    throw new TypeError(`Not a number of decimals: ${String(decimals)}`);
}

/** Prints units × 10^-scale with exactly `scale` decimals. */
function print({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  const body = scale > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
  return negative ? `-${body}` : body;
}

/** Drops trailing zeros of the fraction: the shortest exact form. */
function shortest({ units, scale }: Scaled): Scaled {
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/**
 * Rounds to `decimals` places, half up from the next digit (docs/orders.md, quantities and money); halves of
 * negative amounts go away from zero, as commercial rounding does ('-0.005' → '-0.01'). Answers exactly
 * `decimals` decimals ('1.5' at 2 → '1.50'), never '-0'.
 */
export function roundHalfUp(value: string, decimals: number): string {
  checkDecimals(decimals);
  const parsed = parse(value);
  if (parsed.scale <= decimals) return print({ units: rescale(parsed, decimals), scale: decimals });
  const factor = 10n ** BigInt(parsed.scale - decimals);
  const magnitude = parsed.units < 0n ? -parsed.units : parsed.units;
  let rounded = magnitude / factor;
  if ((magnitude % factor) * 2n >= factor) rounded += 1n;
  return print({ units: parsed.units < 0n ? -rounded : rounded, scale: decimals });
}

/**
 * `value` × a whole quantity rounded half up to `decimals` (as roundHalfUp rounds), as BigInt units of
 * 10^-decimals: `value` is read once and each quantity costs one multiplication. For sums and comparisons of
 * many amounts of one price (a BOM's lines at several builds and price breaks), printed once by printUnits.
 */
export function unitsTimes(value: string, decimals: number): (qty: number) => bigint {
  checkDecimals(decimals);
  const parsed = parse(value);
  if (parsed.scale <= decimals) {
    const scaled = rescale(parsed, decimals);
    return (qty) => scaled * BigInt(qty);
  }
  const factor = 10n ** BigInt(parsed.scale - decimals);
  return (qty) => {
    const exact = parsed.units * BigInt(qty);
    const magnitude = exact < 0n ? -exact : exact;
    let rounded = magnitude / factor;
    if ((magnitude % factor) * 2n >= factor) rounded += 1n;
    return exact < 0n ? -rounded : rounded;
  };
}

/** BigInt units of 10^-decimals as an amount of exactly `decimals` decimals (never '-0'). */
export function printUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  return print({ units, scale: decimals });
}

/** Rounds half up to `decimals` and groups the integer digits by thousands: '1234567.005' at 2 → '1,234,567.01'. */
export function formatMoney(value: string, decimals: number): string {
  const rounded = roundHalfUp(value, decimals);
  const [int = '', fraction] = rounded.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An order amount or total: 2 decimals, and '0.00' when it is not positive (docs/orders.md, quantities and
 * money).
 */
export function formatOrderAmount(value: string): string {
  return parse(value).units > 0n ? formatMoney(value, 2) : '0.00';
}

/** A line amount: 6 decimals (docs/orders.md, quantities and money). */
export function formatLineAmount(value: string): string {
  return formatMoney(value, 6);
}

/** The exact product (price × quantity, price × tax multiplier), in its shortest form: '1.50' × '2' → '3'. */
export function multiplyMoney(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return print(shortest({ units: x.units * y.units, scale: x.scale + y.scale }));
}

/** The exact sum, in its shortest form: '0.1' + '0.2' → '0.3'. Subtract by adding a negative amount. */
export function addMoney(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return print(shortest({ units: rescale(x, scale) + rescale(y, scale), scale }));
}

/** The exact sum of many amounts ('0' for none). */
export function sumMoney(values: readonly string[]): string {
  return values.reduce<string>((total, value) => addMoney(total, value), '0');
}

/** -1, 0 or 1 as a is less than, equal to or greater than b ('1.50' equals '1.5'). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = rescale(x, scale) - rescale(y, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * True when a value prints in exponent form (String(1e21) is '1e+21'). The shop refuses an action with
 * 'The amount is too large' (text key MONEY_TOO_LARGE_TEXT) when the total, in string form, contains an
 * exponent; pass the total as the number the original computed (`Number(total)`) to keep that limit.
 * Decimal strings of this module never contain one.
 */
export function isExponentNotation(value: string | number): boolean {
  return /e/i.test(String(value));
}

/** The text key of 'The amount is too large'. */
export const MONEY_TOO_LARGE_TEXT = 'rules.money.tooLarge';

/**
 * dividend ÷ divisor (dividend ≥ 0, divisor > 0, decimal strings), rounded half up to `decimals` places,
 * exactly: the quotient is computed on BigInt, cut (not rounded) one place past `decimals`, then rounded
 * by roundHalfUp, so the deciding digit is exact. Used for prices before tax (tax price ÷ tax rate).
 */
export function divideHalfUp(dividend: string, divisor: string, decimals: number): string {
  if (!isDecimalString(dividend) || !isDecimalString(divisor))
    throw new TypeError('divideHalfUp takes decimal strings');
  const scaled = (value: string) => {
    const [int = '', fraction = ''] = value.replace(/^\+/, '').split('.');
    return { units: BigInt(int + fraction), scale: fraction.length };
  };
  const a = scaled(dividend);
  const b = scaled(divisor);
  if (a.units < 0n || b.units <= 0n)
    throw new RangeError('divideHalfUp takes a dividend ≥ 0 and a divisor > 0');
  const places = decimals + 1;
  const quotient = (a.units * 10n ** BigInt(b.scale + places)) / (b.units * 10n ** BigInt(a.scale));
  const digits = quotient.toString().padStart(places + 1, '0');
  return roundHalfUp(`${digits.slice(0, -places)}.${digits.slice(-places)}`, decimals);
}
