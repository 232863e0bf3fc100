import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsListPage } from '../shared/ops-list-page';
import type { OpsListPageProps } from '../shared/ops-list-page';

/** What a row's actions get: the row, its place in the table, and the opening of its editor. */
export interface ContentRowActions<Row> {
  row: Row;
  index: number;
  edit: () => void;
}

/** The actions column of a content table: by default an Edit button, shown to operators only. */
export interface ContentActionsColumn<Row> {
  width: number;
  render: (actions: ContentRowActions<Row>) => ReactNode;
  /** Also shown to the auditor (it holds actions that only read, such as a link to the shop's page). */
  forReaders?: boolean;
}

/**
 * A tab of /ops/content: its filter bar (with an Add button for operators when `addLabel` is given), the table of
 * its rows with an actions column, and the row editor `renderEditor` draws for the row being edited (null: a new
 * one) until it calls `close`; the editor makes the save call.
 */
export function ContentTable<Row extends object>({
  filters,
  barClassName = 'ops-filters',
  addLabel,
  columns,
  actions,
  editLabel,
  renderEditor,
  ...list
}: Omit<OpsListPageProps<Row>, 'bare' | 'writeColumns' | 'children' | 'header'> & {
  barClassName?: string;
  addLabel?: string;
  actions?: ContentActionsColumn<Row>;
  /** The accessible name of the default Edit button, when the button's text alone would not tell the rows apart. */
  editLabel?: (row: Row) => string;
  renderEditor: (row: Row | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const { width, render, forReaders } = actions ?? {
    width: 90,
    render: ({ row, edit }: ContentRowActions<Row>) => (
      <ContentEditButton onClick={edit} label={editLabel?.(row)} />
    ),
  };
  const actionsColumn: TableColumnsType<Row> = [
    {
      title: t('ops.common.actions'),
      key: 'actions',
      width,
      render: (_, row, index) =>
        render({
          row,
          index,
          edit: () => {
            setEditing(row);
          },
        }),
    },
  ];

  return (
    <OpsListPage<Row>
      {...list}
      bare
      filters={
        <div className={barClassName}>
          {filters}
          {canWrite && addLabel && (
            <Button
              type="primary"
              onClick={() => {
                setEditing('new');
              }}
            >
              {addLabel}
            </Button>
          )}
        </div>
      }
      columns={forReaders ? [...columns, ...actionsColumn] : columns}
      writeColumns={forReaders ? undefined : actionsColumn}
    >
      {editing &&
        renderEditor(editing === 'new' ? null : editing, () => {
          setEditing(null);
        })}
    </OpsListPage>
  );
}

/** A row's Edit button. */
export function ContentEditButton({ onClick, label }: { onClick: () => void; label?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Button size="small" aria-label={label} onClick={onClick}>
      {t('ops.common.edit')}
    </Button>
  );
}
