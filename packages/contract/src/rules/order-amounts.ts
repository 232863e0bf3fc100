import { addMoney, compareMoney, isDecimalString, multiplyMoney, roundHalfUp, sumMoney } from './money.js';

/**
 * Order money (docs/orders.md, "Placing an order"): the server prices every order line from the catalog with
 * these functions and the browser shows the same numbers, so a difference means the buyer saw a stale price.
 * A line amount is unit price × quantity ÷ price unit (the price is per `priceUnit` pieces), rounded half up
 * to 6 decimals; the order amount is the sum of the rounded line amounts, rounded to 2 decimals.
 */

export const LINE_AMOUNT_DECIMALS = 6;
export const ORDER_AMOUNT_DECIMALS = 2;

/** value ÷ divisor rounded half up (away from zero) to `decimals`, exact on BigInt. */
function divideHalfUp(value: string, divisor: number, decimals: number): string {
  if (!Number.isSafeInteger(divisor) || divisor < 1) throw new TypeError(`Not a price unit: ${divisor}`);
  if (divisor === 1) return roundHalfUp(value, decimals);
  const [int = '0', fraction = ''] = value.replace(/^[+-]/, '').split('.');
  const negative = value.startsWith('-');
  const numerator = BigInt(int + fraction) * 10n ** BigInt(decimals);
  const denominator = BigInt(divisor) * 10n ** BigInt(fraction.length);
  const quotient = (numerator * 2n + denominator) / (denominator * 2n);
  const digits = quotient.toString().padStart(decimals + 1, '0');
  const body = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative && quotient !== 0n ? `-${body}` : body;
}

/** Price × quantity ÷ priceUnit, 6 decimals: '0.123457' × 3 → '0.370371'. */
export function lineAmount(unitPrice: string, quantity: number, priceUnit = 1): string {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new TypeError(`Not a quantity: ${quantity}`);
  return divideHalfUp(multiplyMoney(unitPrice, String(quantity)), priceUnit, LINE_AMOUNT_DECIMALS);
}

/** The sum of line amounts, 2 decimals: the amount the buyer pays. */
export function orderAmount(lineAmounts: readonly string[]): string {
  return roundHalfUp(sumMoney(lineAmounts), ORDER_AMOUNT_DECIMALS);
}

/** The tax in an order: amount with tax minus amount without, both already rounded. */
export function taxAmount(amountWithTax: string, amountWithoutTax: string): string {
  const negated = amountWithoutTax.startsWith('-')
    ? amountWithoutTax.slice(1)
    : `-${amountWithoutTax.replace(/^\+/, '')}`;
  return roundHalfUp(addMoney(amountWithTax, negated), ORDER_AMOUNT_DECIMALS);
}

/**
 * True when what the buyer sent equals the server's value at the format's precision: the sent value is
 * rounded to `decimals` first, so '12.43' matches '12.430000' but '12.42' does not. A malformed value
 * never matches.
 */
export function sameAmount(sent: string, computed: string, decimals: number): boolean {
  if (!isDecimalString(sent)) return false;
  return compareMoney(roundHalfUp(sent, decimals), roundHalfUp(computed, decimals)) === 0;
}
