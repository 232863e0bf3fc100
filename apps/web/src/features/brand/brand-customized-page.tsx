import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Empty } from 'antd';
import { PageSpinner } from '../../ui/page-spinner';
import { useBrandPage } from './api/use-brand-content';
import { BrandFacts } from './brand-facts';
import { BrandShell } from './brand-shell';
import { CustomizedForm } from './customized-form';

/** /ruisa_customized: how a customised part comes about, and the contact form (?product= preselects a line). */
export function BrandCustomizedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, isPending, isError } = useBrandPage('ruisa_customized');
  const wanted = params.get('product') ?? undefined;
  const initialProduct = data?.products.some((p) => p.productCode === wanted) ? wanted : undefined;
  return (
    <BrandShell>
      {isError ? (
        <Empty className="brand-empty" description={t('brand.loadFailed')} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <>
          <section className="brand-hero">
            <div className="frame-width brand-hero__inner">
              <div className="brand-hero__text">
                <h1 className="brand-hero__title">{data.page.title}</h1>
                <p className="brand-hero__summary">{data.page.summary}</p>
                <BrandFacts facts={data.page.facts} />
              </div>
              {data.page.image && <img className="brand-hero__image" src={data.page.image} alt="" />}
            </div>
          </section>
          <section className="frame-width brand-section">
            <ol className="brand-steps">
              {data.page.sections.map((step) => (
                <li key={step.heading} className="brand-steps__item">
                  <h2 className="brand-steps__title">{step.heading}</h2>
                  <p className="brand-steps__text">{step.body}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className="frame-width brand-section brand-form-section">
            <h2 className="brand-heading">{t('brand.custom.formTitle')}</h2>
            <CustomizedForm products={data.products} initialProduct={initialProduct} />
          </section>
        </>
      )}
    </BrandShell>
  );
}
