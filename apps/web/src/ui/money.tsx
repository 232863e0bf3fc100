import { formatMoney } from '@emall/contract';
import './catalog-pieces.css';

/** Currency signs; a currency without one shows its code. Signs are the same in every language. */
const CURRENCY_SIGNS: Record<string, string> = { CNY: '¥', RMB: '¥', USD: '$', HKD: 'HK$', EUR: '€' };

/** Decimals a unit price is shown with: prices of small parts live in the sixth decimal. */
export const UNIT_PRICE_DECIMALS = 6;

export function currencySign(currency: string): string {
  return CURRENCY_SIGNS[currency.toUpperCase()] ?? `${currency} `;
}

/**
 * An amount with its currency sign, rounded half up with thousands separators (docs/orders.md, quantities and
 * money).
 */
export function Money({
  value,
  currency = 'CNY',
  decimals = 2,
  className,
}: {
  value: string;
  currency?: string;
  decimals?: number;
  className?: string;
}) {
  return (
    <span className={className ? `money ${className}` : 'money'}>
      {currencySign(currency)}
      {formatMoney(value, decimals)}
    </span>
  );
}
