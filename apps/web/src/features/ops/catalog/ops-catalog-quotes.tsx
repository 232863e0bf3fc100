import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Popconfirm } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OpsQuote } from '@emall/contract/ops';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsFilterBar } from '../shared/ops-filter-bar';
import { OpsListPage } from '../shared/ops-list-page';
import { OPS_PAGE_SIZE, textFilter, useOpsFilters } from '../shared/ops-list-state';
import { useQuoteChanges, useQuotePage } from './api/use-quotes';

interface QuoteForm {
  mfrPartNumber: string;
  brandCode: string;
  channelCode: string;
  stockQty: number;
  taxPrice: string;
  currency: string;
  deliveryCycle: number;
  dateCode?: string;
  quoteDate: string;
}

/** Supplier stock quotes (the spot-stock page): search by part number, add, edit, delete. */
export function OpsCatalogQuotes() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const list = useOpsFilters({ mfrPartNumber: '' });
  const { filters, pageNo } = list;
  const [editing, setEditing] = useState<OpsQuote | 'new' | null>(null);
  const page = useQuotePage({
    pageNo,
    pageSize: OPS_PAGE_SIZE,
    ...textFilter('mfrPartNumber', filters.mfrPartNumber),
  });
  const changes = useQuoteChanges();
  const remove = async (quoteId: number) => {
    try {
      await changes.remove(quoteId);
      toaster.success(t('ops.common.done'));
    } catch {
      // Shown by the client.
    }
    await changes.refresh();
  };

  return (
    <OpsListPage<OpsQuote>
      filters={
        <OpsFilterBar<{ mfrPartNumber: string }>
          fields={[{ kind: 'text', name: 'mfrPartNumber', label: t('ops.catalog.mfrPartNumber') }]}
          draft={list.draft}
          onDraft={list.setDraft}
          onSearch={list.search}
        >
          {canWrite && (
            <Button
              onClick={() => {
                setEditing('new');
              }}
            >
              {t('ops.common.add')}
            </Button>
          )}
        </OpsFilterBar>
      }
      query={page}
      pageNo={pageNo}
      onPageNo={list.setPageNo}
      rowKey="quoteId"
      scroll={{ x: 1000 }}
      columns={quoteColumns(t)}
      writeColumns={[
        {
          title: t('ops.common.actions'),
          render: (_, q) => (
            <QuoteActions
              onEdit={() => {
                setEditing(q);
              }}
              onRemove={() => {
                void remove(q.quoteId);
              }}
            />
          ),
        },
      ]}
    >
      {editing && (
        <QuoteModal
          quote={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            setEditing(null);
            void changes.refresh();
          }}
        />
      )}
    </OpsListPage>
  );
}

/** The quote table's columns: part, brand, channel, stock, price, delivery, date code and quote date. */
function quoteColumns(t: TFunction): TableColumnsType<OpsQuote> {
  return [
    { title: t('ops.catalog.mfrPartNumber'), dataIndex: 'mfrPartNumber' },
    { title: t('ops.catalog.brand'), dataIndex: 'brandName' },
    { title: t('ops.catalog.quote.channel'), dataIndex: 'channelCode' },
    { title: t('ops.catalog.quote.stockQty'), dataIndex: 'stockQty' },
    { title: t('ops.catalog.quote.taxPrice'), render: (_, q) => `${q.taxPrice} ${q.currency}` },
    { title: t('ops.catalog.quote.deliveryCycle'), dataIndex: 'deliveryCycle' },
    {
      title: t('ops.catalog.quote.dateCode'),
      dataIndex: 'dateCode',
      render: (v: string | null) => v ?? '—',
    },
    { title: t('ops.catalog.quote.quoteDate'), dataIndex: 'quoteDate' },
  ];
}

/** A quote's actions: edit it, delete it (after a confirmation). */
function QuoteActions({ onEdit, onRemove }: { onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="link" onClick={onEdit}>
        {t('ops.common.edit')}
      </Button>
      <Popconfirm title={t('ops.catalog.quote.confirmDelete')} onConfirm={onRemove}>
        <Button type="link" danger>
          {t('ops.common.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}

function QuoteModal({
  quote,
  onClose,
  onSaved,
}: {
  quote: OpsQuote | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<QuoteForm>();
  const { save: saveQuote } = useQuoteChanges();
  const [saving, setSaving] = useState(false);
  const initial: Partial<QuoteForm> = quote
    ? { ...quote, dateCode: quote.dateCode ?? '' }
    : { currency: 'CNY', quoteDate: new Date().toISOString().slice(0, 10), deliveryCycle: 7, stockQty: 0 };

  const save = async (values: QuoteForm) => {
    setSaving(true);
    try {
      const body = { ...values, dateCode: values.dateCode?.trim() || null };
      await saveQuote(body, quote?.quoteId);
      toaster.success(t('ops.common.saved'));
      onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={quote ? t('ops.catalog.quote.edit') : t('ops.catalog.quote.add')}
      onCancel={onClose}
      onOk={() => {
        form.submit();
      }}
      okText={t('ops.common.save')}
      cancelText={t('ops.common.cancel')}
      confirmLoading={saving}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <QuoteFields />
      </Form>
    </Modal>
  );
}

/** A quote's fields, each required but the date code; the price as the server takes it, the date as a day. */
function QuoteFields() {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('ops.catalog.required') }];
  return (
    <>
      <Form.Item name="mfrPartNumber" label={t('ops.catalog.mfrPartNumber')} rules={required}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="brandCode" label={t('ops.catalog.brandCode')} rules={required}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="channelCode" label={t('ops.catalog.quote.channel')} rules={required}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="stockQty" label={t('ops.catalog.quote.stockQty')} rules={required}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="taxPrice"
        label={t('ops.catalog.quote.taxPrice')}
        rules={[
          ...required,
          { pattern: /^\d{1,12}(\.\d{1,6})?$/, message: t('ops.catalog.breaks.priceFormat') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="currency" label={t('ops.catalog.quote.currency')} rules={required}>
        <Input maxLength={3} />
      </Form.Item>
      <Form.Item name="deliveryCycle" label={t('ops.catalog.quote.deliveryCycle')} rules={required}>
        <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="dateCode" label={t('ops.catalog.quote.dateCode')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="quoteDate"
        label={t('ops.catalog.quote.quoteDate')}
        rules={[...required, { pattern: /^\d{4}-\d{2}-\d{2}$/, message: 'YYYY-MM-DD' }]}
      >
        <Input placeholder="YYYY-MM-DD" />
      </Form.Item>
    </>
  );
}
