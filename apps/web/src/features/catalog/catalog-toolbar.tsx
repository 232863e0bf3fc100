import { useTranslation } from 'react-i18next';
import type { CatalogSort } from '@emall/contract';
import { PriceQuantityBox, SortDirectionButton, SortPicker } from '../../ui/sort-toolbar';
import { defaultOrder } from './catalog-filter-state';
import type { CatalogFilterState } from './catalog-filter-state';

/** The sorts in the order offered, with their names (literal keys, so the text check finds them). */
const SORT_TEXTS: Readonly<Record<CatalogSort, string>> = {
  stock: 'catalog.sort.stock',
  price: 'catalog.sort.price',
  partNumber: 'catalog.sort.partNumber',
};
const SORTS = Object.keys(SORT_TEXTS) as CatalogSort[];

/**
 * Above the results: the sort (stock, unit price, part number) with its direction, and the quantity unit prices
 * are shown and sorted at (the pieces are shared with the search results: ui/sort-toolbar.tsx).
 */
export function CatalogToolbar({
  state,
  onChange,
}: {
  state: CatalogFilterState;
  onChange: (next: CatalogFilterState) => void;
}) {
  const { t } = useTranslation();
  const sort = state.sort ?? 'stock';
  const order = state.order ?? defaultOrder(sort);

  return (
    <div className="catalog-toolbar">
      <SortPicker<CatalogSort>
        labelId="catalog-sort-label"
        labelClassName="catalog-muted"
        value={sort}
        options={SORTS.map((value) => ({ value, label: t(SORT_TEXTS[value]) }))}
        onChange={(value) => {
          onChange({ ...state, sort: value, order: defaultOrder(value), pageNo: 1 });
        }}
      />
      <SortDirectionButton
        order={order}
        onToggle={() => {
          onChange({ ...state, sort, order: order === 'asc' ? 'desc' : 'asc', pageNo: 1 });
        }}
      />
      <PriceQuantityBox
        quantity={state.quantity}
        className="catalog-toolbar__quantity"
        labelClassName="catalog-muted"
        boxClassName="catalog-toolbar__quantity-box"
        onApply={(quantity) => {
          onChange({ ...state, quantity, pageNo: 1 });
        }}
      />
    </div>
  );
}
