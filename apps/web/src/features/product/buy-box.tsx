import { useState } from 'react';
import { ExperimentOutlined, FileSearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deliveryDays, multiplyMoney, QUANTITY_EXCEEDS_STOCK_TEXT, taxRatePercent } from '@emall/contract';
import type { Product } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { NoPriceInfo } from '../../ui/no-price-info';
import { enquiryPath, samplePath } from '../../ui/product-links';
import { QuantityInput } from '../../ui/quantity-input';
import { rowPrice } from '../../ui/row-price';
import { useAddToCart } from '../../ui/use-add-to-cart';
import { useBuyNow } from '../../ui/use-buy-now';
import { quantityRules, validQuantity } from './buy-quantity';
import { PriceBreaksTable } from './price-breaks-table';
import { WarehouseStock } from './warehouse-stock';

/** A line amount keeps six decimals, as the cart shows it (docs/orders.md, quantities and money). */
const LINE_AMOUNT_DECIMALS = 6;

const count = (n: number) => n.toLocaleString('en-US');

/** The rules under the quantity box, as they apply to this part. */
function RulesText({ product }: { product: Product }) {
  const { t } = useTranslation();
  const rules = quantityRules(product);
  const base =
    rules.multiple > 1
      ? t('product.buy.rules', { min: count(rules.minimum), pkg: count(rules.multiple) })
      : t('product.buy.rulesMinimum', { min: count(rules.minimum) });
  return (
    <p className="buy-box__rules">
      {base}
      {rules.beyondStock && (
        <>
          <br />
          {t('product.buy.rulesFactory', {
            stock: count(rules.beyondStock.stock),
            n: count(rules.beyondStock.minimum),
          })}
        </>
      )}
    </p>
  );
}

/**
 * The buy box: the unit price at the chosen quantity and the extended price with and without tax, the
 * quantity under the shop's rules (rounded up to what may be bought, saying so), add to cart and buy now as
 * the lists do, a sample or a quote, then the whole ladder (the quantity's break marked) and the stock.
 */
export function BuyBox({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addToCart, addingSpuId } = useAddToCart();
  const buyNow = useBuyNow();
  const [qty, setQty] = useState(() => validQuantity(product.quantity, product));
  const [adjusted, setAdjusted] = useState<{ typed: number; qty: number } | null>(null);
  const price = rowPrice(product, qty);
  const canBuy = product.isMatch && price !== undefined;

  const choose = (asked: number) => {
    const next = validQuantity(asked, product);
    setQty(next);
    setAdjusted(next === asked ? null : { typed: asked, qty: next });
  };

  return (
    <section className="buy-box" aria-label={t('product.buy.label')}>
      {canBuy ? (
        <>
          <div className="buy-box__price">
            <span className="buy-box__label">{t('product.buy.unitPrice')}</span>
            <Money
              className="buy-box__unit"
              value={price.taxPrice}
              currency={product.currency}
              decimals={UNIT_PRICE_DECIMALS}
            />
            <span className="buy-box__muted">{t('product.buy.taxIncluded')}</span>
            <div className="buy-box__muted">
              <Money value={price.notTaxPrice} currency={product.currency} decimals={UNIT_PRICE_DECIMALS} />{' '}
              {t('product.buy.taxExcluded')} · {t('product.buy.atQuantity', { n: count(qty) })}
            </div>
          </div>
          <div className="buy-box__quantity">
            <span className="buy-box__label">{t('product.buy.quantity')}</span>
            <QuantityInput
              value={qty}
              product={product}
              label={`${t('product.buy.quantity')} ${product.mfrPartNumber}`}
              onCommit={choose}
            />
          </div>
          <RulesText product={product} />
          <p className="buy-box__adjusted" role="status">
            {adjusted &&
              t('product.buy.adjusted', { typed: count(adjusted.typed), qty: count(adjusted.qty) })}
          </p>
          {qty > product.stock && <p className="buy-box__warning">{t(QUANTITY_EXCEEDS_STOCK_TEXT)}</p>}
          <dl className="buy-box__amounts">
            <dt>{t('product.buy.extended')}</dt>
            <dd>
              <Money
                className="buy-box__extended"
                value={multiplyMoney(price.taxPrice, String(qty))}
                currency={product.currency}
                decimals={LINE_AMOUNT_DECIMALS}
              />{' '}
              <span className="buy-box__muted">{t('product.buy.taxIncluded')}</span>
              <br />
              <Money
                value={multiplyMoney(price.notTaxPrice, String(qty))}
                currency={product.currency}
                decimals={LINE_AMOUNT_DECIMALS}
              />{' '}
              <span className="buy-box__muted">{t('product.buy.taxExcluded')}</span>
            </dd>
            <dt>{t('product.detail.delivery')}</dt>
            <dd>
              {t('product.detail.days', { n: deliveryDays(qty, product.stock, product.deliveryCycle) })}
            </dd>
          </dl>
          <div className="buy-box__buttons">
            <Button
              type="primary"
              size="large"
              icon={<ShoppingCartOutlined aria-hidden />}
              loading={addingSpuId === product.spuId}
              aria-label={t('cart.add.label', { name: product.mfrPartNumber })}
              onClick={() => void addToCart(product.spuId, qty)}
            >
              {t('cart.add')}
            </Button>
            <Button
              size="large"
              aria-label={t('cart.buyNow.label', { name: product.mfrPartNumber })}
              onClick={() => {
                buyNow(product.spuId, qty);
              }}
            >
              {t('cart.buyNow')}
            </Button>
          </div>
        </>
      ) : (
        <NoPriceInfo />
      )}
      <div className="buy-box__more">
        {product.isSample === 'T' && (
          <Button
            icon={<ExperimentOutlined aria-hidden />}
            onClick={() => void navigate(samplePath(product.spuId))}
          >
            {t('product.buy.sample')}
          </Button>
        )}
        <Button
          type={canBuy ? 'default' : 'primary'}
          icon={<FileSearchOutlined aria-hidden />}
          onClick={() =>
            void navigate(
              enquiryPath({ mfrPartNumber: product.mfrPartNumber, brand: product.brandName, quantity: qty }),
            )
          }
        >
          {t('product.buy.quote')}
        </Button>
      </div>
      {product.isMatch && product.priceBreaks.length > 0 && (
        <>
          <h2 className="product-details__heading">{t('product.detail.priceBreaks')}</h2>
          <PriceBreaksTable product={product} activeFrom={price?.qtyFrom} />
          <p className="product-details__muted">
            {t('product.detail.taxRate', { n: taxRatePercent(product.taxRate) })}
          </p>
        </>
      )}
      <h2 className="product-details__heading">{t('product.detail.stock')}</h2>
      <WarehouseStock product={product} />
    </section>
  );
}
