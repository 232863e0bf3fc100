import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomePart, HomePartList } from '@emall/contract';
import { Money, UNIT_PRICE_DECIMALS } from '../../ui/money';
import { detailsPath } from '../../ui/product-links';
import { formatCount } from './home-categories';
import { HomeSectionFailure, HomeSectionPlaceholder } from './home-section-state';

/** Parts in each list: two rows of four on a wide screen (the server's count). */
const PART_COUNT = 8;

interface HomePartSectionProps {
  /** The section's id, its title's id prefix ('home-new-parts'). */
  id: string;
  title: string;
  intro: string;
  query: { data: HomePartList | undefined; error: Error | null; refetch: () => unknown };
}

/**
 * A titled list of parts, each a link to its product page with its brand, category, price and stock. Light
 * markup, no table: it loads after the first render and must stay small. A list the server answers empty is
 * left out: a new shop has no hot parts yet.
 */
export function HomePartSection({ id, title, intro, query }: HomePartSectionProps) {
  const { data, error, refetch } = query;
  if (data && data.rows.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={`${id}-title`}>
      <header className="home-section__head">
        <h2 id={`${id}-title`} className="home-section__title">
          {title}
        </h2>
        <p className="home-section__intro">{intro}</p>
      </header>
      {error ? (
        <HomeSectionFailure onRetry={() => void refetch()} />
      ) : !data ? (
        <HomeSectionPlaceholder className="home-parts" count={PART_COUNT} />
      ) : (
        <ul className="home-parts">
          {data.rows.map((part) => (
            <li key={part.spuId}>
              <HomePartCard part={part} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HomePartCard({ part }: { part: HomePart }) {
  const { t } = useTranslation();
  return (
    <Link to={detailsPath(part.spuId)} className="home-part">
      <span className="home-part__pn">{part.mfrPartNumber}</span>
      <span className="home-part__brand">{part.brandName}</span>
      {part.productCatalogName && <span className="home-part__category">{part.productCatalogName}</span>}
      <span className="home-part__figures">
        {part.taxPrice === null ? (
          <span className="home-part__no-price">{t('home.part.noPrice')}</span>
        ) : (
          <Money
            className="home-part__price"
            value={part.taxPrice}
            currency={part.currency}
            decimals={UNIT_PRICE_DECIMALS}
          />
        )}
        <span className={part.stock > 0 ? 'home-part__stock' : 'home-part__stock home-part__stock--none'}>
          {part.stock > 0 ? t('home.part.stock', { n: formatCount(part.stock) }) : t('home.part.noStock')}
        </span>
      </span>
    </Link>
  );
}
