import type { ReactNode } from 'react';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './catalog-pieces.css';

export type SortOrder = 'asc' | 'desc';

/** Column sort toggles between ascending and descending on each click, ascending first. */
export function nextSortOrder(order: SortOrder | undefined): SortOrder {
  return order === 'asc' ? 'desc' : 'asc';
}

/**
 * The column's sort as antd-style columns write it (`sortOrder`), for the column that holds the control: the
 * shared table tells screen readers from it which way the column is sorted (aria-sort).
 */
export function columnSortOrder(order: SortOrder | undefined): 'ascend' | 'descend' | null {
  return order === 'asc' ? 'ascend' : order === 'desc' ? 'descend' : null;
}

/** The stock sort control of the product table, for the stock column's title. */
export function StockSortControl({
  order,
  onToggle,
  children,
}: {
  order: SortOrder | undefined;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const label =
    order === 'asc'
      ? t('productTable.sortStockAsc')
      : order === 'desc'
        ? t('productTable.sortStockDesc')
        : t('productTable.sortStock');
  return (
    <button type="button" className="stock-sort" title={label} aria-label={label} onClick={onToggle}>
      {children}
      <span className="stock-sort__carets" aria-hidden="true">
        <CaretUpOutlined className={order === 'asc' ? 'stock-sort__caret--on' : undefined} />
        <CaretDownOutlined className={order === 'desc' ? 'stock-sort__caret--on' : undefined} />
      </span>
    </button>
  );
}
