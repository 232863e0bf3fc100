import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { PriceQuantityBox, SortDirectionButton, SortPicker } from '../../ui/sort-toolbar';
import { defaultSortOrder } from './search-state';
import type { SearchSort, SearchState } from './search-state';

/** The sorts in the order offered, with their names (literal keys, so the text check finds them). */
const SORT_TEXTS: Readonly<Record<SearchSort, string>> = {
  relevance: 'search.sort.relevance',
  stock: 'catalog.sort.stock',
  price: 'catalog.sort.price',
};
const SORTS = Object.keys(SORT_TEXTS) as SearchSort[];

/**
 * Above the results, as on a category page: the sort (relevance, stock, unit price) with its direction, the
 * quantity unit prices are shown and sorted at, and the in-stock filter.
 */
export function SearchToolbar({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  const { t } = useTranslation();
  const order = state.sortOrder ?? defaultSortOrder(state.sort);
  return (
    <div className="search-page__toolbar">
      <SortPicker<SearchSort>
        labelId="search-sort-label"
        labelClassName="search-page__muted"
        value={state.sort}
        options={SORTS.map((value) => ({ value, label: t(SORT_TEXTS[value]) }))}
        onChange={(sort) => {
          onChange({ sort, sortOrder: defaultSortOrder(sort) });
        }}
      />
      {order && (
        <SortDirectionButton
          order={order}
          onToggle={() => {
            onChange({ sortOrder: order === 'asc' ? 'desc' : 'asc' });
          }}
        />
      )}
      <Checkbox
        checked={state.hasStock}
        onChange={(event) => {
          onChange({ hasStock: event.target.checked });
        }}
      >
        {t('search.filter.hasStock')}
      </Checkbox>
      <PriceQuantityBox
        quantity={state.quantity}
        className="search-page__quantity"
        labelClassName="search-page__muted"
        boxClassName="search-page__quantity-box"
        onApply={(quantity) => {
          onChange({ quantity });
        }}
      />
    </div>
  );
}
