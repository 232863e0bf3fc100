import { DEFAULT_DELIVERY_DAYS } from '../constants.js';
import { addMoney, multiplyMoney } from './money.js';

/**
 * Delivery and tax display rules (docs/orders.md, quantities and money): a quantity served from stock ships
 * in the default DEFAULT_DELIVERY_DAYS days; a larger one waits the part's delivery cycle. An order line
 * carries its delivery date as a calendar day, and the tax rate is stored as a multiplier (1.13) but shown as
 * 13 %.
 */

/** Days to delivery: DEFAULT_DELIVERY_DAYS when the quantity is within stock, otherwise the delivery cycle. */
export function deliveryDays(qty: number, stock: number, deliveryCycle: number): number {
  return qty <= stock ? DEFAULT_DELIVERY_DAYS : deliveryCycle;
}

/**
 * Today plus `days` calendar days, as 'YYYY-MM-DD' in the local time zone (the delivery date is
 * today plus the line's delivery days). Counts calendar days, not 24-hour spans, so a daylight-saving
 * change never shifts the day. Throws a TypeError for an invalid date or a `days` that is not a whole number.
 */
export function deliveryDate(today: Date, days: number): string {
  if (Number.isNaN(today.getTime())) throw new TypeError('Not a valid date');
  if (!Number.isSafeInteger(days)) throw new TypeError(`Not a whole number of days: ${String(days)}`);
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1, 2)}-${pad(day.getDate(), 2)}`;
}

/**
 * The tax rate as a percentage: (rate − 1) × 100, exact, without trailing zeros ('1.13' → '13',
 * '1.065' → '6.5', '1' → '0'). The rate is a decimal string; a malformed one throws a TypeError.
 */
export function taxRatePercent(rate: string): string {
  return multiplyMoney(addMoney(rate, '-1'), '100');
}
