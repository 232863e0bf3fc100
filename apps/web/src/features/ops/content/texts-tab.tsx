import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { placeholdersOf, samePlaceholders } from '@emall/contract/ops';
import type { OpsText } from '@emall/contract/ops';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';
import { OPS_PAGE_SIZE } from '../shared/ops-list-state';
import { useRestoreText, useTexts, useUpdateText, type OpsTextValues } from './api/use-texts';
import { ContentEditModal } from './content-edit-modal';
import { ContentEditButton, ContentTable } from './content-table';

const LANGS = ['zhCn', 'zhTw', 'enUs'] as const;

/** Every interface text, the three languages side by side; an operator's wording survives restarts. */
export function TextsTab() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [editedOnly, setEditedOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const page = useTexts({ pageNo, pageSize: OPS_PAGE_SIZE, editedOnly, ...(keyword ? { keyword } : {}) });
  const restore = useRestoreText();

  return (
    <ContentTable<OpsText>
      filters={
        <>
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
        </>
      }
      query={page}
      pageNo={pageNo}
      onPageNo={setPageNo}
      rowKey="keyValue"
      size="small"
      tableLayout="fixed"
      emptyText={t('ops.content.text.empty')}
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
      ]}
      actions={{
        width: 170,
        render: ({ row, edit }) => (
          <TextActions
            text={row}
            onEdit={edit}
            onRestore={() => {
              restore.mutate(row.keyValue);
            }}
          />
        ),
      }}
      renderEditor={(text, close) => text && <TextEditModal text={text} onClose={close} />}
    />
  );
}

/** A text's actions: edit it, and give an operator's wording back its seeded one (after a confirmation). */
function TextActions({
  text,
  onEdit,
  onRestore,
}: {
  text: OpsText;
  onEdit: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <ContentEditButton onClick={onEdit} />
      {text.editedByOperator && (
        <Popconfirm
          title={t('ops.content.text.restoreConfirm', { key: text.keyValue })}
          okText={t('ops.common.confirm')}
          cancelText={t('ops.common.cancel')}
          onConfirm={onRestore}
        >
          <Button size="small">{t('ops.content.text.restore')}</Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** One text in the three languages; each must keep the placeholders the text has (the server checks it too). */
function TextEditModal({ text, onClose }: { text: OpsText; onClose: () => void }) {
  const { t } = useTranslation();
  const names = placeholdersOf(text.enUs).map((name) => `{${name}}`);
  const save = useUpdateText(text.keyValue, onClose);
  return (
    <ContentEditModal<OpsTextValues>
      width={680}
      title={`${t('ops.content.text.edit')} · ${text.keyValue}`}
      initialValues={{ zhCn: text.zhCn, zhTw: text.zhTw, enUs: text.enUs }}
      save={save}
      onClose={onClose}
      intro={
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
      }
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
    </ContentEditModal>
  );
}
