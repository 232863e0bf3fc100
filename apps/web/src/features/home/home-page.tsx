import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from './api/use-banners';
import { BannerCarousel } from './banner-carousel';
import { HomeSearch } from './home-search';
import { SpotStockPanel } from './spot-stock-panel';
import './home.css';

/**
 * Home: the slogan, the part search with the way into the category tree, the BOM and spot-stock
 * buttons, the banners and the panel.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: banners = [] } = useBanners();
  return (
    <div className="home-page">
      <section className="home-hero">
        <h1 className="home-hero__slogan frame-width">{t('home.slogan.title')}</h1>
        <HomeSearch />
        <div className="home-hero__browse">
          <Link to="/catalog" className="home-hero__browse-link">
            <AppstoreOutlined aria-hidden /> {t('catalog.link.browse')} <RightOutlined aria-hidden />
          </Link>
        </div>
      </section>
      <div className="frame-width home-page__banners">
        <BannerCarousel banners={banners} />
      </div>
      <SpotStockPanel />
    </div>
  );
}
