import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { deliveryDays, formatLineAmount, taxRatePercent } from '@emall/contract';
import type { Product } from '@emall/contract';
import { HighlightedText } from './highlighted-text';
import { currencySign, Money, UNIT_PRICE_DECIMALS } from './money';
import { NoPriceInfo } from './no-price-info';
import { detailsPath } from './product-links';
import { QuantityInput } from './quantity-input';
import { columnSortOrder, StockSortControl } from './stock-sort-control';
import type { SortOrder } from './stock-sort-control';
import { PriceBreakList } from './price-break-list';
import type { PhoneCardLayout } from './responsive-table';
import { rowAmount, rowPrice } from './row-price';
import './product-columns.css';
import { PartNumber } from './part-number';

export interface ProductColumnsOptions {
  /** Words to mark in the part numbers (the search's keywords); none on a category page. */
  keywords: readonly string[];
  /** The stock column's sort; without onToggleSort the title is plain text. */
  sortOrder: SortOrder | undefined;
  onToggleSort?: () => void;
  quantityOf: (product: Product) => number;
  onQuantity: (product: Product, qty: number) => void;
  onAddToCart: (product: Product, qty: number) => void;
  onBuyNow: (product: Product, qty: number) => void;
  /** The row being added, to show its button busy. */
  addingSpuId: string | null;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The product columns on a phone card: the part heads it, the cart buttons close it. */
export function useProductPhoneLayout(): PhoneCardLayout<Product> {
  const { t } = useTranslation();
  return {
    headKeys: ['part'],
    actionKeys: ['cart'],
    // The stock title is a sort control on the desktop; a card's field only needs its name.
    labels: { stock: t('search.column.stock') },
    cardLabel: (row) => row.mfrPartNumber,
  };
}

/**
 * The columns of the product lists (the search results and the category pages): part, description, stock,
 * prices, quantity, delivery and the cart buttons.
 */
export function useProductColumns({
  keywords,
  sortOrder,
  onToggleSort,
  quantityOf,
  onQuantity,
  onAddToCart,
  onBuyNow,
  addingSpuId,
}: ProductColumnsOptions): TableColumnsType<Product> {
  const { t } = useTranslation();
  // Rows without a price show the customer-service text across the price, unit price and quantity cells.
  const unpricedSpan = (row: Product) => (row.isMatch ? {} : { colSpan: 0 });
  return [
    {
      key: 'part',
      title: t('search.column.part'),
      width: 190,
      render: (_: unknown, row: Product) => (
        <div className="search-row__part">
          {row.productPhoto && <img className="search-row__photo" src={row.productPhoto} alt="" />}
          <div>
            <a
              className="search-row__mpn"
              href={detailsPath(row.spuId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <PartNumber value={row.mfrPartNumber}>
                <HighlightedText text={row.mfrPartNumber} keywords={keywords} />
              </PartNumber>
            </a>
            <div className="search-row__brand">{row.brandName}</div>
            {row.productCatalogName && (
              <div className="search-row__muted">
                {t('search.row.catalog', { name: row.productCatalogName })}
              </div>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'description',
      title: t('search.column.description'),
      // The widest column: a description is read whole, on as many lines as it takes. The table sizes columns by
      // their content and a description's words are short: without a width of its own it was left about 90 px.
      // The widths add up to the frame's width (1,190 px) less what the cells' content needs beyond them.
      width: 220,
      render: (_: unknown, row: Product) => (
        <div className="search-row__description">
          <div className="search-row__desc-text">{row.productDesc}</div>
          {row.specDesc && <div className="search-row__muted">{row.specDesc}</div>}
        </div>
      ),
    },
    {
      key: 'stock',
      width: 110,
      sortOrder: onToggleSort ? columnSortOrder(sortOrder) : undefined,
      title: onToggleSort ? (
        <StockSortControl order={sortOrder} onToggle={onToggleSort}>
          {t('search.column.stock')}
        </StockSortControl>
      ) : (
        t('search.column.stock')
      ),
      render: (_: unknown, row: Product) => (
        <div>
          <strong className="search-row__stock">{count(row.emallRedundantStockQty)}</strong>
          <div className="search-row__muted">{t('search.row.miniQty', { n: count(row.miniQty) })}</div>
          <div className="search-row__muted">{t('search.row.miniPkg', { n: count(row.miniPkg) })}</div>
        </div>
      ),
    },
    {
      key: 'priceBreaks',
      width: 160,
      title: t('search.column.priceBreaks'),
      onCell: (row: Product) => (row.isMatch ? {} : { colSpan: 3 }),
      render: (_: unknown, row: Product) =>
        row.isMatch ? (
          <PriceBreakList
            breaks={row.priceBreaks}
            activeFrom={rowPrice(row, quantityOf(row))?.qtyFrom}
            currency={row.currency}
          />
        ) : (
          <NoPriceInfo />
        ),
    },
    {
      key: 'price',
      width: 110,
      title: t('search.column.price'),
      onCell: unpricedSpan,
      render: (_: unknown, row: Product) => {
        const price = rowPrice(row, quantityOf(row));
        if (!price) return null;
        return (
          <div className="search-row__price">
            <Money value={price.taxPrice} currency={row.currency} decimals={UNIT_PRICE_DECIMALS} />
            <div className="search-row__muted">
              {t('search.row.taxRate', { n: taxRatePercent(row.taxRate) })}
            </div>
            <div className="search-row__muted">
              {t('search.row.notTaxPrice', {
                price: `${currencySign(row.currency)}${formatLineAmount(price.notTaxPrice)}`,
              })}
            </div>
          </div>
        );
      },
    },
    {
      key: 'quantity',
      width: 164,
      title: t('search.column.quantity'),
      onCell: unpricedSpan,
      render: (_: unknown, row: Product) => {
        const qty = quantityOf(row);
        const price = rowPrice(row, qty);
        return (
          <div className="search-row__quantity">
            <QuantityInput
              value={qty}
              product={row}
              label={`${t('search.column.quantity')} ${row.mfrPartNumber}`}
              onCommit={(next) => {
                onQuantity(row, next);
              }}
            />
            {price && (
              <div className="search-row__muted">
                {t('search.row.amount', {
                  amount: `${currencySign(row.currency)}${formatLineAmount(rowAmount(price, qty))}`,
                })}
              </div>
            )}
          </div>
        );
      },
    },
    {
      key: 'delivery',
      width: 92,
      title: t('search.column.delivery'),
      render: (_: unknown, row: Product) =>
        t('search.delivery.days', { n: deliveryDays(quantityOf(row), row.stock, row.deliveryCycle) }),
    },
    {
      key: 'cart',
      width: 130,
      title: t('cart.column.action'),
      // Only a priced row can be bought; the others offer customer service instead.
      render: (_: unknown, row: Product) =>
        row.isMatch ? (
          <div className="search-row__actions">
            <Button
              type="primary"
              size="small"
              icon={<ShoppingCartOutlined />}
              loading={addingSpuId === row.spuId}
              aria-label={t('cart.add.label', { name: row.mfrPartNumber })}
              onClick={() => {
                onAddToCart(row, quantityOf(row));
              }}
            >
              {t('cart.add')}
            </Button>
            <Button
              size="small"
              aria-label={t('cart.buyNow.label', { name: row.mfrPartNumber })}
              onClick={() => {
                onBuyNow(row, quantityOf(row));
              }}
            >
              {t('cart.buyNow')}
            </Button>
          </div>
        ) : null,
    },
  ];
}
