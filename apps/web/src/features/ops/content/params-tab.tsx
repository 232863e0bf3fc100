import { useState } from 'react';
import { Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isValidParamValue } from '@emall/contract/ops';
import type { OpsSysParam } from '@emall/contract/ops';
import { OpsKeywordSearch } from '../shared/ops-filter-bar';
import { OPS_PAGE_SIZE } from '../shared/ops-list-state';
import { useSysParams, useUpdateSysParam } from './api/use-sys-params';
import { ContentEditModal } from './content-edit-modal';
import { ContentTable } from './content-table';

/** System parameters (PAR_* and the shop's own): what each means, its value, and a checked edit. */
export function ParamsTab() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const page = useSysParams({ pageNo, pageSize: OPS_PAGE_SIZE, ...(keyword ? { keyword } : {}) });

  return (
    <ContentTable<OpsSysParam>
      filters={
        <OpsKeywordSearch
          label={t('ops.common.keyword')}
          width={360}
          onSearch={(next) => {
            setKeyword(next);
            setPageNo(1);
          }}
        />
      }
      query={page}
      pageNo={pageNo}
      onPageNo={setPageNo}
      rowKey="paramCode"
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
      ]}
      renderEditor={(param, close) => param && <ParamEditModal param={param} onClose={close} />}
    />
  );
}

/** One parameter's value, checked as the server checks it; the server's field message lands under the input. */
function ParamEditModal({ param, onClose }: { param: OpsSysParam; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = t(`ops.content.paramRule.${param.valueKind}`);
  const save = useUpdateSysParam(param.paramCode, onClose);
  return (
    <ContentEditModal<{ paramValue: string }>
      title={`${t('ops.content.param.edit')} · ${param.paramCode}`}
      initialValues={{ paramValue: param.paramValue }}
      save={save}
      fieldNames={['paramValue']}
      onClose={onClose}
      intro={
        <Typography.Paragraph>
          <strong>{param.paramName}</strong>
          <br />
          <Typography.Text type="secondary">{param.remark}</Typography.Text>
        </Typography.Paragraph>
      }
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
    </ContentEditModal>
  );
}
