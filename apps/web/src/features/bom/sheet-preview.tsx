import { Select, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BomField, BomPreview, BomTableMapping } from '@emall/contract';
import { alternateOf, BOM_FIELDS, roleOf, withColumnRole, withoutAlternateColumn } from './bom-mapping';

interface SheetPreviewProps {
  preview: BomPreview;
  table: BomTableMapping;
  /** Columns the server warns about (their role does not fit what they hold): their pickers are marked. */
  warnedColumns?: readonly number[];
  disabled: boolean;
  onChange: (table: BomTableMapping) => void;
}

type SheetRow = BomPreview['sheetRows'][number];

const NO_ROLE = '';

/**
 * The sheet as the server read it, with the role of each column in a picker above it and the header row
 * marked; a column of an alternate part (a second part number, maker or distributor code of each line) is
 * tagged, and the tag clears it. The buyer corrects a role or picks another header row; the owner previews
 * the change.
 */
export function SheetPreview({ preview, table, warnedColumns = [], disabled, onChange }: SheetPreviewProps) {
  const { t } = useTranslation();
  const roleOptions = [
    { value: NO_ROLE, label: t('bom.field.none') },
    ...BOM_FIELDS.map((field) => ({ value: field, label: t(`bom.field.${field}`) })),
  ];
  const columnIndexes = Array.from({ length: preview.sheetColumnCount }, (_, i) => i);

  const columns: TableColumnsType<SheetRow> = [
    {
      key: 'rowNo',
      title: t('bom.preview.row'),
      width: 64,
      fixed: 'left',
      render: (_, row) => row.rowNo + 1,
    },
    ...columnIndexes.map((index) => ({
      key: `c${index}`,
      width: 160,
      title: (
        <div className="bom-sheet__column">
          <Select
            size="small"
            className="bom-sheet__role"
            aria-label={t('bom.preview.columnRole', { n: columnLabel(index) })}
            value={roleOf(table.columns, index) ?? NO_ROLE}
            status={warnedColumns.includes(index) ? 'warning' : undefined}
            options={roleOptions}
            disabled={disabled}
            popupMatchSelectWidth={false}
            onChange={(value: BomField | typeof NO_ROLE) => {
              onChange(withColumnRole(table, index, value || undefined));
            }}
          />
          <AlternateTag
            table={table}
            column={index}
            disabled={disabled}
            onClear={() => {
              onChange(withoutAlternateColumn(table, index));
            }}
          />
        </div>
      ),
      // Clipped to one line: long cells (a grouped line's designators) would widen the sheet past the screen.
      render: (_: unknown, row: SheetRow) => (
        <div className="bom-clip" title={row.cells[index]}>
          {row.cells[index] ?? ''}
        </div>
      ),
    })),
  ];

  return (
    <div className="bom-sheet">
      <label className="bom-sheet__header-row">
        {t('bom.preview.headerRow')}
        <Select
          size="small"
          aria-label={t('bom.preview.headerRow')}
          value={table.headerRow}
          disabled={disabled}
          popupMatchSelectWidth={false}
          options={[
            { value: -1, label: t('bom.preview.noHeader') },
            ...preview.sheetRows.map((row) => ({
              value: row.rowNo,
              label: `${row.rowNo + 1}: ${row.cells.filter(Boolean).slice(0, 4).join(' | ')}`,
            })),
          ]}
          onChange={(headerRow: number) => {
            onChange({ ...table, headerRow });
          }}
        />
      </label>
      <Table<SheetRow>
        size="small"
        rowKey="rowNo"
        bordered
        columns={columns}
        dataSource={preview.sheetRows}
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        rowClassName={(row) => (row.rowNo === table.headerRow ? 'bom-sheet__header' : '')}
      />
    </div>
  );
}

/** 'Alternate 1: Mfr. part number' on a column of an alternate part, closable to clear it. */
function AlternateTag(props: {
  table: BomTableMapping;
  column: number;
  disabled: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const alternate = alternateOf(props.table, props.column);
  if (!alternate) return null;
  return (
    <Tag
      className="bom-sheet__alternate"
      closable={!props.disabled}
      closeIcon={
        <span aria-label={t('bom.preview.clearAlternate', { n: columnLabel(props.column) })}>×</span>
      }
      onClose={(event) => {
        event.preventDefault();
        props.onClear();
      }}
    >
      {t('bom.preview.alternate', { n: alternate.index + 1, field: t(`bom.field.${alternate.field}`) })}
    </Tag>
  );
}

/** Spreadsheet column letters, as the buyer sees them in Excel: A … Z, AA …. */
export function columnLabel(index: number): string {
  let label = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  }
  return label;
}
