import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BANNER_AUTOPLAY_MS, BANNER_HEIGHT, BANNER_TRANSITION_MS, BANNER_WIDTH } from '@emall/contract';
import { useSessionStore } from '../../api/session-store';
import { useInertHiddenSlides } from '../../ui/use-inert-hidden-slides';
import { bannerAction } from './banner';
import type { Banner } from './banner';

/** Shown with at least one active banner; it turns by itself only with two or more. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useSessionStore((s) => s.user !== null);
  const slidesRef = useInertHiddenSlides();
  if (banners.length === 0) return null;

  const onBannerClick = (banner: Banner) => {
    const action = bannerAction(banner, isLoggedIn);
    if (action.kind === 'open') window.open(action.url, '_blank', 'noopener,noreferrer');
    if (action.kind === 'navigate') void navigate(action.to);
  };
  const isTurning = banners.length >= 2;

  return (
    <section ref={slidesRef} className="banner-carousel" aria-label={t('home.banner.label')}>
      <Carousel
        autoplay={isTurning}
        autoplaySpeed={BANNER_AUTOPLAY_MS}
        speed={BANNER_TRANSITION_MS}
        dots={isTurning}
        draggable={isTurning}
      >
        {banners.map((banner) => {
          const image = (
            <img
              className="banner"
              src={banner.image}
              alt={banner.name}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
            />
          );
          // Only banners that lead somewhere are buttons, so keyboard users reach exactly those.
          return (
            <div key={banner.id}>
              {bannerAction(banner, isLoggedIn).kind === 'none' ? (
                image
              ) : (
                <button
                  type="button"
                  className="banner-button"
                  onClick={() => {
                    onBannerClick(banner);
                  }}
                >
                  {image}
                </button>
              )}
            </div>
          );
        })}
      </Carousel>
    </section>
  );
}
