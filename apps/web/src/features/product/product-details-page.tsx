import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { taxRatePercent } from '@emall/contract';
import { PageSpinner } from '../../ui/page-spinner';
import { PartSearchBox } from '../../ui/part-search-box';
import { searchPath } from '../../ui/product-links';
import { NoPriceInfo } from '../../ui/no-price-info';
import { isNotFound, isValidKey, useProduct } from './api/use-product';
import type { ProductKey } from './api/use-product';
import { PriceBreaksTable } from './price-breaks-table';
import { ProductBreadcrumb } from './product-categories';
import { ProductSpecs } from './product-specs';
import { ProductSummary } from './product-summary';
import { WarehouseStock } from './warehouse-stock';
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
 * sales channel, kept in session storage for every later request of this tab.
 */
export function ProductDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = useProductKey();
  const { data: product, error, isPending, refetch } = useProduct(key, params.get('p'));

  const searchBox = (
    <PartSearchBox
      className="product-details__search"
      onSearch={(value) => {
        void navigate(searchPath(value));
      }}
    />
  );

  if (!isValidKey(key) || isNotFound(error)) {
    return (
      <div className="product-details frame-width">
        {searchBox}
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
      {searchBox}
      <ProductBreadcrumb product={product} />
      <div className="product-details__top">
        <ProductSummary product={product} />
        <section className="product-details__prices" aria-label={t('product.detail.priceBreaks')}>
          <h2 className="product-details__heading">{t('product.detail.priceBreaks')}</h2>
          {product.isMatch && product.priceBreaks.length > 0 ? (
            <>
              <PriceBreaksTable product={product} />
              <p className="product-details__muted">
                {t('product.detail.taxRate', { n: taxRatePercent(product.taxRate) })}
              </p>
            </>
          ) : (
            <NoPriceInfo />
          )}
          <h2 className="product-details__heading">{t('product.detail.stock')}</h2>
          <WarehouseStock product={product} />
        </section>
      </div>
      <section className="product-details__specs">
        <h2 className="product-details__heading">{t('product.detail.specs')}</h2>
        <ProductSpecs product={product} />
      </section>
    </article>
  );
}
