import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CUST_PN_MAX_LENGTH,
  ENQUIRY_BRAND_MAX,
  ENQUIRY_REMARKS_MAX,
  enquiryReasonText,
} from '@emall/contract';
import type { EnquiryLineField, EnquiryLineReason } from '@emall/contract';
import { ResponsiveTable } from '../../ui/responsive-table';
import { useIsPhone } from '../../ui/use-is-phone';
import { PartNumberCell } from './part-number-cell';
import type { EnquiryRow } from './enquiry-rows';

interface EnquiryTableProps {
  rows: EnquiryRow[];
  /** The shared rule's problems per row key; shown once the buyer tried to submit or left the cell. */
  problems: Map<string, Partial<Record<EnquiryLineField, EnquiryLineReason>>>;
  /** The server's per-cell messages of the last refused submit, per row key. */
  serverErrors: Map<string, Partial<Record<EnquiryLineField, string>>>;
  isChecked: boolean;
  onChange: (key: string, cells: Partial<EnquiryRow>) => void;
  onDelete: (key: string) => void;
}

type TextField = Exclude<EnquiryLineField, 'mfrPartNumber'>;

const LIMITS: Record<TextField, number | undefined> = {
  brand: ENQUIRY_BRAND_MAX,
  quantity: 8,
  targetPrice: 19,
  custPn: CUST_PN_MAX_LENGTH,
  deliveryDate: 10,
  remarks: ENQUIRY_REMARKS_MAX,
};

/**
 * The editable enquiry table (/enquiry): part number with suggestions, brand, quantity, target unit
 * price, customer part number, required delivery date, remarks, and delete. Each cell shows the shared
 * rule's message (rules/enquiry-line.ts) under it, or the server's when it refused the submit. On a phone each
 * line is a card: its number at the head, every cell under its label, delete at the foot.
 */
export function EnquiryTable({
  rows,
  problems,
  serverErrors,
  isChecked,
  onChange,
  onDelete,
}: EnquiryTableProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const messageOf = (row: EnquiryRow, field: EnquiryLineField): string | undefined => {
    const server = serverErrors.get(row.key)?.[field];
    if (server) return server;
    const reason = isChecked ? problems.get(row.key)?.[field] : undefined;
    return reason ? t(enquiryReasonText(reason)) : undefined;
  };
  const cellLabel = (index: number, field: EnquiryLineField) =>
    t('enquiry.cell.label', { n: index + 1, column: t(`enquiry.col.${field}`) });

  const wrap = (message: string | undefined, input: React.ReactNode) => (
    <div className="enquiry-table__cell">
      {input}
      {message && (
        <div className="enquiry-table__error" role="alert">
          {message}
        </div>
      )}
    </div>
  );

  const textColumn = (field: TextField, width: number, placeholder?: string) => ({
    key: field,
    width,
    title: t(`enquiry.col.${field}`),
    render: (_: unknown, row: EnquiryRow, index: number) => {
      const message = messageOf(row, field);
      return wrap(
        message,
        <Input
          aria-label={cellLabel(index, field)}
          value={row[field]}
          maxLength={LIMITS[field]}
          placeholder={placeholder}
          status={message ? 'error' : undefined}
          onChange={(event) => {
            onChange(row.key, { [field]: event.target.value });
          }}
        />,
      );
    },
  });

  const columns: TableColumnsType<EnquiryRow> = [
    {
      key: 'lineNo',
      width: 52,
      title: t('enquiry.col.lineNo'),
      render: (_: unknown, __: EnquiryRow, i) => i + 1,
    },
    {
      key: 'mfrPartNumber',
      width: 200,
      title: t('enquiry.col.mfrPartNumber'),
      render: (_: unknown, row: EnquiryRow, index: number) => {
        const message = messageOf(row, 'mfrPartNumber');
        return wrap(
          message,
          <PartNumberCell
            value={row.mfrPartNumber}
            label={cellLabel(index, 'mfrPartNumber')}
            status={message ? 'error' : undefined}
            onChange={(mfrPartNumber, brand) => {
              onChange(row.key, brand === undefined ? { mfrPartNumber } : { mfrPartNumber, brand });
            }}
          />,
        );
      },
    },
    textColumn('brand', 120),
    textColumn('quantity', 100),
    textColumn('targetPrice', 120),
    textColumn('custPn', 130),
    textColumn('deliveryDate', 130, 'YYYY-MM-DD'),
    textColumn('remarks', 160),
    {
      key: 'action',
      width: 64,
      title: t('enquiry.col.action'),
      render: (_: unknown, row: EnquiryRow, index: number) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('enquiry.table.deleteLine', { n: index + 1 })}
          onClick={() => {
            onDelete(row.key);
          }}
        />
      ),
    },
  ];

  if (isPhone) {
    return (
      <ResponsiveTable<EnquiryRow>
        className="enquiry-table"
        rowKey="key"
        dataSource={rows}
        columns={columns}
        phone={{ headKeys: ['lineNo'], actionKeys: ['action'] }}
      />
    );
  }
  return (
    <Table<EnquiryRow>
      className="enquiry-table"
      rowKey="key"
      size="small"
      tableLayout="fixed"
      pagination={false}
      dataSource={rows}
      columns={columns}
    />
  );
}
