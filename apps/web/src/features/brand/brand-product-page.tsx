import { useState } from 'react';
import { Breadcrumb, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { BrandProduct } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { PageSpinner } from '../../ui/page-spinner';
import { useBrandProduct } from './api/use-brand-content';
import { BrandCta } from './brand-cta';
import { BrandShell } from './brand-shell';
import { BrandProductCard } from './brand-product-card';

/** /ruisa_product/:productCode: one product line with its parameters, features, scenes and pictures. */
export function BrandProductPage() {
  const { t } = useTranslation();
  const { productCode = '' } = useParams();
  const { data: product, isPending, isError, error } = useBrandProduct(productCode);
  const isUnknown = isApiError(error) && error.status === 404;
  return (
    <BrandShell>
      {isError ? (
        <Empty
          className="brand-empty"
          description={t(isUnknown ? 'brand.product.notFound' : 'brand.loadFailed')}
        >
          <Link to="/ruisa">{t('brand.nav.home')}</Link>
        </Empty>
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <ProductBody key={product.productCode} product={product} />
      )}
    </BrandShell>
  );
}

function ProductBody({ product }: { product: BrandProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(0);
  return (
    <>
      <div className="frame-width brand-section">
        <Breadcrumb
          items={[
            { title: <Link to="/ruisa">{t('brand.nav.home')}</Link> },
            { title: <Link to="/ruisa">{t('brand.nav.products')}</Link> },
            { title: product.title },
          ]}
        />
        <section className="brand-product-head">
          <div className="brand-gallery">
            <img
              className="brand-gallery__main"
              src={product.images[shown] ?? product.images[0]}
              alt={product.title}
            />
            {product.images.length > 1 && (
              <div className="brand-gallery__thumbs">
                {product.images.map((image, index) => (
                  <button
                    key={image}
                    type="button"
                    className={index === shown ? 'brand-gallery__thumb is-active' : 'brand-gallery__thumb'}
                    aria-label={`${product.title} ${index + 1}`}
                    onClick={() => {
                      setShown(index);
                    }}
                  >
                    <img src={image} alt="" />
                  </button>
                ))}
              </div>
            )}
          </div>
          <div className="brand-product-head__text">
            <span className="brand-card__series">
              {t('brand.product.series', { series: product.series })}
            </span>
            <h1 className="brand-product-head__title">{product.title}</h1>
            <p className="brand-product-head__tagline">{product.tagline}</p>
            <p className="brand-product-head__summary">{product.summary}</p>
            <Button
              type="primary"
              size="large"
              onClick={() =>
                void navigate(`/ruisa_customized?product=${encodeURIComponent(product.productCode)}`)
              }
            >
              {t('brand.home.ctaButton')}
            </Button>
            {product.searchKeywords.length > 0 && (
              <div className="brand-product-head__shop">
                <span className="brand-product-head__shop-label">{t('brand.product.shopSearch')}</span>
                <div className="brand-chips">
                  {product.searchKeywords.map((keyword) => (
                    <Link
                      key={keyword}
                      to={`/search?qryParam=${encodeURIComponent(keyword)}`}
                      className="brand-chip brand-chip--shop"
                    >
                      {keyword}
                    </Link>
                  ))}
                </div>
              </div>
            )}
          </div>
        </section>
      </div>
      <div className="frame-width brand-section brand-product-body">
        <section>
          <h2 className="brand-heading">{t('brand.product.params')}</h2>
          <table className="brand-params">
            <thead>
              <tr>
                <th scope="col">{t('brand.product.paramName')}</th>
                <th scope="col">{t('brand.product.paramValue')}</th>
              </tr>
            </thead>
            <tbody>
              {product.parameters.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h2 className="brand-heading">{t('brand.product.features')}</h2>
          <ul className="brand-features">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className="frame-width brand-section">
        <h2 className="brand-heading">{t('brand.product.scenes')}</h2>
        <div className="brand-grid brand-grid--4">
          {product.scenes.map((scene) => (
            <article key={scene.sceneCode} className="brand-use">
              <img className="brand-use__image" src={scene.image} alt="" />
              <h3 className="brand-use__name">{scene.name}</h3>
              <p className="brand-use__note">{scene.note}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="frame-width brand-section">
        <h2 className="brand-heading">{t('brand.product.others')}</h2>
        <div className="brand-grid brand-grid--3">
          {product.otherProducts.map((other) => (
            <BrandProductCard key={other.productCode} product={other} isCompact />
          ))}
        </div>
      </section>
      <BrandCta productCode={product.productCode} />
    </>
  );
}
