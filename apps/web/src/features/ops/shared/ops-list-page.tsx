import type { ReactNode } from 'react';
import { Button, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from './api/ops-session';
import { OPS_PAGE_SIZE, opsPagination } from './ops-list-state';

/** What a console list reads of its list call's query: one page of rows with the total, and whether it loads. */
export interface OpsPageQuery<Row> {
  data?: { rows: Row[]; total: number } | undefined;
  isFetching: boolean;
}

/** What a console list screen takes (`OpsListPage`). */
export type OpsListPageProps<Row extends object> = Omit<
  TableProps<Row>,
  'columns' | 'dataSource' | 'loading' | 'locale' | 'onRow' | 'pagination'
> & {
  header?: ReactNode;
  filters?: ReactNode;
  query: OpsPageQuery<Row>;
  /** The page shown; a list without `onPageNo` shows all its rows, without a pager. */
  pageNo?: number;
  onPageNo?: (pageNo: number) => void;
  pageSize?: number;
  emptyText?: ReactNode;
  /** A click on a row opens it. */
  onOpen?: (row: Row) => void;
  columns: TableColumnsType<Row>;
  writeColumns?: TableColumnsType<Row>;
  bare?: boolean;
  children?: ReactNode;
};

/**
 * A console list screen: what heads it (status tabs, a summary), its filter controls, the table of one page of
 * the list call's answer with the console's pager, and what the rows open (a drawer, a dialog). The screen keeps
 * its filters and page (`useOpsFilters`), calls its list hook and passes the query and the columns here;
 * `writeColumns` are shown to operators only (the auditor reads). Inside a card already (a tab of a page in a
 * card): `bare`.
 */
export function OpsListPage<Row extends object>({
  header,
  filters,
  query,
  pageNo,
  onPageNo,
  pageSize = OPS_PAGE_SIZE,
  emptyText,
  onOpen,
  columns,
  writeColumns,
  bare = false,
  children,
  ...table
}: OpsListPageProps<Row>) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const list = (
    <>
      {header}
      {filters}
      <Table<Row>
        size="middle"
        {...table}
        loading={query.isFetching}
        dataSource={query.data?.rows ?? []}
        locale={emptyText === undefined ? undefined : { emptyText }}
        onRow={
          onOpen &&
          ((row) => ({
            onClick: () => {
              onOpen(row);
            },
          }))
        }
        columns={canWrite && writeColumns ? [...columns, ...writeColumns] : columns}
        pagination={onPageNo ? opsPagination(t, pageNo ?? 1, query.data?.total, onPageNo, pageSize) : false}
      />
      {children}
    </>
  );
  return bare ? list : <div className="ops-card">{list}</div>;
}

/** A row's own link (its number, its text): opens the row, without the row's click opening it a second time. */
export function OpsRowLink({
  onOpen,
  className,
  size,
  children,
}: {
  onOpen: () => void;
  className?: string;
  size?: 'small';
  children: ReactNode;
}) {
  return (
    <Button
      type="link"
      className={className}
      size={size}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Button>
  );
}
