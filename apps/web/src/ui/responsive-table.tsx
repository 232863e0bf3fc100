import { isValidElement } from 'react';
import type { Key, ReactNode } from 'react';
import { Empty, Pagination, Spin, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useIsPhone } from './use-is-phone';
import './responsive-table.css';

/** How a table's columns are laid out on a phone card; columns are named by their `key`. */
export interface PhoneCardLayout<Row> {
  /** Columns shown first, side by side and without labels: the card's heading (selection box, part). */
  headKeys?: readonly string[];
  /** Columns shown last, without labels: the row's buttons. */
  actionKeys?: readonly string[];
  /** Columns left out on the phone. */
  hiddenKeys?: readonly string[];
  /** A field's label where the column's title is not plain text (a sort control, say). */
  labels?: Partial<Record<string, ReactNode>>;
  /** The card's accessible name (the row's part or order number). */
  cardLabel?: (row: Row) => string;
}

export type ResponsiveTableProps<Row> = TableProps<Row> & {
  /** Where the columns go on a phone card; without it every column is a labelled field. */
  phone?: PhoneCardLayout<Row>;
};

type Column<Row> = TableColumnsType<Row>[number];
type LeafColumn<Row> = Exclude<Column<Row>, { children: unknown }>;

/** Column groups flattened to the columns that hold cells. */
function leafColumns<Row>(columns: readonly Column<Row>[]): LeafColumn<Row>[] {
  return columns.flatMap((column) => ('children' in column ? leafColumns(column.children) : [column]));
}

function columnKey<Row>(column: LeafColumn<Row>, index: number): string {
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
function cellContent<Row>(column: LeafColumn<Row>, row: Row, index: number): ReactNode {
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

/** The cell's span from onCell: 0 hides it (another cell spans over it), more than 1 spans a whole line. */
function cellSpan<Row>(column: LeafColumn<Row>, row: Row, index: number): number {
  const props = column.onCell?.(row, index) as { colSpan?: number } | undefined;
  return props?.colSpan ?? 1;
}

function titleOf<Row>(column: LeafColumn<Row>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

function rowKeyOf<Row>(rowKey: TableProps<Row>['rowKey'], row: Row, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const value = valueAt(row, rowKey ?? 'key');
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/**
 * The antd Table on the desktop; on a phone (useIsPhone) the same rows as cards, one per row, from the same
 * column definitions: the head columns, then every other column as a label and its value, then the actions.
 * Pagination, loading and the empty text work the same on both.
 */
export function ResponsiveTable<Row extends object>({ phone, ...tableProps }: ResponsiveTableProps<Row>) {
  const isPhone = useIsPhone();
  if (!isPhone) return <Table<Row> {...tableProps} />;
  return <PhoneCards<Row> {...tableProps} layout={phone ?? {}} />;
}

function PhoneCards<Row extends object>({
  layout,
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  locale,
  pagination,
  className,
  rowClassName,
}: TableProps<Row> & { layout: PhoneCardLayout<Row> }) {
  const leaves = leafColumns(columns).map((column, index) => ({ column, key: columnKey(column, index) }));
  const isIn = (keys: readonly string[] | undefined, key: string) => keys?.includes(key) ?? false;
  const inOrder = (keys: readonly string[] | undefined) =>
    (keys ?? []).flatMap((key) => leaves.filter((leaf) => leaf.key === key));
  const heads = inOrder(layout.headKeys);
  const actions = inOrder(layout.actionKeys);
  const fields = leaves.filter(
    ({ key }) =>
      !isIn(layout.headKeys, key) && !isIn(layout.actionKeys, key) && !isIn(layout.hiddenKeys, key),
  );
  const emptyText = typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText;
  const isLoading = typeof loading === 'object' ? (loading.spinning ?? true) : Boolean(loading);
  const classes = ['responsive-table', 'responsive-table--cards', className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <Spin spinning={isLoading}>
        {dataSource.length === 0 ? (
          <div className="responsive-table__empty">
            {emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          </div>
        ) : (
          <ul className="responsive-table__cards">
            {dataSource.map((row, index) => {
              const extraClass =
                typeof rowClassName === 'function' ? rowClassName(row, index, 0) : (rowClassName ?? '');
              return (
                <li
                  key={rowKeyOf(rowKey, row, index)}
                  className={extraClass ? `responsive-card ${extraClass}` : 'responsive-card'}
                  aria-label={layout.cardLabel?.(row)}
                >
                  {heads.length > 0 && (
                    <div className="responsive-card__head">
                      {heads.map(({ column, key }) =>
                        cellSpan(column, row, index) === 0 ? null : (
                          <div
                            key={key}
                            className={`responsive-card__head-cell responsive-card__cell--${key}`}
                          >
                            {cellContent(column, row, index)}
                          </div>
                        ),
                      )}
                    </div>
                  )}
                  <dl className="responsive-card__fields">
                    {fields.map(({ column, key }) => {
                      const span = cellSpan(column, row, index);
                      if (span === 0) return null;
                      const content = cellContent(column, row, index);
                      if (span > 1) {
                        return (
                          <div key={key} className={`responsive-card__wide responsive-card__cell--${key}`}>
                            <dd>{content}</dd>
                          </div>
                        );
                      }
                      return (
                        <div key={key} className={`responsive-card__field responsive-card__cell--${key}`}>
                          <dt>{layout.labels?.[key] ?? titleOf(column)}</dt>
                          <dd>{content}</dd>
                        </div>
                      );
                    })}
                  </dl>
                  {actions.length > 0 && (
                    <div className="responsive-card__actions">
                      {actions.map(({ column, key }) => (
                        <div key={key} className={`responsive-card__cell--${key}`}>
                          {cellContent(column, row, index)}
                        </div>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      {pagination && (pagination.total ?? dataSource.length) > 0 && (
        <Pagination
          className="responsive-table__pagination"
          size="small"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showSizeChanger={false}
          showTotal={pagination.showTotal}
          onChange={pagination.onChange}
        />
      )}
    </div>
  );
}
