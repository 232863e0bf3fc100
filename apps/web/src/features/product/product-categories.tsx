import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@emall/contract';
import { catalogIdsOf, catalogPath } from '../../ui/product-links';
import { Crumbs } from '../../ui/crumbs';

interface NamedCategory {
  catalogId: number;
  name: string;
}

/**
 * The product's categories from the top down: catalogIdPath holds the ids ('/<top>/<sub>/'), topCatalogName
 * and productCatalogName their names. A path of one id is the product's own category.
 */
export function productCategories(product: Product): NamedCategory[] {
  const ids = catalogIdsOf(product.catalogIdPath);
  const [topId, subId] = ids;
  if (topId === undefined) return [];
  if (subId === undefined) {
    const name = product.productCatalogName || product.topCatalogName;
    return name ? [{ catalogId: topId, name }] : [];
  }
  const named = [
    { catalogId: topId, name: product.topCatalogName },
    { catalogId: ids.at(-1) ?? subId, name: product.productCatalogName },
  ];
  return named.filter((category) => category.name !== '');
}

/** All categories › top › sub › the part: each category a link to its page, where its relatives are. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.page.path')}>
      <Crumbs
        className="product-details__crumbs"
        items={[
          { key: 'all', title: <Link to="/catalog">{t('catalog.link.all')}</Link> },
          ...productCategories(product).map((category) => ({
            key: category.catalogId,
            title: <Link to={catalogPath(category.catalogId)}>{category.name}</Link>,
          })),
          { key: 'part', title: product.mfrPartNumber },
        ]}
      />
    </nav>
  );
}

/** The categories as links separated by slashes, for the facts list. */
export function ProductCategoryLinks({ product }: { product: Product }) {
  // One inline box: laid out as flex items, long names were broken inside a word.
  return (
    <span>
      {productCategories(product).map((category, index) => (
        <Fragment key={category.catalogId}>
          {index > 0 && <span className="product-categories__separator">/</span>}
          <Link to={catalogPath(category.catalogId)}>{category.name}</Link>
        </Fragment>
      ))}
    </span>
  );
}
