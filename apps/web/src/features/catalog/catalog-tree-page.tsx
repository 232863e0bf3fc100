import { useMemo } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HighlightedText } from '../../ui/highlighted-text';
import { catalogPath } from '../../ui/product-links';
import { useCatalogTree } from '../../api/catalog-tree';
import { formatCount } from './catalog-format';
import { CatalogLoadFailure } from './catalog-load-failure';
import { buildCategoryTree, filterCategoryTree, totalParts } from './catalog-tree';
import type { CategoryBranch } from './catalog-tree';
import './catalog.css';

/** Placeholder cards while the tree loads, so the page does not jump when it arrives. */
const SKELETON_CARDS = 9;

/**
 * /catalog: every category with its subcategories and the number of parts on sale, and a box that narrows
 * the list to the names holding a text. The text lives in the address (?q=) so a narrowed list can be shared;
 * typing replaces the entry rather than adding one per key.
 */
export function CatalogTreePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const { data, error, isPending, refetch } = useCatalogTree();
  const tree = useMemo(() => buildCategoryTree(data?.nodes ?? []), [data]);
  const shown = useMemo(() => filterCategoryTree(tree, query), [tree, query]);
  const words = query.trim() ? [query.trim()] : [];

  return (
    <div className="catalog-tree-page frame-width">
      <header className="catalog-tree-page__head">
        <div>
          <h1 className="catalog-tree-page__title">{t('catalog.tree.title')}</h1>
          <p className="catalog-muted catalog-tree-page__summary">
            {data
              ? t('catalog.tree.summary', {
                  groups: formatCount(tree.length),
                  parts: formatCount(totalParts(tree)),
                })
              : '\u00a0'}
          </p>
        </div>
        <Input
          className="catalog-tree-page__filter"
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          value={query}
          aria-label={t('catalog.tree.filter')}
          placeholder={t('catalog.tree.filterPlaceholder')}
          onChange={(event) => {
            const text = event.target.value;
            setParams(text ? { q: text } : {}, { replace: true, preventScrollReset: true });
          }}
        />
      </header>
      {error ? (
        <CatalogLoadFailure error={error} onRetry={() => void refetch()} isOnTree />
      ) : isPending ? (
        <div className="catalog-tree" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index} className="catalog-tree__group">
              <Skeleton active title paragraph={{ rows: 4 }} />
            </div>
          ))}
        </div>
      ) : shown.length === 0 ? (
        <Empty
          className="catalog-tree-page__empty"
          description={
            query.trim() ? t('catalog.tree.noMatch', { q: query.trim() }) : t('catalog.tree.empty')
          }
        />
      ) : (
        <div className="catalog-tree">
          {shown.map((branch) => (
            <CategoryGroup key={branch.node.catalogId} branch={branch} words={words} />
          ))}
        </div>
      )}
    </div>
  );
}

/** One top category: its name and count as a heading link, its subcategories below. */
function CategoryGroup({ branch, words }: { branch: CategoryBranch; words: readonly string[] }) {
  const { node, children } = branch;
  return (
    <section className="catalog-tree__group" aria-label={node.name}>
      <h2 className="catalog-tree__top">
        <Link to={catalogPath(node.catalogId)}>
          <HighlightedText text={node.name} keywords={words} />
        </Link>
        <span className="catalog-count">{formatCount(node.count)}</span>
      </h2>
      {children.length > 0 && <CategoryList branches={children} words={words} />}
    </section>
  );
}

function CategoryList({
  branches,
  words,
}: {
  branches: readonly CategoryBranch[];
  words: readonly string[];
}) {
  return (
    <ul className="catalog-tree__list">
      {branches.map(({ node, children }) => (
        <li key={node.catalogId}>
          <Link className="catalog-tree__sub" to={catalogPath(node.catalogId)}>
            <HighlightedText text={node.name} keywords={words} />
          </Link>
          <span className="catalog-count">{formatCount(node.count)}</span>
          {children.length > 0 && <CategoryList branches={children} words={words} />}
        </li>
      ))}
    </ul>
  );
}
