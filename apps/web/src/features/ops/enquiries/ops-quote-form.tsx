import { useState } from 'react';
import { Alert, Button, DatePicker, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { EnquiryLine } from '@emall/contract';
import type { OpsEnquiryDetail } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { useSendQuote } from './api/use-ops-enquiries';
import { PartPickerDialog } from './ops-part-picker';
import { quoteColumns } from './ops-quote-columns';
import { draftOf, quoteBodyOf, type LineDraft, type QuoteDraft, type QuoteProblem } from './quote-draft';

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

  const setLine = (lineId: string, change: Partial<LineDraft>) => {
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

  return (
    <div className="ops-enq__quote">
      <Table<EnquiryLine>
        rowKey="lineId"
        size="small"
        pagination={false}
        dataSource={enquiry.lines}
        columns={quoteColumns(t, {
          canWrite,
          draft,
          wrongLineIds: problem?.lineIds ?? [],
          setLine,
          pickPart: setPicking,
        })}
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
        <QuoteSendBar
          problem={problem?.kind ?? null}
          validUntil={validUntil}
          onValidUntil={setValidUntil}
          isSending={send.isPending}
          isRequote={enquiry.quotedLineCount > 0}
          onSend={submit}
        />
      )}
    </div>
  );
}

/** Under the table: the hint, the problem of the last Send, the last valid day and the Send button. */
function QuoteSendBar({
  problem,
  validUntil,
  onValidUntil,
  isSending,
  isRequote,
  onSend,
}: {
  problem: QuoteProblem | null;
  validUntil: Dayjs | null;
  onValidUntil: (day: Dayjs | null) => void;
  isSending: boolean;
  isRequote: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary" className="ops-enq__hint">
        {t('ops.enquiries.quoteHint')}
      </Typography.Paragraph>
      {problem && (
        <Alert type="error" showIcon className="ops-enq__problem" title={t(`ops.enquiries.${problem}`)} />
      )}
      <div className="ops-enq__actions">
        <span>{t('ops.enquiries.validUntil')}</span>
        <DatePicker
          value={validUntil}
          aria-label={t('ops.enquiries.validUntil')}
          disabledDate={(day) => day.format('YYYY-MM-DD') < shopToday()}
          onChange={onValidUntil}
        />
        <Button type="primary" loading={isSending} onClick={onSend}>
          {isRequote ? t('ops.enquiries.requote') : t('ops.enquiries.sendQuote')}
        </Button>
      </div>
    </>
  );
}
