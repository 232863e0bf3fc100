import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The call to action of the brand pages: into the customised-solution form, with a product line chosen. */
interface BrandCtaProps {
  productCode?: string;
  /** Other words than the home's, for a page with another purpose (/gd: a visit). */
  title?: string;
  text?: string;
  button?: string;
}

export function BrandCta({ productCode, title, text, button }: BrandCtaProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = productCode
    ? `/ruisa_customized?product=${encodeURIComponent(productCode)}`
    : '/ruisa_customized';
  return (
    <section className="brand-cta">
      <div className="brand-cta__inner frame-width">
        <div>
          <h2 className="brand-cta__title">{title ?? t('brand.home.ctaTitle')}</h2>
          <p className="brand-cta__text">{text ?? t('brand.home.ctaText')}</p>
        </div>
        <Button
          size="large"
          type="primary"
          className="brand-cta__button"
          onClick={() => void navigate(target)}
        >
          {button ?? t('brand.home.ctaButton')}
        </Button>
      </div>
    </section>
  );
}
