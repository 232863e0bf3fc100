import { useTranslation } from 'react-i18next';
import { useBanners } from './api/use-banners';
import { BannerCarousel } from './banner-carousel';
import './home.css';

/**
 * Home (SPEC §1, §2): the slogan and the banners. The part search, BOM button and spot-stock panel
 * join with the catalog issue.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: banners = [] } = useBanners();
  return (
    <div className="home-page">
      <section className="home-hero">
        <h1 className="home-hero__slogan frame-width">{t('home.slogan.title')}</h1>
      </section>
      <div className="frame-width home-page__banners">
        <BannerCarousel banners={banners} />
      </div>
    </div>
  );
}
