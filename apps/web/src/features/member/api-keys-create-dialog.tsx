import { Checkbox, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, apiKeyScopeTextKey } from '@emall/contract';
import type { ApiKeyScope, CreateApiKeyBody } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { showApiError } from '../../api/client';
import { applyFieldErrors } from '../../ui/field-errors';
import { useCreateApiKey } from './api-keys-api';

interface Values {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt?: Dayjs | null;
  cidrs?: string;
}

/** The form of a new key: name, scopes, an optional expiry day and allowed addresses; answers the whole key. */
export function ApiKeysCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateApiKey();
  const submit = async (values: Values) => {
    const body: CreateApiKeyBody = {
      name: values.name,
      scopes: values.scopes,
      expiresAt: values.expiresAt ? values.expiresAt.format('YYYY-MM-DD') : null,
      allowedCidrs: (values.cidrs ?? '').split(/[\s,]+/).filter(Boolean),
    };
    try {
      const created = await create.mutateAsync(body);
      form.resetFields();
      onCreated(created.secret);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (!applyFieldErrors(form, error, ['name', 'scopes', 'expiresAt'])) showApiError(error);
    }
  };
  return (
    <Modal
      open={open}
      title={t('apiKeys.create')}
      onCancel={onClose}
      onOk={() => {
        form.submit();
      }}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ scopes: ['catalog:read'] }}
      >
        <Form.Item
          name="name"
          label={t('apiKeys.form.name')}
          rules={[{ required: true, max: API_KEY_NAME_MAX }]}
        >
          <Input placeholder={t('apiKeys.form.nameHint')} maxLength={API_KEY_NAME_MAX} />
        </Form.Item>
        <Form.Item name="scopes" label={t('apiKeys.form.scopes')} rules={[{ required: true }]}>
          <Checkbox.Group
            options={API_KEY_SCOPES.map((s) => ({ value: s, label: t(apiKeyScopeTextKey(s)) }))}
          />
        </Form.Item>
        <Form.Item name="expiresAt" label={t('apiKeys.form.expiresAt')}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="cidrs" label={t('apiKeys.form.cidrs')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
