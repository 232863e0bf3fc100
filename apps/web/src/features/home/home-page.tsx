import { lazy, Suspense, useRef } from 'react';
import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from './api/use-banners';
import { BannerCarousel } from './banner-carousel';
import { HomeSearch } from './home-search';
import { useAfterFirstPaint } from './use-after-first-paint';
import './home.css';

/** The sections below the banners and the spot-stock panel: a chunk requested only after the first paint. */
const HomeAfterPaint = lazy(() => import('./home-after-paint'));

/**
 * Home: the slogan, the part search with the way into the category tree, the BOM and spot-stock
 * buttons, the banners and the panel; below them the top categories, new parts and hot parts.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: banners = [] } = useBanners();
  const isPainted = useAfterFirstPaint();
  const searchRef = useRef<HTMLDivElement>(null);
  // Holds the sections' place while their code loads, so the footer does not jump when they arrive.
  const pending = <div className="home-sections-pending frame-width" />;
  return (
    <div className="home-page">
      <section className="home-hero">
        <h1 className="home-hero__slogan frame-width">{t('home.slogan.title')}</h1>
        <div ref={searchRef}>
          <HomeSearch />
        </div>
        <div className="home-hero__browse">
          <Link to="/catalog" className="home-hero__browse-link">
            <AppstoreOutlined aria-hidden /> {t('catalog.link.browse')} <RightOutlined aria-hidden />
          </Link>
        </div>
      </section>
      <div className="frame-width home-page__banners">
        <BannerCarousel banners={banners} />
      </div>
      {isPainted ? (
        <Suspense fallback={pending}>
          <HomeAfterPaint clearOf={searchRef} />
        </Suspense>
      ) : (
        pending
      )}
    </div>
  );
}
