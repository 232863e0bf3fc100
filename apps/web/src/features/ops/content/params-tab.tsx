import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isValidParamValue, opsContract } from '@emall/contract/ops';
import type { OpsSysParam } from '@emall/contract/ops';
import { isApiError } from '../../../api/api-error';
import { call, showApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../ui/field-errors';
import { useCanWrite } from '../ops-session';
import { CONTENT_KEY, useContentSave } from './content-shared';
import { opsPagination } from '../shared/ops-list-state';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';

const calls = opsContract.opsContent;
const PAGE_SIZE = 20;

/** System parameters (PAR_* and the shop's own): what each means, its value, and a checked edit. */
export function ParamsTab() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<OpsSysParam | null>(null);
  const body = { pageNo, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const page = useQuery({
    queryKey: [...CONTENT_KEY, 'params', body],
    queryFn: () => call(calls.qrySysParams, body),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <div className="ops-filters">
        <OpsKeywordSearch
          label={t('ops.common.keyword')}
          width={360}
          onSearch={(next) => {
            setKeyword(next);
            setPageNo(1);
          }}
        />
      </div>
      <Table<OpsSysParam>
        rowKey="paramCode"
        size="middle"
        loading={page.isFetching}
        dataSource={page.data?.rows ?? []}
        columns={[
          {
            title: t('ops.content.param.code'),
            dataIndex: 'paramCode',
            width: 230,
            render: (code: string, row) => (
              <>
                <Typography.Text code>{code}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{row.paramType}</Typography.Text>
                </div>
              </>
            ),
          },
          {
            title: t('ops.content.param.name'),
            key: 'name',
            render: (_, row) => (
              <>
                <div>{row.paramName}</div>
                <Typography.Text type="secondary">{row.remark}</Typography.Text>
              </>
            ),
          },
          {
            title: t('ops.content.param.value'),
            dataIndex: 'paramValue',
            width: 240,
            render: (value: string) =>
              value ? (
                <Typography.Text className="ops-content__value">{value}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('ops.content.param.empty')}</Typography.Text>
              ),
          },
          {
            title: t('ops.content.param.visibility'),
            dataIndex: 'isPublic',
            width: 110,
            render: (isPublic: boolean) =>
              isPublic ? (
                <Tag color="blue">{t('ops.content.param.public')}</Tag>
              ) : (
                <Tag>{t('ops.content.param.private')}</Tag>
              ),
          },
          ...(canWrite
            ? [
                {
                  title: t('ops.common.actions'),
                  key: 'actions',
                  width: 90,
                  render: (_: unknown, row: OpsSysParam) => (
                    <Button
                      size="small"
                      onClick={() => {
                        setEditing(row);
                      }}
                    >
                      {t('ops.common.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        pagination={opsPagination(t, pageNo, page.data?.total, setPageNo)}
      />
      {editing && (
        <ParamEditModal
          param={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

/** One parameter's value, checked as the server checks it; the server's field message lands under the input. */
function ParamEditModal({ param, onClose }: { param: OpsSysParam; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ paramValue: string }>();
  const rule = t(`ops.content.paramRule.${param.valueKind}`);
  const save = useContentSave(
    (paramValue: string) =>
      call(calls.updateSysParam, { paramCode: param.paramCode, paramValue }, { quiet: true }),
    onClose,
  );
  return (
    <Modal
      open
      title={`${t('ops.content.param.edit')} · ${param.paramCode}`}
      okText={t('ops.common.save')}
      cancelText={t('ops.common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        <strong>{param.paramName}</strong>
        <br />
        <Typography.Text type="secondary">{param.remark}</Typography.Text>
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ paramValue: param.paramValue }}
        onFinish={({ paramValue }) => {
          save.mutate(paramValue, {
            onError: (error) => {
              if (isApiError(error) && !applyFieldErrors(form, error, ['paramValue'])) showApiError(error);
            },
          });
        }}
      >
        <Form.Item
          name="paramValue"
          label={t('ops.content.param.value')}
          extra={rule}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const text = value ?? '';
                const checked = param.valueKind === 'regex' ? text : text.trim();
                return isValidParamValue(param.valueKind, checked)
                  ? Promise.resolve()
                  : Promise.reject(new Error(rule));
              },
            },
          ]}
        >
          <Input maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
