import { useState } from 'react';
import { Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntry } from '@emall/contract/ops';
import { OPS_PAGE_SIZE } from '../shared/ops-list-state';
import {
  useDictionaries,
  useDictionaryEntries,
  useSaveDictionaryEntry,
  type DictionaryEntryValues,
} from './api/use-dictionaries';
import { ContentEditModal } from './content-edit-modal';
import { enabledColumn, LocalizedInputs, useLocalized } from './content-shared';
import { ContentTable } from './content-table';

/** The shop's dictionaries (delivery methods, …): labels in three languages, order, and whether each is offered. */
export function DictionariesTab() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [chosen, setChosen] = useState<string>();
  const [pageNo, setPageNo] = useState(1);
  const codes = useDictionaries();
  const dicCode = chosen ?? codes.data?.[0]?.dicCode;
  const page = useDictionaryEntries({ dicCode: dicCode ?? '', pageNo, pageSize: OPS_PAGE_SIZE });
  const nameOf = (code: string) => t(`ops.content.dic.name.${code}`, { defaultValue: code });

  return (
    <ContentTable<DictionaryEntry>
      filters={
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
      }
      {...(dicCode ? { addLabel: t('ops.content.dic.add') } : {})}
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
        enabledColumn(t),
      ]}
      editLabel={(entry) => `${t('ops.common.edit')} ${localized(entry.names)}`}
      renderEditor={(entry, close) =>
        dicCode ? <EntryModal dicCode={dicCode} entry={entry} onClose={close} /> : null
      }
    />
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
  const save = useSaveDictionaryEntry(dicCode, entry, onClose);
  return (
    <ContentEditModal<DictionaryEntryValues>
      width={560}
      title={`${entry ? t('ops.content.dic.edit') : t('ops.content.dic.add')} · ${dicCode}`}
      initialValues={
        entry
          ? { dicValue: entry.dicValue, names: entry.names, sort: entry.sort, enabled: entry.enabled }
          : { dicValue: '', names: { zhCn: '', zhTw: '', enUs: '' }, sort: 0, enabled: true }
      }
      save={save}
      onClose={onClose}
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
    </ContentEditModal>
  );
}
