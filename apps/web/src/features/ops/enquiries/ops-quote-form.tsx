import { useState } from 'react';
import { Alert, Button, DatePicker, Input, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { EnquiryLine } from '@emall/contract';
import { OPS_QUOTE_REMARKS_MAX } from '@emall/contract/ops';
import type { OpsEnquiryDetail } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { Money, UNIT_PRICE_DECIMALS } from '../../../ui/money';
import { useSendQuote } from './api/use-ops-enquiries';
import { PartPickerDialog } from './ops-part-picker';
import { draftOf, isQuotablePrice, quoteBodyOf, type QuoteDraft, type QuoteProblem } from './quote-draft';

/** The shop's day (Asia/Shanghai): a quote may not end before it, whatever the operator's time zone. */
function shopToday(): string {
  return dayjs(Date.now() + 8 * 3600_000)
    .toISOString()
    .slice(0, 10);
}

/**
 * The editable quote: a price and remarks per line (an empty price means the line cannot be supplied),
 * the last valid day, and Send quote. Read-only operators see the table without inputs.
 */
export function OpsQuoteForm({ enquiry, canWrite }: { enquiry: OpsEnquiryDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<QuoteDraft>(() => draftOf(enquiry.lines));
  const [validUntil, setValidUntil] = useState<Dayjs | null>(
    enquiry.validUntil && enquiry.validUntil >= shopToday() ? dayjs(enquiry.validUntil) : null,
  );
  const [problem, setProblem] = useState<{ kind: QuoteProblem; lineIds: string[] } | null>(null);
  const [picking, setPicking] = useState<EnquiryLine | null>(null);
  const send = useSendQuote(() => {
    toaster.success(t('ops.enquiries.quoteSent'));
  });

  const setLine = (lineId: string, change: Partial<QuoteDraft[string]>) => {
    setDraft((old) => ({ ...old, [lineId]: { unitPrice: '', remarks: '', ...old[lineId], ...change } }));
  };
  const submit = () => {
    const answer = quoteBodyOf(
      enquiry.enquiryId,
      enquiry.lines,
      draft,
      validUntil ? validUntil.format('YYYY-MM-DD') : null,
    );
    if ('problem' in answer) {
      setProblem({ kind: answer.problem, lineIds: answer.lineIds ?? [] });
      return;
    }
    setProblem(null);
    send.mutate(answer.body);
  };

  const columns: TableColumnsType<EnquiryLine> = [
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
      render: (_, line) => {
        const picked = canWrite ? draft[line.lineId]?.part : undefined;
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
            {canWrite && (
              <Space size={4}>
                <Button
                  size="small"
                  type="link"
                  className="ops-enq__link"
                  aria-label={`${t('ops.enquiries.pickPart')} ${line.mfrPartNumber}`}
                  onClick={() => {
                    setPicking(line);
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
                      setLine(line.lineId, { part: undefined });
                    }}
                  >
                    {t('ops.enquiries.undoPart')}
                  </Button>
                )}
              </Space>
            )}
          </Space>
        );
      },
    },
    {
      title: t('ops.enquiries.unitPrice'),
      key: 'unitPrice',
      width: 170,
      render: (_, line) => {
        const value = draft[line.lineId]?.unitPrice ?? '';
        if (!canWrite)
          return line.quotedUnitPrice ? (
            <Money value={line.quotedUnitPrice} decimals={UNIT_PRICE_DECIMALS} />
          ) : (
            '—'
          );
        const wrong = value.trim() !== '' && !isQuotablePrice(value);
        return (
          <Input
            value={value}
            inputMode="decimal"
            status={wrong || problem?.lineIds.includes(line.lineId) ? 'error' : ''}
            placeholder={t('ops.enquiries.unitPricePlaceholder')}
            aria-label={`${t('ops.enquiries.unitPrice')} ${line.mfrPartNumber}`}
            onChange={(e) => {
              setLine(line.lineId, { unitPrice: e.target.value });
            }}
          />
        );
      },
    },
    {
      title: t('ops.enquiries.sellerRemarks'),
      key: 'remarks',
      width: 200,
      render: (_, line) =>
        canWrite ? (
          <Input
            value={draft[line.lineId]?.remarks ?? ''}
            maxLength={OPS_QUOTE_REMARKS_MAX}
            aria-label={`${t('ops.enquiries.sellerRemarks')} ${line.mfrPartNumber}`}
            onChange={(e) => {
              setLine(line.lineId, { remarks: e.target.value });
            }}
          />
        ) : (
          line.sellerRemarks || '—'
        ),
    },
  ];

  return (
    <div className="ops-enq__quote">
      <Table<EnquiryLine>
        rowKey="lineId"
        size="small"
        pagination={false}
        dataSource={enquiry.lines}
        columns={columns}
        scroll={{ x: 1000 }}
      />
      {picking && (
        <PartPickerDialog
          open
          lineNo={picking.lineNo}
          partText={picking.mfrPartNumber}
          onCancel={() => {
            setPicking(null);
          }}
          onPick={(part) => {
            setLine(picking.lineId, { part });
            setPicking(null);
          }}
        />
      )}
      {canWrite && (
        <>
          <Typography.Paragraph type="secondary" className="ops-enq__hint">
            {t('ops.enquiries.quoteHint')}
          </Typography.Paragraph>
          {problem && (
            <Alert
              type="error"
              showIcon
              className="ops-enq__problem"
              title={t(`ops.enquiries.${problem.kind}`)}
            />
          )}
          <div className="ops-enq__actions">
            <span>{t('ops.enquiries.validUntil')}</span>
            <DatePicker
              value={validUntil}
              aria-label={t('ops.enquiries.validUntil')}
              disabledDate={(day) => day.format('YYYY-MM-DD') < shopToday()}
              onChange={setValidUntil}
            />
            <Button type="primary" loading={send.isPending} onClick={submit}>
              {enquiry.quotedLineCount > 0 ? t('ops.enquiries.requote') : t('ops.enquiries.sendQuote')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
