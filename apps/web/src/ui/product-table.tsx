import type { ReactNode } from 'react';
import { Checkbox } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { sumMoney } from '@emall/contract';
import { currencySign } from './money';
import { selectAllState, toggleRow, toggleSelectAll } from './product-selection';
import type { SelectableRow } from './product-selection';
import { Pager } from './pager';
import { ProductTableFooter } from './product-table-footer';
import type { ProductTableActions } from './product-table-footer';
import { ResponsiveTable } from './responsive-table';
import type { PhoneCardLayout } from './responsive-table';
import { useFixedFooter } from './use-fixed-footer';
import { useIsPhone } from './use-is-phone';
import './product-table.css';

export interface ProductTablePagination {
  current: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at its cap: the total reads "10,000+". */
  isTotalCapped?: boolean;
  onChange: (page: number, pageSize: number) => void;
}

export interface ProductTableSelection<Row> {
  selectedKeys: readonly string[];
  onChange: (keys: string[]) => void;
  /** The row's amount for the footer total (a decimal string), or null when it has none. */
  amountOf: (row: Row) => string | null;
  /** A short name of the row for its checkbox's label (the part number). */
  nameOf: (row: Row) => string;
  currency?: string;
}

export interface ProductTableProps<Row extends SelectableRow> {
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  isLoading?: boolean;
  emptyText?: ReactNode;
  pagination?: ProductTablePagination;
  /** Without it the table shows no checkboxes and no footer (search results). */
  selection?: ProductTableSelection<Row>;
  /**
   * The rows select-all and the footer's count and total take when the page shows a slice of rows held
   * whole (the cart pages its lines itself); default: the rows shown.
   */
  selectionRows?: readonly Row[];
  actions?: ProductTableActions;
  className?: string;
  /** 'fixed' keeps the columns' widths exactly (many columns in the frame's width); default 'auto'. */
  tableLayout?: 'auto' | 'fixed';
  /** The rows as cards on a phone (ResponsiveTable); the selection box always heads the card. */
  phone?: PhoneCardLayout<Row>;
}

/**
 * The shared product table: select-all at top and bottom (taking only priced rows), one row per
 * product, pagination with quick jump and 'total N items', and a footer with the selected count, the total
 * and the action slots, fixed to the window's bottom while more than 520 px remain below with 4 rows or
 * more. Columns come from the page; the stock sort control (StockSortControl), the quantity box
 * (QuantityInput) and the no-price text (NoPriceInfo) are the pieces they use.
 */
export function ProductTable<Row extends SelectableRow>({
  rows,
  columns,
  isLoading = false,
  emptyText,
  pagination,
  selection,
  actions,
  className,
  tableLayout,
  selectionRows = rows,
  phone,
}: ProductTableProps<Row>) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  // On a phone the footer wraps onto several lines and stays in the page's flow.
  const isFooterFixed = useFixedFooter(rows.length, selection !== undefined) && !isPhone;
  const selected = selection?.selectedKeys ?? [];
  const selectAll = selectAllState(selectionRows, selected);
  const onToggleAll = () => {
    selection?.onChange(toggleSelectAll(selectionRows, selected));
  };

  const selectionColumn: TableColumnsType<Row>[number] | undefined = selection && {
    key: 'selection',
    width: 48,
    align: 'center',
    title: (
      <Checkbox
        checked={selectAll.isChecked}
        indeterminate={selectAll.isIndeterminate}
        aria-label={t('productTable.selectAll')}
        onChange={onToggleAll}
      />
    ),
    render: (_: unknown, row: Row) => (
      <Checkbox
        checked={selected.includes(row.spuId)}
        aria-label={t('productTable.selectRow', { name: selection.nameOf(row) })}
        onChange={() => {
          selection.onChange(toggleRow(selected, row.spuId));
        }}
      />
    ),
  };
  const chosenRows = selectionRows.filter((row) => selected.includes(row.spuId));
  const total = selection
    ? sumMoney(chosenRows.map((row) => selection.amountOf(row)).filter((a): a is string => a !== null))
    : '0';

  return (
    <div className={className ? `product-table ${className}` : 'product-table'}>
      <ResponsiveTable<Row>
        phone={{
          ...phone,
          headKeys: ['selection', ...(phone?.headKeys ?? [])],
          cardLabel: phone?.cardLabel ?? selection?.nameOf,
        }}
        rowKey="spuId"
        tableLayout={tableLayout}
        columns={selectionColumn ? [selectionColumn, ...columns] : columns}
        dataSource={rows}
        loading={isLoading}
        emptyText={emptyText ?? t('productTable.empty')}
        rowClassName={(row) => (row.isMatch ? '' : 'product-table__row--unpriced')}
      />
      {pagination && pagination.total > 0 && (
        <Pager
          className="product-table__pagination"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          size={isPhone ? 'small' : 'default'}
          showQuickJumper={!isPhone}
          showTotal={(n) =>
            t('productTable.total', { n: pagination.isTotalCapped ? `${n.toLocaleString('en')}+` : n })
          }
          onChange={pagination.onChange}
        />
      )}
      {selection && (
        <>
          <ProductTableFooter
            selectAll={selectAll}
            onToggleAll={onToggleAll}
            selectedCount={chosenRows.length}
            total={total}
            currencySign={currencySign(selection.currency ?? 'CNY')}
            actions={actions}
            isFixed={isFooterFixed}
          />
          {/* Holds the footer's place while it is fixed, so the page does not jump. */}
          {isFooterFixed && <div className="product-table__footer-placeholder" />}
        </>
      )}
    </div>
  );
}
