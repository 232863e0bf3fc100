import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogPage } from '@emall/contract';
import { catalogPath } from '../../ui/product-links';
import { Crumbs } from '../../ui/crumbs';
import { formatCount, formatTotal } from './catalog-format';

/**
 * The top of a category page: the path from all categories down (each a link), the category's name with the
 * number of parts the filters leave, and its subcategories as links. While the first answer loads, blocks of
 * the same height hold the place.
 */
export function CategoryHeading({ page }: { page: CatalogPage | undefined }) {
  const { t } = useTranslation();
  if (!page) {
    return (
      <div className="category-heading" aria-busy="true">
        <Skeleton.Input active size="small" className="category-heading__crumbs-skeleton" />
        <Skeleton.Input active className="category-heading__title-skeleton" />
      </div>
    );
  }
  const ancestors = page.path.filter((node) => node.catalogId !== page.node.catalogId);
  // An empty subcategory leads nowhere useful; the tree leaves those out as well.
  const children = page.children.filter((child) => child.count > 0);
  return (
    <div className="category-heading">
      <nav aria-label={t('catalog.page.path')}>
        <Crumbs
          className="category-heading__crumbs"
          items={[
            { key: 'all', title: <Link to="/catalog">{t('catalog.link.all')}</Link> },
            ...ancestors.map((node) => ({
              key: node.catalogId,
              title: <Link to={catalogPath(node.catalogId)}>{node.name}</Link>,
            })),
            { key: page.node.catalogId, title: page.node.name },
          ]}
        />
      </nav>
      <div className="category-heading__title-row">
        <h1 className="category-heading__title">{page.node.name}</h1>
        <span className="catalog-muted">
          {t('catalog.count.parts', { n: formatTotal(page.total, page.totalCapped) })}
        </span>
      </div>
      {children.length > 0 && (
        <nav className="category-heading__children" aria-label={t('catalog.page.children')}>
          <span className="catalog-muted">{t('catalog.page.children')}</span>
          <ul>
            {children.map((child) => (
              <li key={child.catalogId}>
                <Link to={catalogPath(child.catalogId)}>{child.name}</Link>
                <span className="catalog-count">{formatCount(child.count)}</span>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
