import { isValidElement } from 'react';
import type { Key, ReactNode } from 'react';
import type { TableColumnsType, TableProps } from 'antd';

// How the shared tables (DataTable on the desktop, the phone cards of ResponsiveTable) read antd-style column
// definitions: the pages write their columns as they would for antd's Table, and only the types come from antd.

export type TableColumn<Row> = TableColumnsType<Row>[number];
export type LeafColumn<Row> = Exclude<TableColumn<Row>, { children: unknown }>;
export type RowKey<Row> = TableProps<Row>['rowKey'];

/** Column groups flattened to the columns that hold cells. */
export function leafColumns<Row>(columns: readonly TableColumn<Row>[]): LeafColumn<Row>[] {
  return columns.flatMap((column) => ('children' in column ? leafColumns(column.children) : [column]));
}

export function columnKey<Row>(column: LeafColumn<Row>, index: number): string {
  if (column.key !== undefined) return String(column.key);
  if (typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number') {
    return String(column.dataIndex);
  }
  return `column-${index}`;
}

function valueAt(row: unknown, path: LeafColumn<unknown>['dataIndex']): unknown {
  if (path === undefined || path === null) return undefined;
  const steps = Array.isArray(path) ? (path as readonly (string | number)[]) : [path as string | number];
  let value: unknown = row;
  for (const step of steps) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** What a cell shows: the column's render, else the value at its dataIndex. */
export function cellContent<Row>(column: LeafColumn<Row>, row: Row, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  if (!column.render) {
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  const rendered = column.render(value, row, index);
  // antd's { props, children } form of a rendered cell.
  if (
    rendered !== null &&
    typeof rendered === 'object' &&
    !isValidElement(rendered) &&
    'children' in rendered
  ) {
    return rendered.children;
  }
  return rendered as ReactNode;
}

/** The cell's span from onCell: 0 hides it (another cell spans over it), more than 1 spans that many columns. */
export function cellSpan<Row>(column: LeafColumn<Row>, row: Row, index: number): number {
  const props = column.onCell?.(row, index) as { colSpan?: number } | undefined;
  return props?.colSpan ?? 1;
}

/** The column's heading; antd's title functions (given its own sort state) are not used here. */
export function titleOf<Row>(column: LeafColumn<Row>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

export function rowKeyOf<Row>(rowKey: RowKey<Row>, row: Row, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const value = valueAt(row, rowKey ?? 'key');
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/** The row's extra class: a fixed class or one computed from the row. */
export function rowClassOf<Row>(rowClassName: TableProps<Row>['rowClassName'], row: Row, index: number) {
  return typeof rowClassName === 'function' ? rowClassName(row, index, 0) : (rowClassName ?? '');
}

/**
 * A sortable column's state for screen readers (aria-sort), from antd's `sortOrder`: a column that sets it
 * (null: not sorted now) is sortable; one that leaves it out is not.
 */
export function ariaSortOf<Row>(column: LeafColumn<Row>): 'ascending' | 'descending' | 'none' | undefined {
  if (column.sortOrder === undefined) return undefined;
  if (column.sortOrder === 'ascend') return 'ascending';
  if (column.sortOrder === 'descend') return 'descending';
  return 'none';
}
