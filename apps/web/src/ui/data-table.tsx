import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import type { TableProps } from 'antd';
import {
  ariaSortOf,
  cellContent,
  cellSpan,
  columnKey,
  leafColumns,
  rowClassOf,
  rowKeyOf,
  titleOf,
} from './table-cells';
import type { RowKey, TableColumn } from './table-cells';
import './data-table.css';

export interface DataTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  dataSource: readonly Row[];
  rowKey?: RowKey<Row>;
  loading?: boolean;
  /** What an empty table says; default antd's small "no data" picture. */
  emptyText?: ReactNode;
  className?: string;
  rowClassName?: TableProps<Row>['rowClassName'];
  /** 'fixed' keeps the columns' widths exactly; 'auto' lets the content widen them. */
  tableLayout?: 'auto' | 'fixed';
  /** Cell padding, as antd's table sizes: 16 px, 12 × 8 px, 8 px. */
  size?: 'large' | 'middle' | 'small';
}

/**
 * The shared tables on the desktop: a plain <table> drawn as antd's Table is, from the same antd-style columns
 * (title, key, width, align, render, onCell's colSpan, sortOrder for aria-sort). antd's Table brings its filter
 * menus, tree, virtual list and measuring into every page that lists rows, for features no page here uses.
 */
export function DataTable<Row extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  emptyText,
  className,
  rowClassName,
  tableLayout = 'auto',
  size = 'large',
}: DataTableProps<Row>) {
  const leaves = leafColumns(columns).map((column, index) => ({ column, key: columnKey(column, index) }));
  const alignClass = (align: string | undefined) =>
    align === 'right' || align === 'center' ? ` data-table__cell--${align}` : '';
  const classes = ['data-table', `data-table--${size}`, className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <Spin spinning={loading}>
        <div className="data-table__scroll">
          <table className="data-table__table" style={{ tableLayout }}>
            <colgroup>
              {leaves.map(({ column, key }) => (
                <col key={key} style={column.width === undefined ? undefined : { width: column.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {leaves.map(({ column, key }) => (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={ariaSortOf(column)}
                    className={`data-table__cell data-table__cell--${key}${alignClass(column.align)}`}
                  >
                    {titleOf(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dataSource.length === 0 ? (
                <tr className="data-table__empty">
                  <td className="data-table__cell" colSpan={Math.max(1, leaves.length)}>
                    {emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
                  </td>
                </tr>
              ) : (
                dataSource.map((row, index) => {
                  const extraClass = rowClassOf(rowClassName, row, index);
                  return (
                    <tr
                      key={rowKeyOf(rowKey, row, index)}
                      className={extraClass ? `data-table__row ${extraClass}` : 'data-table__row'}
                    >
                      {leaves.map(({ column, key }) => {
                        const span = cellSpan(column, row, index);
                        if (span === 0) return null;
                        return (
                          <td
                            key={key}
                            colSpan={span > 1 ? span : undefined}
                            className={`data-table__cell data-table__cell--${key}${alignClass(column.align)}`}
                          >
                            {cellContent(column, row, index)}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      </Spin>
    </div>
  );
}
