import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useCatalogProducts } from './api/use-catalog-products';
import { AppliedFilters } from './applied-filters';
import { CatalogFilterPanel } from './catalog-filter-panel';
import { CatalogResults } from './catalog-results';
import { CatalogToolbar } from './catalog-toolbar';
import { CategoryHeading } from './category-heading';
import { readCatalogId, useCatalogState } from './use-catalog-state';
import './catalog.css';

/** The failure state loads only when a page fails: antd's Result is about 10 kB of gzip no shown page needs. */
const CatalogLoadFailure = lazy(async () => ({
  default: (await import('./catalog-load-failure')).CatalogLoadFailure,
}));

/** What an id that is no category id at all fails with: the same state as an id the server does not know. */
const NOT_AN_ID = new ApiError({ status: 404, errcode: 'NOT_FOUND', msg: '' });

/**
 * /catalog/:catalogId: the category's path and subcategories, the filter table (parameters, brands, stock),
 * the sort and the price quantity, and its parts. Every choice lives in the address (see catalog-filter-state).
 */
export function CatalogPage() {
  const catalogId = readCatalogId(useParams().catalogId);
  const [state, apply] = useCatalogState();
  const { data: page, error, isFetching, refetch } = useCatalogProducts(catalogId, state);

  if (catalogId === undefined || (error && !page)) {
    return (
      <div className="catalog-page frame-width">
        <Suspense fallback={null}>
          <CatalogLoadFailure
            error={catalogId === undefined ? NOT_AN_ID : error}
            onRetry={() => void refetch()}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="catalog-page frame-width">
      <CategoryHeading page={page} />
      <CatalogFilterPanel page={page} state={state} onChange={apply} />
      <AppliedFilters
        state={state}
        facets={page?.facets ?? []}
        brands={page?.brands ?? []}
        onChange={apply}
      />
      <CatalogToolbar state={state} onChange={apply} />
      {/* A new category or price quantity starts every row again at the quantity the server answers. */}
      <CatalogResults
        key={`${catalogId}:${state.quantity ?? ''}`}
        page={page}
        isLoading={isFetching}
        state={state}
        onChange={apply}
      />
    </div>
  );
}
