import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { searchPath } from '../../ui/product-links';
import './header-search.css';

// The box (antd's Input, Button and the suggestion list) is not part of the entry every page loads first: it comes
// in a chunk of its own right after the first render, the home and search pages' chunks bring it anyway.
const PartSearchBox = lazy(() =>
  import('../../ui/part-search-box').then((m) => ({ default: m.PartSearchBox })),
);

/** Pages without the header's box: the home page has its own large one, registration nothing but its form. */
const PAGES_WITHOUT_BOX = new Set(['/', '/register']);

/** What a new search from /search keeps of the page's address: the view, not the last query's own filters. */
const RESULT_ONLY_PARAMS = ['qryParam', 'mfrPn', 'brandCodes', 'pageNo'];

/** Whether the header shows its search box on this page. */
export function hasHeaderSearch(pathname: string): boolean {
  return !PAGES_WITHOUT_BOX.has(pathname);
}

/**
 * The address of a search typed in the header: /search with the query; from /search itself the buyer's order,
 * quantity and in-stock choice stay, as they did with the page's own box.
 */
export function headerSearchAddress(query: string, pathname: string, search: string): string {
  if (pathname !== '/search') return searchPath(query);
  const kept = new URLSearchParams(search);
  for (const name of RESULT_ONLY_PARAMS) kept.delete(name);
  const params = new URLSearchParams({ qryParam: query });
  for (const [name, value] of kept) params.append(name, value);
  return `/search?${params.toString()}`;
}

/**
 * The shop's search box in the header of every page (but those above): part numbers, values, brands and
 * categories, with suggestions. On /search it shows the query of the results below it, which has no box of its
 * own. A search landmark names it for screen readers.
 */
export function HeaderSearch({ size, className }: { size: 'large' | 'middle'; className: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const query = pathname === '/search' ? (params.get('qryParam') ?? params.get('mfrPn') ?? '').trim() : '';
  return (
    <div role="search" aria-label={t('frame.search.region')} className={`header-search ${className}`}>
      <Suspense
        fallback={<div className={`header-search__placeholder header-search__placeholder--${size}`} />}
      >
        <PartSearchBox
          size={size}
          defaultValue={query}
          onSearch={(value) => {
            void navigate(headerSearchAddress(value, pathname, search));
          }}
        />
      </Suspense>
    </div>
  );
}
