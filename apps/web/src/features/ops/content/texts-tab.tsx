import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { opsContract, placeholdersOf, samePlaceholders } from '@emall/contract/ops';
import type { OpsText } from '@emall/contract/ops';
import { call } from '../../../api/client';
import { useCanWrite } from '../ops-session';
import { CONTENT_KEY, useContentSave } from './content-shared';
import { opsPagination } from '../shared/ops-list-state';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';

const calls = opsContract.opsContent;
const PAGE_SIZE = 20;
const LANGS = ['zhCn', 'zhTw', 'enUs'] as const;

/** Every interface text, the three languages side by side; an operator's wording survives restarts. */
export function TextsTab() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [keyword, setKeyword] = useState('');
  const [editedOnly, setEditedOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<OpsText | null>(null);
  const body = { pageNo, pageSize: PAGE_SIZE, editedOnly, ...(keyword ? { keyword } : {}) };
  const page = useQuery({
    queryKey: [...CONTENT_KEY, 'texts', body],
    queryFn: () => call(calls.qryTexts, body),
    placeholderData: keepPreviousData,
  });
  const restore = useContentSave((keyValue: string) => call(calls.restoreText, { keyValue }));

  return (
    <>
      <div className="ops-filters">
        <OpsKeywordSearch
          label={t('ops.content.text.search')}
          width={380}
          onSearch={(next) => {
            setKeyword(next);
            setPageNo(1);
          }}
        />
        <Checkbox
          checked={editedOnly}
          onChange={(e) => {
            setEditedOnly(e.target.checked);
            setPageNo(1);
          }}
        >
          {t('ops.content.text.editedOnly')}
        </Checkbox>
      </div>
      <Table<OpsText>
        rowKey="keyValue"
        size="small"
        tableLayout="fixed"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        locale={{ emptyText: t('ops.content.text.empty') }}
        columns={[
          {
            title: t('ops.content.text.key'),
            dataIndex: 'keyValue',
            width: 240,
            render: (key: string, row) => (
              <>
                <Typography.Text code className="ops-content__key">
                  {key}
                </Typography.Text>
                {row.editedByOperator && <Tag color="orange">{t('ops.content.text.edited')}</Tag>}
              </>
            ),
          },
          ...LANGS.map((lang) => ({
            title: t(`ops.content.lang.${lang}`),
            dataIndex: lang,
            render: (text: string) => <span className="ops-content__text">{text}</span>,
          })),
          ...(canWrite
            ? [
                {
                  title: t('ops.common.actions'),
                  key: 'actions',
                  width: 170,
                  render: (_: unknown, row: OpsText) => (
                    <Space size={4} wrap>
                      <Button
                        size="small"
                        onClick={() => {
                          setEditing(row);
                        }}
                      >
                        {t('ops.common.edit')}
                      </Button>
                      {row.editedByOperator && (
                        <Popconfirm
                          title={t('ops.content.text.restoreConfirm', { key: row.keyValue })}
                          okText={t('ops.common.confirm')}
                          cancelText={t('ops.common.cancel')}
                          onConfirm={() => {
                            restore.mutate(row.keyValue);
                          }}
                        >
                          <Button size="small">{t('ops.content.text.restore')}</Button>
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
        pagination={opsPagination(t, pageNo, page.data?.total, setPageNo)}
      />
      {editing && (
        <TextEditModal
          text={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

type TextValues = Pick<OpsText, 'zhCn' | 'zhTw' | 'enUs'>;

/** One text in the three languages; each must keep the placeholders the text has (the server checks it too). */
function TextEditModal({ text, onClose }: { text: OpsText; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TextValues>();
  const names = placeholdersOf(text.enUs).map((name) => `{${name}}`);
  const save = useContentSave(
    (values: TextValues) => call(calls.updateText, { keyValue: text.keyValue, ...values }),
    onClose,
  );
  return (
    <Modal
      open
      width={680}
      title={`${t('ops.content.text.edit')} · ${text.keyValue}`}
      okText={t('ops.common.save')}
      cancelText={t('ops.common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
    >
      <Alert
        type="info"
        showIcon
        className="ops-content__alert"
        title={t('ops.content.text.liveHint')}
        description={
          names.length > 0
            ? // The names are shown literally: they are what the operator must type, not values to fill.
              t('ops.content.text.placeholders', {
                names: names.join(' '),
                interpolation: { escapeValue: false },
              })
            : undefined
        }
      />
      <Form<TextValues>
        form={form}
        layout="vertical"
        initialValues={{ zhCn: text.zhCn, zhTw: text.zhTw, enUs: text.enUs }}
        onFinish={(values) => {
          save.mutate(values);
        }}
      >
        {LANGS.map((lang) => (
          <Form.Item
            key={lang}
            name={lang}
            label={t(`ops.content.lang.${lang}`)}
            rules={[
              { required: true, whitespace: true, message: t('ops.content.required') },
              {
                validator: (_, value: string | undefined) =>
                  samePlaceholders(text.enUs, value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('ops.content.text.placeholderMismatch'))),
              },
            ]}
          >
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 6 }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
