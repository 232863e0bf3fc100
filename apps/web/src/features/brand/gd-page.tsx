import { useTranslation } from 'react-i18next';
import { Empty } from 'antd';
import { PageSpinner } from '../../ui/page-spinner';
import { useBrandPage } from './api/use-brand-content';
import { BrandCta } from './brand-cta';
import { BrandFacts } from './brand-facts';
import { BrandShell } from './brand-shell';
import { BrandProductCard } from './brand-product-card';

/** /gd: the landing page of Ruisa's Guangdong manufacturing base (docs/brand-site.md). */
export function GdPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useBrandPage('gd');
  return (
    <BrandShell>
      {isError ? (
        <Empty className="brand-empty" description={t('brand.loadFailed')} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <>
          <section className="brand-hero brand-hero--gd">
            <div className="frame-width brand-hero__inner">
              <div className="brand-hero__text">
                <h1 className="brand-hero__title">{data.page.title}</h1>
                <p className="brand-hero__summary">{data.page.summary}</p>
              </div>
              {data.page.image && <img className="brand-hero__image" src={data.page.image} alt="" />}
            </div>
          </section>
          <div className="frame-width brand-section">
            <BrandFacts facts={data.page.facts} />
          </div>
          <section className="frame-width brand-section brand-grid brand-grid--2">
            {data.page.sections.map((section) => (
              <article key={section.heading} className="brand-text-card">
                <h2 className="brand-text-card__title">{section.heading}</h2>
                <p className="brand-text-card__body">{section.body}</p>
              </article>
            ))}
          </section>
          <section className="frame-width brand-section">
            <h2 className="brand-heading">{t('brand.home.products')}</h2>
            <div className="brand-grid brand-grid--4">
              {data.products.map((product) => (
                <BrandProductCard key={product.productCode} product={product} isCompact />
              ))}
            </div>
          </section>
          <BrandCta title={t('brand.gd.cta')} text={t('brand.gd.ctaText')} button={t('brand.gd.ctaButton')} />
        </>
      )}
    </BrandShell>
  );
}
