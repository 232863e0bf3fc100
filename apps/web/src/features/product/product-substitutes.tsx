import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '@emall/contract';
import type { ProductDetails, ProductSubstitute } from '@emall/contract';
import { call } from '../../api/client';
import { useSessionStore } from '../../api/session-store';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { PartNumber } from '../../ui/part-number';
import { detailsPath } from '../../ui/product-links';
import { rowPrice } from '../../ui/row-price';
import './product-substitutes.css';

/** The product page shows the best few; the BOM's costing lists more for a line. */
const SHOWN = 5;

/** What sets a substitute apart from this part, compactly: the parameters that are not the same. */
function differenceText(substitute: ProductSubstitute, t: (key: string) => string): string {
  return substitute.differences
    .filter((d) => d.verdict === 'better' || d.verdict === 'differs')
    .map((d) => `${d.name} ${d.candidate ?? '—'} (${t(`bomCost.verdict.${d.verdict}`)})`)
    .join(' · ');
}

/**
 * The product page's "Drop-in substitutes" (qryProductSubstitutes): parts of the same category and package
 * whose defining values are equal and ratings at least as good, best first, each with what differs, its
 * stock and its price at its minimum, linked to its own page. Said plainly when none can be named.
 */
export function ProductSubstitutes({ product }: { product: Pick<ProductDetails, 'spuId'> }) {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  const { data, isPending, isError } = useQuery({
    queryKey: ['catalog', 'substitutes', product.spuId, lang],
    queryFn: () => call(contract.catalog.qryProductSubstitutes, { spuId: product.spuId, pageSize: SHOWN }),
  });
  if (isError) return null;
  return (
    <section className="product-substitutes" aria-labelledby="product-substitutes-heading">
      <h2 className="product-details__heading" id="product-substitutes-heading">
        {t('product.subs.heading')}
      </h2>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : !data.searchable ? (
        <p className="product-substitutes__empty">{t('product.subs.notSearchable')}</p>
      ) : data.list.length === 0 ? (
        <p className="product-substitutes__empty">{t('product.subs.none')}</p>
      ) : (
        <>
          {data.basis.length > 0 && (
            <p className="product-substitutes__basis">
              {t('product.subs.basis')}: {data.basis.map((b) => `${b.name} ${b.value}`).join(' · ')}
            </p>
          )}
          <ul className="product-substitutes__list">
            {data.list.slice(0, SHOWN).map((substitute) => {
              const part = substitute.product;
              const price = rowPrice(part, part.miniQty);
              const differs = differenceText(substitute, t);
              return (
                <li key={part.spuId} className="product-substitutes__item">
                  <div>
                    <Link to={detailsPath(part.spuId)}>
                      <PartNumber value={part.mfrPartNumber} />
                    </Link>
                    <div className="product-substitutes__muted">{part.brandName}</div>
                  </div>
                  <div className="product-substitutes__muted product-substitutes__differs">
                    {differs || t('bomCost.subs.allSame')}
                  </div>
                  <div>{t('product.subs.stock', { n: part.stock.toLocaleString() })}</div>
                  <div>
                    {price ? (
                      <Money value={price.taxPrice} currency={part.currency} decimals={UNIT_PRICE_DECIMALS} />
                    ) : (
                      <span className="product-substitutes__muted">{t('product.subs.noPrice')}</span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
