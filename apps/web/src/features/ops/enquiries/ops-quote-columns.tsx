import { Button, Input, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EnquiryLine } from '@emall/contract';
import { OPS_QUOTE_REMARKS_MAX } from '@emall/contract/ops';
import { Money, UNIT_PRICE_DECIMALS } from '../../../ui/money';
import { isQuotablePrice, type LineDraft, type QuoteDraft } from './quote-draft';

/** What the quote table's editable cells read and change. */
export interface QuoteEditing {
  canWrite: boolean;
  draft: QuoteDraft;
  /** The lines the last Send refused, marked in red. */
  wrongLineIds: readonly string[];
  setLine: (lineId: string, change: Partial<LineDraft>) => void;
  pickPart: (line: EnquiryLine) => void;
}

/**
 * The quote table's columns: the buyer's line (part, quantity, target price, date), the part matched or chosen,
 * and the seller's price and remarks, inputs for an operator.
 */
export function quoteColumns(t: TFunction, editing: QuoteEditing): TableColumnsType<EnquiryLine> {
  return [
    { title: t('ops.enquiries.lineNo'), dataIndex: 'lineNo', width: 64 },
    {
      title: t('ops.enquiries.part'),
      key: 'part',
      render: (_, line) => (
        <div>
          <div className="ops-enq__part">{line.mfrPartNumber}</div>
          {line.brand && <Typography.Text type="secondary">{line.brand}</Typography.Text>}
        </div>
      ),
    },
    { title: t('ops.enquiries.qty'), dataIndex: 'quantity', width: 90, align: 'right' },
    {
      title: t('ops.enquiries.targetPrice'),
      dataIndex: 'targetPrice',
      width: 110,
      align: 'right',
      render: (price: string | null) =>
        price ? <Money value={price} decimals={UNIT_PRICE_DECIMALS} /> : '—',
    },
    {
      title: t('ops.enquiries.deliveryDate'),
      dataIndex: 'deliveryDate',
      width: 110,
      render: (d: string | null) => d ?? '—',
    },
    {
      title: t('ops.enquiries.matched'),
      key: 'matched',
      render: (_, line) => <MatchedPartCell line={line} editing={editing} />,
    },
    {
      title: t('ops.enquiries.unitPrice'),
      key: 'unitPrice',
      width: 170,
      render: (_, line) => <UnitPriceCell line={line} editing={editing} />,
    },
    {
      title: t('ops.enquiries.sellerRemarks'),
      key: 'remarks',
      width: 200,
      render: (_, line) =>
        editing.canWrite ? (
          <Input
            value={editing.draft[line.lineId]?.remarks ?? ''}
            maxLength={OPS_QUOTE_REMARKS_MAX}
            aria-label={`${t('ops.enquiries.sellerRemarks')} ${line.mfrPartNumber}`}
            onChange={(e) => {
              editing.setLine(line.lineId, { remarks: e.target.value });
            }}
          />
        ) : (
          line.sellerRemarks || '—'
        ),
    },
  ];
}

/** The part the line is quoted for: the one the operator chose, else the one matched; a pick and an undo. */
function MatchedPartCell({ line, editing }: { line: EnquiryLine; editing: QuoteEditing }) {
  const { t } = useTranslation();
  const picked = editing.canWrite ? editing.draft[line.lineId]?.part : undefined;
  const shown = picked
    ? `${picked.mfrPartNumber}${picked.brandCode ? ` · ${picked.brandCode}` : ''}`
    : line.matchedPartNumber
      ? `${line.matchedPartNumber}${line.matchedBrandCode ? ` · ${line.matchedBrandCode}` : ''}`
      : null;
  return (
    <Space orientation="vertical" size={0}>
      {shown ? (
        <span>
          {shown} {picked && <Tag color="blue">{t('ops.enquiries.chosenPart')}</Tag>}
        </span>
      ) : (
        <Typography.Text type="warning">{t('ops.enquiries.noMatch')}</Typography.Text>
      )}
      {editing.canWrite && (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            className="ops-enq__link"
            aria-label={`${t('ops.enquiries.pickPart')} ${line.mfrPartNumber}`}
            onClick={() => {
              editing.pickPart(line);
            }}
          >
            {shown ? t('ops.enquiries.changePart') : t('ops.enquiries.pickPart')}
          </Button>
          {picked && (
            <Button
              size="small"
              type="link"
              className="ops-enq__link"
              onClick={() => {
                editing.setLine(line.lineId, { part: undefined });
              }}
            >
              {t('ops.enquiries.undoPart')}
            </Button>
          )}
        </Space>
      )}
    </Space>
  );
}

/** The unit price: the quoted one for a reader; for an operator an input, red while it cannot be a price. */
function UnitPriceCell({ line, editing }: { line: EnquiryLine; editing: QuoteEditing }) {
  const { t } = useTranslation();
  const value = editing.draft[line.lineId]?.unitPrice ?? '';
  if (!editing.canWrite)
    return line.quotedUnitPrice ? <Money value={line.quotedUnitPrice} decimals={UNIT_PRICE_DECIMALS} /> : '—';
  const wrong = value.trim() !== '' && !isQuotablePrice(value);
  return (
    <Input
      value={value}
      inputMode="decimal"
      status={wrong || editing.wrongLineIds.includes(line.lineId) ? 'error' : ''}
      placeholder={t('ops.enquiries.unitPricePlaceholder')}
      aria-label={`${t('ops.enquiries.unitPrice')} ${line.mfrPartNumber}`}
      onChange={(e) => {
        editing.setLine(line.lineId, { unitPrice: e.target.value });
      }}
    />
  );
}
