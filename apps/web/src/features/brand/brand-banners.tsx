import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandBanner } from '@emall/contract';
import { useInertHiddenSlides } from '../../ui/use-inert-hidden-slides';

const AUTOPLAY_MS = 5000;

/**
 * The brand home's banners: an illustration with the banner's title over it in the visitor's language (the
 * pictures carry no words, so one picture serves three languages). Turns by itself with two or more.
 */
export function BrandBanners({ banners }: { banners: BrandBanner[] }) {
  const { t } = useTranslation();
  const slidesRef = useInertHiddenSlides();
  if (banners.length === 0) return null;
  const isTurning = banners.length >= 2;
  return (
    <section ref={slidesRef} className="brand-banners" aria-label={t('brand.banner.label')}>
      <Carousel autoplay={isTurning} autoplaySpeed={AUTOPLAY_MS} dots={isTurning}>
        {banners.map((banner) => {
          const body = (
            <div className="brand-banner" style={{ backgroundImage: `url(${banner.image})` }}>
              <div className="brand-banner__text">
                <h2 className="brand-banner__title">{banner.title}</h2>
                <p className="brand-banner__subtitle">{banner.subtitle}</p>
                {banner.link && <span className="brand-banner__more">{t('brand.home.viewProduct')} →</span>}
              </div>
            </div>
          );
          return (
            <div key={banner.id}>
              {banner.link ? (
                <Link to={banner.link} className="brand-banner__link">
                  {body}
                </Link>
              ) : (
                body
              )}
            </div>
          );
        })}
      </Carousel>
    </section>
  );
}
