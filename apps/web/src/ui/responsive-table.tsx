import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import { DataTable } from './data-table';
import type { DataTableProps } from './data-table';
import { Pager } from './pager';
import { cellContent, cellSpan, columnKey, leafColumns, rowClassOf, rowKeyOf, titleOf } from './table-cells';
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

export interface ResponsiveTablePagination {
  current: number;
  pageSize: number;
  total: number;
  showTotal?: (total: number, range: [number, number]) => ReactNode;
  onChange: (page: number, pageSize: number) => void;
  /** antd's page-size changer: the shared tables never show one. */
  showSizeChanger?: false;
}

export type ResponsiveTableProps<Row> = Omit<DataTableProps<Row>, 'columns' | 'dataSource'> & {
  columns?: DataTableProps<Row>['columns'];
  dataSource?: readonly Row[];
  /** Page buttons under the rows (none when there are no rows); false or absent: none. */
  pagination?: ResponsiveTablePagination | false;
  /** Where the columns go on a phone card; without it every column is a labelled field. */
  phone?: PhoneCardLayout<Row>;
};

/**
 * A table on the desktop (DataTable); on a phone (useIsPhone) the same rows as cards, one per row, from the same
 * column definitions: the head columns, then every other column as a label and its value, then the actions.
 * Pagination, loading and the empty text work the same on both.
 */
export function ResponsiveTable<Row extends object>({
  phone,
  pagination,
  columns = [],
  dataSource = [],
  ...tableProps
}: ResponsiveTableProps<Row>) {
  const isPhone = useIsPhone();
  const pages = pagination && pagination.total > 0 && (
    <Pager
      className="responsive-table__pagination"
      size={isPhone ? 'small' : 'default'}
      current={pagination.current}
      pageSize={pagination.pageSize}
      total={pagination.total}
      showTotal={pagination.showTotal}
      onChange={pagination.onChange}
    />
  );
  return (
    <>
      {isPhone ? (
        <PhoneCards<Row> {...tableProps} columns={columns} dataSource={dataSource} layout={phone ?? {}} />
      ) : (
        <DataTable<Row> {...tableProps} columns={columns} dataSource={dataSource} />
      )}
      {pages}
    </>
  );
}

function PhoneCards<Row extends object>({
  layout,
  columns,
  dataSource,
  rowKey,
  loading = false,
  emptyText,
  className,
  rowClassName,
}: DataTableProps<Row> & { layout: PhoneCardLayout<Row> }) {
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
  const classes = ['responsive-table', 'responsive-table--cards', className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <Spin spinning={loading}>
        {dataSource.length === 0 ? (
          <div className="responsive-table__empty">
            {emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          </div>
        ) : (
          <ul className="responsive-table__cards">
            {dataSource.map((row, index) => {
              const extraClass = rowClassOf(rowClassName, row, index);
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
    </div>
  );
}
