import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogNode } from '@emall/contract';
import { catalogPath } from '../../ui/product-links';
import { useCatalogTree } from '../../api/catalog-tree';
import { HomeSectionFailure, HomeSectionPlaceholder } from './home-section-state';

/** Top categories shown: three rows of four on a wide screen; the rest are one click away on /catalog. */
export const HOME_CATEGORY_COUNT = 12;

/** The top categories with parts on sale, most parts first (the server's order), as many as the home shows. */
export function topCategories(nodes: readonly CatalogNode[], count = HOME_CATEGORY_COUNT): CatalogNode[] {
  const ids = new Set(nodes.map((node) => node.catalogId));
  // A node whose parent is missing counts as a top category, as on the tree page.
  const isTop = (node: CatalogNode) => node.parentId === null || !ids.has(node.parentId);
  return nodes.filter((node) => isTop(node) && node.count > 0).slice(0, count);
}

/** Counts read the same in every language, as the product lists show them. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** The category tree's top levels, each a link to its category page with its number of parts on sale. */
export function HomeCategories() {
  const { t } = useTranslation();
  const { data, error, refetch } = useCatalogTree();
  const categories = data ? topCategories(data.nodes) : [];
  if (data && categories.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <header className="home-section__head">
        <h2 id="home-categories-title" className="home-section__title">
          {t('home.categories.title')}
        </h2>
        <Link to="/catalog" className="home-section__more">
          {t('home.categories.all')}
        </Link>
      </header>
      {error ? (
        <HomeSectionFailure onRetry={() => void refetch()} />
      ) : !data ? (
        <HomeSectionPlaceholder className="home-categories" count={HOME_CATEGORY_COUNT} />
      ) : (
        <ul className="home-categories">
          {categories.map((node) => (
            <li key={node.catalogId}>
              <Link to={catalogPath(node.catalogId)} className="home-category">
                <span className="home-category__name">{node.name}</span>
                <span className="home-category__count">
                  {t('home.categories.count', { n: formatCount(node.count) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
