import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { opsContract } from '@emall/contract/ops';
import type { OpsQuote } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { toaster } from '../../../api/toaster';
import { useCanWrite } from '../ops-session';
import { OpsFilterBar } from '../shared/ops-filter-bar';
import { OPS_PAGE_SIZE, opsPagination, textFilter, useOpsFilters } from '../shared/ops-list-state';

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
  const client = useQueryClient();
  const canWrite = useCanWrite();
  const list = useOpsFilters({ mfrPartNumber: '' });
  const { filters, pageNo } = list;
  const [editing, setEditing] = useState<OpsQuote | 'new' | null>(null);
  const body = { pageNo, pageSize: OPS_PAGE_SIZE, ...textFilter('mfrPartNumber', filters.mfrPartNumber) };
  const page = useQuery({
    queryKey: ['ops', 'catalog', 'quotes', body],
    queryFn: () => call(opsContract.opsCatalog.qryQuoteByPage, body),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'catalog', 'quotes'] });
  const remove = async (quoteId: number) => {
    try {
      await call(opsContract.opsCatalog.deleteQuote, { quoteId });
      toaster.success(t('ops.common.done'));
    } catch {
      // Shown by the client.
    }
    await refresh();
  };

  return (
    <div className="ops-card">
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
      <Table<OpsQuote>
        rowKey="quoteId"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        scroll={{ x: 1000 }}
        pagination={opsPagination(t, pageNo, page.data?.total, list.setPageNo)}
        columns={[
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
          ...(canWrite
            ? [
                {
                  title: t('ops.common.actions'),
                  render: (_: unknown, q: OpsQuote) => (
                    <>
                      <Button
                        type="link"
                        onClick={() => {
                          setEditing(q);
                        }}
                      >
                        {t('ops.common.edit')}
                      </Button>
                      <Popconfirm
                        title={t('ops.catalog.quote.confirmDelete')}
                        onConfirm={() => {
                          void remove(q.quoteId);
                        }}
                      >
                        <Button type="link" danger>
                          {t('ops.common.delete')}
                        </Button>
                      </Popconfirm>
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <QuoteModal
          quote={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </div>
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
  const [saving, setSaving] = useState(false);
  const initial: Partial<QuoteForm> = quote
    ? { ...quote, dateCode: quote.dateCode ?? '' }
    : { currency: 'CNY', quoteDate: new Date().toISOString().slice(0, 10), deliveryCycle: 7, stockQty: 0 };

  const save = async (values: QuoteForm) => {
    setSaving(true);
    try {
      const body = { ...values, dateCode: values.dateCode?.trim() || null };
      if (quote) await call(opsContract.opsCatalog.updateQuote, { ...body, quoteId: quote.quoteId });
      else await call(opsContract.opsCatalog.addQuote, body);
      toaster.success(t('ops.common.saved'));
      onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, message: t('ops.catalog.required') }];
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
      </Form>
    </Modal>
  );
}
