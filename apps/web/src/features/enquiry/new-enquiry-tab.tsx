import { useMemo, useState } from 'react';
import { PlusOutlined, SnippetsOutlined } from '@ant-design/icons';
import { Button, Input, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENQUIRY_MAX_LINES, ENQUIRY_REMARKS_MAX } from '@emall/contract';
import type { CreatedEnquiry, EnquiryLineField } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { showApiError } from '../../api/client';
import { isMaintenanceStatus } from '../../api/error-rules';
import { toaster } from '../../api/toaster';
import { partToQuoteOf } from '../../ui/product-links';
import { useCreateEnquiry } from './api/use-enquiries';
import { EnquiryTable } from './enquiry-table';
import {
  enquiryBody,
  isBlankRow,
  mergePasted,
  newRow,
  roomLeft,
  rowFromPaste,
  rowProblems,
  serverCellErrors,
  type EnquiryRow,
} from './enquiry-rows';
import { PasteDialog } from './paste-dialog';

const START_ROWS = 3;

/** The table's first rows: a part the address hands over (a product page's 'Ask for a quote') comes first. */
function startRows(params: URLSearchParams): EnquiryRow[] {
  const part = partToQuoteOf(params);
  const blank = Array.from({ length: part ? START_ROWS - 1 : START_ROWS }, () => newRow());
  return part ? [newRow(part), ...blank] : blank;
}

/** The new-enquiry tab: the editable table, paste dialog, remarks and submit; then the reference. */
export function NewEnquiryTab({ onShow }: { onShow: (enquiryId: string) => void }) {
  const { t } = useTranslation();
  const createEnquiry = useCreateEnquiry();
  const [params] = useSearchParams();
  const [rows, setRows] = useState<EnquiryRow[]>(() => startRows(params));
  const [remarks, setRemarks] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState(
    new Map<string, Partial<Record<EnquiryLineField, string>>>(),
  );
  const [isPasteOpen, setIsPasteOpen] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [created, setCreated] = useState<CreatedEnquiry | null>(null);
  const problems = useMemo(() => rowProblems(rows), [rows]);
  const filled = rows.filter((row) => !isBlankRow(row)).length;

  const change = (key: string, cells: Partial<EnquiryRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...cells } : row)));
    setServerErrors((current) => {
      if (!current.has(key)) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  };

  const addRow = () => {
    if (rows.length >= ENQUIRY_MAX_LINES) toaster.warning(t('enquiry.table.full'));
    else setRows((current) => [...current, newRow()]);
  };

  const submit = async () => {
    setIsChecked(true);
    if (filled === 0) {
      toaster.warning(t('enquiry.form.empty'));
      return;
    }
    if (problems.size > 0) {
      toaster.warning(t('enquiry.form.invalid'));
      return;
    }
    setIsSubmitting(true);
    try {
      const answer = await createEnquiry(enquiryBody(rows, remarks));
      toaster.success(t('enquiry.form.submitted', { no: answer.enquiryNo }));
      setCreated(answer);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const cells = serverCellErrors(rows, error.fields);
      setServerErrors(cells);
      const isHandled = error.status === 401 || isMaintenanceStatus(error.status);
      if (!isHandled && cells.size === 0) showApiError(error);
      else if (cells.size > 0) toaster.warning(t('enquiry.form.invalid'));
    } finally {
      setIsSubmitting(false);
    }
  };

  if (created) {
    return (
      <Result
        status="success"
        title={t('enquiry.form.submitted', { no: created.enquiryNo })}
        extra={[
          <Button
            type="primary"
            key="view"
            onClick={() => {
              onShow(created.enquiryId);
            }}
          >
            {t('enquiry.list.view')}
          </Button>,
          <Button
            key="new"
            onClick={() => {
              setCreated(null);
              setRows(Array.from({ length: START_ROWS }, () => newRow()));
              setRemarks('');
              setIsChecked(false);
            }}
          >
            {t('enquiry.tab.new')}
          </Button>,
        ]}
      />
    );
  }

  return (
    <div className="new-enquiry">
      <Space className="new-enquiry__tools" wrap>
        <Button icon={<PlusOutlined />} onClick={addRow}>
          {t('enquiry.table.add')}
        </Button>
        <Button
          icon={<SnippetsOutlined />}
          onClick={() => {
            setIsPasteOpen(true);
          }}
        >
          {t('enquiry.table.paste')}
        </Button>
        <Button
          onClick={() => {
            setRows([newRow()]);
          }}
        >
          {t('enquiry.table.clear')}
        </Button>
        <Typography.Text type="secondary">{t('enquiry.table.count', { n: filled })}</Typography.Text>
      </Space>
      <EnquiryTable
        rows={rows}
        problems={problems}
        serverErrors={serverErrors}
        isChecked={isChecked}
        onChange={change}
        onDelete={(key) => {
          setRows((current) => current.filter((row) => row.key !== key));
        }}
      />
      <div className="new-enquiry__footer">
        <Input.TextArea
          aria-label={t('enquiry.form.remarks')}
          placeholder={t('enquiry.form.remarks')}
          value={remarks}
          maxLength={ENQUIRY_REMARKS_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(event) => {
            setRemarks(event.target.value);
          }}
        />
        <Button type="primary" size="large" loading={isSubmitting} onClick={() => void submit()}>
          {t('enquiry.form.submit')}
        </Button>
      </div>
      <PasteDialog
        isOpen={isPasteOpen}
        room={roomLeft(rows)}
        onClose={() => {
          setIsPasteOpen(false);
        }}
        onAdd={(lines) => {
          setRows((current) => mergePasted(current, lines.map(rowFromPaste)));
          setIsPasteOpen(false);
          toaster.success(t('enquiry.paste.added', { n: lines.length }));
        }}
      />
    </div>
  );
}
