import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntry } from '@emall/contract/ops';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsListPage } from '../shared/ops-list-page';
import { OPS_PAGE_SIZE } from '../shared/ops-list-state';
import {
  useDictionaries,
  useDictionaryEntries,
  useSaveDictionaryEntry,
  type DictionaryEntryValues,
} from './api/use-dictionaries';
import { LocalizedInputs, useLocalized } from './content-shared';

/** The shop's dictionaries (delivery methods, …): labels in three languages, order, and whether each is offered. */
export function DictionariesTab() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const localized = useLocalized();
  const [chosen, setChosen] = useState<string>();
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<DictionaryEntry | 'new' | null>(null);
  const codes = useDictionaries();
  const dicCode = chosen ?? codes.data?.[0]?.dicCode;
  const page = useDictionaryEntries({ dicCode: dicCode ?? '', pageNo, pageSize: OPS_PAGE_SIZE });
  const nameOf = (code: string) => t(`ops.content.dic.name.${code}`, { defaultValue: code });

  return (
    <OpsListPage<DictionaryEntry>
      bare
      filters={
        <div className="ops-filters">
          <Select
            aria-label={t('ops.content.dic.code')}
            value={dicCode}
            loading={codes.isFetching}
            style={{ width: 360 }}
            onChange={(code: string) => {
              setChosen(code);
              setPageNo(1);
            }}
            options={(codes.data ?? []).map((d) => ({
              value: d.dicCode,
              label: `${nameOf(d.dicCode)} · ${d.dicCode} (${t('ops.content.dic.entries', { n: d.entryCount })})`,
            }))}
          />
          {canWrite && dicCode && (
            <Button
              type="primary"
              onClick={() => {
                setEditing('new');
              }}
            >
              {t('ops.content.dic.add')}
            </Button>
          )}
        </div>
      }
      query={page}
      pageNo={pageNo}
      onPageNo={setPageNo}
      rowKey="id"
      emptyText={t('ops.content.dic.empty')}
      columns={[
        { title: t('ops.content.sort'), dataIndex: 'sort', width: 80 },
        {
          title: t('ops.content.dic.value'),
          dataIndex: 'dicValue',
          width: 120,
          render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
        },
        { title: t('ops.content.lang.zhCn'), key: 'zhCn', render: (_, e) => e.names.zhCn },
        { title: t('ops.content.lang.zhTw'), key: 'zhTw', render: (_, e) => e.names.zhTw },
        { title: t('ops.content.lang.enUs'), key: 'enUs', render: (_, e) => e.names.enUs },
        {
          title: t('ops.common.status'),
          dataIndex: 'enabled',
          width: 90,
          render: (enabled: boolean) =>
            enabled ? (
              <Tag color="green">{t('ops.content.enabled')}</Tag>
            ) : (
              <Tag>{t('ops.content.disabled')}</Tag>
            ),
        },
      ]}
      writeColumns={[
        {
          title: t('ops.common.actions'),
          key: 'actions',
          width: 90,
          render: (_, entry) => (
            <Button
              size="small"
              aria-label={`${t('ops.common.edit')} ${localized(entry.names)}`}
              onClick={() => {
                setEditing(entry);
              }}
            >
              {t('ops.common.edit')}
            </Button>
          ),
        },
      ]}
    >
      {editing && dicCode && (
        <EntryModal
          dicCode={dicCode}
          entry={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </OpsListPage>
  );
}

/** Adds an entry (its value is fixed from then on) or edits one's labels, order and status. */
function EntryModal({
  dicCode,
  entry,
  onClose,
}: {
  dicCode: string;
  entry: DictionaryEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictionaryEntryValues>();
  const save = useSaveDictionaryEntry(dicCode, entry, onClose);
  return (
    <Modal
      open
      width={560}
      title={`${entry ? t('ops.content.dic.edit') : t('ops.content.dic.add')} · ${dicCode}`}
      okText={t('ops.common.save')}
      cancelText={t('ops.common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
    >
      <Form<DictionaryEntryValues>
        form={form}
        layout="vertical"
        initialValues={
          entry
            ? { dicValue: entry.dicValue, names: entry.names, sort: entry.sort, enabled: entry.enabled }
            : { dicValue: '', names: { zhCn: '', zhTw: '', enUs: '' }, sort: 0, enabled: true }
        }
        onFinish={(values) => {
          save.mutate(values);
        }}
      >
        <Form.Item
          name="dicValue"
          label={t('ops.content.dic.value')}
          extra={t('ops.content.dic.valueHint')}
          rules={[
            { required: true, message: t('ops.content.required') },
            { pattern: /^[A-Za-z0-9_.-]+$/, message: t('ops.content.dic.valueFormat') },
          ]}
        >
          <Input maxLength={40} disabled={Boolean(entry)} />
        </Form.Item>
        <LocalizedInputs name="names" label={t('ops.content.dic.label')} max={100} />
        <Form.Item name="sort" label={t('ops.content.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t('ops.content.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
