import { useState } from 'react';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button, InputNumber, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogSort } from '@emall/contract';
import { useStepButtonLabels } from '../../ui/use-step-button-labels';
import { defaultOrder } from './catalog-filter-state';
import type { CatalogFilterState } from './catalog-filter-state';

/** The sorts in the order offered, with their names (literal keys, so the text check finds them). */
const SORT_TEXTS: Readonly<Record<CatalogSort, string>> = {
  stock: 'catalog.sort.stock',
  price: 'catalog.sort.price',
  partNumber: 'catalog.sort.partNumber',
};
const SORTS = Object.keys(SORT_TEXTS) as CatalogSort[];
const MAX_QUANTITY = 99_999_999;

/**
 * Above the results: the sort (stock, unit price, part number) with its direction, and the quantity unit prices
 * are shown and sorted at. The quantity is applied on Enter, on leaving the box or with its button, not on each
 * keystroke, so typing 1000 asks once.
 */
export function CatalogToolbar({
  state,
  onChange,
}: {
  state: CatalogFilterState;
  onChange: (next: CatalogFilterState) => void;
}) {
  const { t } = useTranslation();
  const stepLabelsRef = useStepButtonLabels();
  const sort = state.sort ?? 'stock';
  const order = state.order ?? defaultOrder(sort);
  const [typed, setTyped] = useState<number | null>(state.quantity ?? null);
  const [shownQuantity, setShownQuantity] = useState(state.quantity);
  // A quantity from the address (back, forward, a shared link) replaces what was typed.
  if (shownQuantity !== state.quantity) {
    setShownQuantity(state.quantity);
    setTyped(state.quantity ?? null);
  }
  const applyQuantity = () => {
    const quantity = typed === null ? undefined : typed;
    if (quantity !== state.quantity) onChange({ ...state, quantity, pageNo: 1 });
  };

  return (
    <div className="catalog-toolbar">
      <span className="catalog-muted" id="catalog-sort-label">
        {t('catalog.sort.label')}
      </span>
      <Segmented<CatalogSort>
        aria-labelledby="catalog-sort-label"
        value={sort}
        options={SORTS.map((value) => ({ value, label: t(SORT_TEXTS[value]) }))}
        onChange={(value) => {
          onChange({ ...state, sort: value, order: defaultOrder(value), pageNo: 1 });
        }}
      />
      <Button
        icon={
          order === 'asc' ? <SortAscendingOutlined aria-hidden /> : <SortDescendingOutlined aria-hidden />
        }
        onClick={() => {
          onChange({ ...state, sort, order: order === 'asc' ? 'desc' : 'asc', pageNo: 1 });
        }}
      >
        {order === 'asc' ? t('catalog.sort.asc') : t('catalog.sort.desc')}
      </Button>
      <label ref={stepLabelsRef} className="catalog-toolbar__quantity">
        <span className="catalog-muted">{t('catalog.quantity.label')}</span>
        <InputNumber<number>
          min={1}
          max={MAX_QUANTITY}
          precision={0}
          value={typed}
          placeholder={t('catalog.quantity.placeholder')}
          className="catalog-toolbar__quantity-box"
          onChange={(value) => {
            setTyped(value);
          }}
          onPressEnter={applyQuantity}
          onBlur={applyQuantity}
        />
      </label>
    </div>
  );
}
