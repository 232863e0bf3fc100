import { useTranslation } from 'react-i18next';
import { HOT_PARTS_DAYS } from '@emall/contract';
import { useHotParts, useNewParts } from './api/use-home-sections';
import { HomeCategories } from './home-categories';
import { HomePartSection } from './home-part-list';
import './home-sections.css';

/** Below the hero and the banners: the top categories, the new parts and the hot parts. */
export function HomeSections() {
  const { t } = useTranslation();
  const newParts = useNewParts();
  const hotParts = useHotParts();
  return (
    <div className="home-sections frame-width">
      <HomeCategories />
      <HomePartSection
        id="home-new-parts"
        title={t('home.newParts.title')}
        intro={t('home.newParts.intro')}
        query={newParts}
      />
      <HomePartSection
        id="home-hot-parts"
        title={t('home.hotParts.title')}
        intro={t('home.hotParts.intro', { days: HOT_PARTS_DAYS })}
        query={hotParts}
      />
    </div>
  );
}
