import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  deliveryDate,
  deliveryDays,
  formatLineAmount,
  priceForQuantity,
  taxRatePercent,
} from '@emall/contract';
import type { CartLine } from '@emall/contract';
import { currencySign, Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { NoPriceInfo } from '../../ui/no-price-info';
import { PriceBreakList } from '../../ui/price-break-list';
import { detailsPath } from '../../ui/product-links';
import { QuantityInput } from '../../ui/quantity-input';
import { columnSortOrder, StockSortControl } from '../../ui/stock-sort-control';
import type { SortOrder } from '../../ui/stock-sort-control';
import type { PhoneCardLayout } from '../../ui/responsive-table';
import { CustPnCell } from './cust-pn-cell';
import { lineAmount, linePrice } from './cart-lines';
import { PartNumber } from '../../ui/part-number';

interface CartColumnsOptions {
  withTax: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onCustPn: (line: CartLine, custPn: string) => Promise<void>;
  onDelete: (line: CartLine) => void;
  /** Today, for the delivery dates (today plus the line's delivery days). */
  today: Date;
  /** The stock sort of the cart's lines (none: the cart's own order, newest first). */
  sortOrder: SortOrder | undefined;
  onToggleSort: () => void;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The cart columns on a phone card: the part heads it, delete closes it. */
export const CART_PHONE_LAYOUT: PhoneCardLayout<CartLine> = { headKeys: ['part'], actionKeys: ['action'] };

/**
 * The columns of the cart (on the shared product table): part, custom part number, stock, price breaks (the
 * line's break marked), unit price and line amount in the chosen tax mode, quantity, delivery and delete.
 */
export function useCartColumns({
  withTax,
  onQuantity,
  onCustPn,
  onDelete,
  today,
  sortOrder,
  onToggleSort,
}: CartColumnsOptions) {
  const { t } = useTranslation();
  // A row without a price shows the customer-service text across the price and quantity cells.
  const unpricedSpan = (line: CartLine) => (line.isMatch ? {} : { colSpan: 0 });
  const columns: TableColumnsType<CartLine> = [
    {
      key: 'part',
      width: 176,
      title: t('search.column.part'),
      render: (_: unknown, line: CartLine) => (
        <div className="cart-row__part">
          <a
            className="cart-row__mpn"
            href={detailsPath(line.spuId)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <PartNumber value={line.mfrPartNumber} />
          </a>
          <div className="cart-row__brand">{line.brandName}</div>
          <div className="cart-row__muted">{line.productCatalogName}</div>
        </div>
      ),
    },
    {
      key: 'custPn',
      width: 140,
      title: t('cart.column.custPn'),
      render: (_: unknown, line: CartLine) => (
        <CustPnCell
          value={line.custPn}
          partNumber={line.mfrPartNumber}
          onSave={(value) => onCustPn(line, value)}
        />
      ),
    },
    {
      key: 'stock',
      width: 100,
      sortOrder: columnSortOrder(sortOrder),
      title: (
        <StockSortControl order={sortOrder} onToggle={onToggleSort}>
          {t('search.column.stock')}
        </StockSortControl>
      ),
      render: (_: unknown, line: CartLine) => (
        <div>
          <strong>{count(line.emallRedundantStockQty)}</strong>
          <div className="cart-row__muted">{t('search.row.miniQty', { n: count(line.miniQty) })}</div>
          <div className="cart-row__muted">{t('search.row.miniPkg', { n: count(line.miniPkg) })}</div>
        </div>
      ),
    },
    {
      key: 'priceBreaks',
      width: 144,
      title: t('search.column.priceBreaks'),
      onCell: (line: CartLine) => (line.isMatch ? {} : { colSpan: 4 }),
      render: (_: unknown, line: CartLine) =>
        line.isMatch ? (
          <PriceBreakList
            breaks={line.priceBreaks.map((b) => (withTax ? b : { ...b, taxPrice: b.notTaxPrice }))}
            activeFrom={priceForQuantity(line.priceBreaks, line.quantity)?.qtyFrom}
            currency={line.currency}
          />
        ) : (
          <NoPriceInfo />
        ),
    },
    {
      key: 'price',
      width: 110,
      title: t(withTax ? 'cart.column.priceIncl' : 'cart.column.priceExcl'),
      onCell: unpricedSpan,
      render: (_: unknown, line: CartLine) => {
        const price = linePrice(line, withTax);
        if (price === null) return null;
        return (
          <div className="cart-row__price">
            <Money value={price} currency={line.currency} decimals={UNIT_PRICE_DECIMALS} />
            <div className="cart-row__muted">
              {t('search.row.taxRate', { n: taxRatePercent(line.taxRate) })}
            </div>
            {line.quote && (
              // A line added from an enquiry: its price is the quote while it holds (docs/enquiry.md).
              <div className="cart-row__muted">
                {t(line.quote.isValid ? 'enquiry.cart.quoted' : 'enquiry.cart.lapsed', {
                  date: line.quote.validUntil,
                })}
              </div>
            )}
          </div>
        );
      },
    },
    {
      key: 'quantity',
      width: 148,
      title: t('search.column.quantity'),
      onCell: unpricedSpan,
      render: (_: unknown, line: CartLine) => (
        <QuantityInput
          value={line.quantity}
          product={line}
          label={`${t('search.column.quantity')} ${line.mfrPartNumber}`}
          onCommit={(next) => {
            onQuantity(line, next);
          }}
        />
      ),
    },
    {
      key: 'amount',
      width: 134,
      title: t(withTax ? 'cart.column.amountIncl' : 'cart.column.amountExcl'),
      onCell: unpricedSpan,
      render: (_: unknown, line: CartLine) => {
        const amount = lineAmount(line, withTax);
        return amount === null ? null : (
          <strong className="cart-row__amount">
            {currencySign(line.currency)}
            {formatLineAmount(amount)}
          </strong>
        );
      },
    },
    {
      key: 'delivery',
      width: 108,
      title: t('search.column.delivery'),
      render: (_: unknown, line: CartLine) => {
        const days = deliveryDays(line.quantity, line.stock, line.deliveryCycle);
        return (
          <div>
            {t('search.delivery.days', { n: days })}
            <div className="cart-row__muted cart-row__nowrap">
              {t('cart.delivery.date', { date: deliveryDate(today, days) })}
            </div>
          </div>
        );
      },
    },
    {
      key: 'action',
      width: 64,
      title: t('cart.column.action'),
      render: (_: unknown, line: CartLine) => (
        <Button
          type="link"
          size="small"
          className="cart-row__delete"
          aria-label={`${t('cart.action.delete')} ${line.mfrPartNumber}`}
          onClick={() => {
            onDelete(line);
          }}
        >
          {t('cart.action.delete')}
        </Button>
      ),
    },
  ];
  return columns;
}
