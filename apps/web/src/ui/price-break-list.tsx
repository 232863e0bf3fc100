import type { Product } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from './money';
import './catalog-pieces.css';

/** The quantity breaks of a row, the one its quantity falls in marked. */
export function PriceBreakList({
  breaks,
  activeFrom,
  currency,
}: {
  breaks: Product['priceBreaks'];
  activeFrom: number | undefined;
  currency: string;
}) {
  const ordered = [...breaks].sort((a, b) => a.qtyFrom - b.qtyFrom);
  return (
    <ul className="price-breaks">
      {ordered.map((item) => (
        <li
          key={item.qtyFrom}
          className={
            item.qtyFrom === activeFrom
              ? 'price-breaks__item price-breaks__item--active'
              : 'price-breaks__item'
          }
          aria-current={item.qtyFrom === activeFrom ? 'true' : undefined}
        >
          <span className="price-breaks__qty">{item.qtyFrom.toLocaleString('en-US')}+</span>
          <Money value={item.taxPrice} currency={currency} decimals={UNIT_PRICE_DECIMALS} />
        </li>
      ))}
    </ul>
  );
}
