import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from 'antd';
import { PageSpinner } from '../../ui/page-spinner';
import { useBrandSite } from './api/use-brand-content';
import { BrandBanners } from './brand-banners';
import { BrandCta } from './brand-cta';
import { BrandFacts } from './brand-facts';
import { BrandShell } from './brand-shell';
import { BrandProductCard } from './brand-product-card';

/** /ruisa: the second brand's home: banners, introduction, product lines, scenes, a call to action. */
export function BrandHomePage() {
  const { t } = useTranslation();
  const { data: site, isPending, isError } = useBrandSite();
  const nameOf = new Map(site?.products.map((p) => [p.productCode, p.name]));
  return (
    <BrandShell>
      {isError ? (
        <Empty className="brand-empty" description={t('brand.loadFailed')} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <>
          <div className="frame-width brand-section">
            <BrandBanners banners={site.banners} />
          </div>
          <section className="frame-width brand-section brand-intro">
            <h1 className="brand-intro__title">{site.page.title}</h1>
            <p className="brand-intro__summary">{site.page.summary}</p>
            <BrandFacts facts={site.page.facts} />
          </section>
          <section className="frame-width brand-section" id="products">
            <h2 className="brand-heading">{t('brand.home.products')}</h2>
            <div className="brand-grid brand-grid--4">
              {site.products.map((product) => (
                <BrandProductCard key={product.productCode} product={product} />
              ))}
            </div>
          </section>
          <section className="frame-width brand-section">
            <h2 className="brand-heading">{t('brand.home.scenes')}</h2>
            <div className="brand-grid brand-grid--4">
              {site.scenes.map((scene) => (
                <article key={scene.sceneCode} className="brand-scene">
                  <img className="brand-scene__image" src={scene.image} alt="" />
                  <div className="brand-scene__body">
                    <h3 className="brand-scene__name">{scene.name}</h3>
                    <p className="brand-scene__text">{scene.description}</p>
                    <div className="brand-chips">
                      {scene.productCodes.map((code) => (
                        <Link key={code} to={`/ruisa_product/${code}`} className="brand-chip">
                          {nameOf.get(code) ?? code}
                        </Link>
                      ))}
                    </div>
                  </div>
                </article>
              ))}
            </div>
          </section>
          <BrandCta />
        </>
      )}
    </BrandShell>
  );
}
