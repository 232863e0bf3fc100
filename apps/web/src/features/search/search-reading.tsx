import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryHit, UnderstoodWord } from '@emall/contract';
import { catalogPath } from '../../ui/product-links';

/** Words read as something (a value, a package, a brand …): plain text words say nothing worth a tag. */
export function meaningfulWords(understood: readonly UnderstoodWord[] | undefined): UnderstoodWord[] {
  return (understood ?? []).filter((word) => word.kind !== 'text');
}

/** How the query was read, as tags ('Capacitance 100nF', 'Package 0402', 'Brand Murata'). */
export function UnderstoodTags({ words }: { words: readonly UnderstoodWord[] }) {
  const { t } = useTranslation();
  if (words.length === 0) return null;
  return (
    <div className="search-reading__understood">
      <span className="search-reading__label">{t('catalog.reading.understood')}</span>
      <ul className="search-reading__tags">
        {words.map((word, index) => (
          // The same word may stand twice in a query; its place tells the two apart.
          <li key={`${index}-${word.text}`}>
            <Tag color="blue" title={word.text} className="search-reading__tag">
              {word.label}
            </Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The words the answer left out (nothing matched all of them; the shop did not know these), said above the
 * rows so that the buyer does not take them for matches of the whole query.
 */
export function IgnoredWords({ words }: { words: readonly string[] }) {
  const { t } = useTranslation();
  if (words.length === 0) return null;
  return (
    <p className="search-reading__ignored" role="status">
      {t('catalog.reading.ignored', { words: words.map((word) => `“${word}”`).join(' ') })}
    </p>
  );
}

/**
 * The categories the matches fall in, most matches first, each a link to its category page where the buyer
 * can narrow by parameters. While the answer loads the row keeps its height, so the results do not jump.
 */
export function MatchCategories({
  categories,
  isLoading,
}: {
  categories: readonly CategoryHit[];
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  if (categories.length === 0) {
    return isLoading ? <div className="search-reading__categories" aria-hidden="true" /> : null;
  }
  return (
    <nav className="search-reading__categories" aria-label={t('catalog.reading.categories')}>
      <span className="search-reading__label">{t('catalog.reading.categories')}</span>
      <ul className="search-reading__links">
        {categories.map((category) => (
          <li key={category.catalogId}>
            <Link to={catalogPath(category.catalogId, category)}>
              {category.parentName && (
                <span className="search-reading__parent">{category.parentName} › </span>
              )}
              {category.name}
            </Link>
            <span className="search-reading__count">{category.count.toLocaleString('en-US')}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
