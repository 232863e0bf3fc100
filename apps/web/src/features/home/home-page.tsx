import { useTranslation } from 'react-i18next';
import { useBanners } from './api/use-banners';
import { BannerCarousel } from './banner-carousel';
import { HomeSearch } from './home-search';
import { SpotStockPanel } from './spot-stock-panel';
import './home.css';

/** Home (SPEC §1, §2): the slogan, the part search, the BOM and spot-stock buttons, the banners and the panel. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: banners = [] } = useBanners();
  return (
    <div className="home-page">
      <section className="home-hero">
        <h1 className="home-hero__slogan frame-width">{t('home.slogan.title')}</h1>
        <HomeSearch />
      </section>
      <div className="frame-width home-page__banners">
        <BannerCarousel banners={banners} />
      </div>
      <SpotStockPanel />
    </div>
  );
}
