import { useEffect } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { TENANT_MAIL_COPY_MAX } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { showApiError } from '../../api/client';
import { toaster } from '../../api/toaster';
import { applyFieldErrors } from '../../ui/field-errors';
import { useSaveTenantMailCopy, useTenantMailCopy } from './mail-prefs-api';

interface CopyValues {
  address: string;
}

/**
 * The company's shared purchasing address: a copy of its order, payment and shipment mails goes there. The
 * company's administrator sets or clears it (empty clears); the others see it.
 */
export function TenantMailCopy() {
  const { t } = useTranslation();
  const copy = useTenantMailCopy();
  const save = useSaveTenantMailCopy();
  const [form] = Form.useForm<CopyValues>();
  const address = copy.data?.address ?? '';
  useEffect(() => {
    form.setFieldsValue({ address });
  }, [form, address]);
  if (!copy.data) return null;
  const { canEdit, isOn } = copy.data;

  const onFinish = ({ address: wanted }: CopyValues) => {
    save.mutate(
      { address: wanted.trim() },
      {
        onSuccess: () => {
          toaster.success(t('mail.tenantCopy.saved'));
        },
        onError: (error) => {
          if (!isApiError(error)) throw error;
          if (!applyFieldErrors(form, error, ['address'])) showApiError(error);
        },
      },
    );
  };

  return (
    <section className="mail-copy" aria-labelledby="mail-copy-title">
      <h2 id="mail-copy-title" className="mail-copy__title">
        {t('mail.tenantCopy.title')}
      </h2>
      <p>{t('mail.tenantCopy.hint')}</p>
      {copy.data.address !== null && !isOn && (
        <Alert type="warning" showIcon title={t('mail.tenantCopy.off')} />
      )}
      {canEdit ? (
        <Form
          form={form}
          layout="inline"
          requiredMark={false}
          onFinish={onFinish}
          className="mail-copy__form"
        >
          <Form.Item name="address" label={t('mail.tenantCopy.label')}>
            {/* Not type="email": the browser's own check would block the form with its words, not the shop's. */}
            <Input inputMode="email" autoComplete="email" maxLength={TENANT_MAIL_COPY_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('mail.tenantCopy.save')}
          </Button>
        </Form>
      ) : (
        <>
          <p>
            {t('mail.tenantCopy.label')}: {copy.data.address ?? t('mail.tenantCopy.none')}
          </p>
          <p className="mail-copy__note">{t('mail.tenantCopy.adminOnly')}</p>
        </>
      )}
    </section>
  );
}
