import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner';
import { isNotFound, isValidKey, useProduct } from './api/use-product';
import type { ProductKey } from './api/use-product';
import { BuyBox } from './buy-box';
import { ProductBreadcrumb } from './product-categories';
import { ProductParameters } from './product-parameters';
import { ProductSubstitutes } from './product-substitutes';
import { ProductSummary } from './product-summary';
import './product.css';

function useProductKey(): ProductKey {
  const { spuId, mfrPartNumber, brandCode } = useParams();
  if (mfrPartNumber !== undefined && brandCode !== undefined) {
    return { kind: 'partNumber', mfrPartNumber, brandCode };
  }
  return { kind: 'spuId', spuId: spuId ?? '' };
}

/**
 * Part details: /details/{spuId} and /details/{mfrPartNumber}/{brandCode}. The query p is the
 * sales channel, kept in session storage for every later request of this tab. On a desktop the summary and
 * the parameters sit left of the buy box; on a phone the buy box comes between them.
 */
export function ProductDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = useProductKey();
  const { data: product, error, isPending, refetch } = useProduct(key, params.get('p'));

  if (!isValidKey(key) || isNotFound(error)) {
    return (
      <div className="product-details frame-width">
        <Result
          status="404"
          title={t('product.detail.notFound')}
          subTitle={t('product.detail.notFoundHint')}
          extra={
            <Link to="/">
              <Button type="primary">{t('product.detail.backHome')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (error) {
    return (
      <div className="product-details frame-width">
        <Result
          status="warning"
          title={t('product.detail.loadFailed')}
          extra={
            <Button
              type="primary"
              onClick={() => {
                void refetch();
              }}
            >
              {t('product.detail.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (isPending) return <PageSpinner />;

  return (
    <article className="product-details frame-width" aria-label={t('product.detail.label')}>
      <ProductBreadcrumb product={product} />
      <div className="product-details__layout">
        <ProductSummary product={product} />
        {/* A new part starts at its own quantity: the box's state belongs to one part. */}
        <BuyBox key={product.spuId} product={product} />
        <section className="product-details__specs" aria-labelledby="product-specs-heading">
          <h2 className="product-details__heading" id="product-specs-heading">
            {t('product.detail.specs')}
          </h2>
          <ProductParameters product={product} />
        </section>
      </div>
      <ProductSubstitutes key={product.spuId} product={product} />
    </article>
  );
}
