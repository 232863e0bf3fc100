import { useState } from 'react';
import { Button, Form, Input, Result, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMIZED_LIMITS } from '@emall/contract';
import type { BrandProductCard } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { showApiError } from '../../api/client';
import { isMaintenanceStatus } from '../../api/error-rules';
import { useSessionStore } from '../../api/session-store';
import { applyFieldErrors } from '../../ui/field-errors';
import { submitCustomizedRequest } from './api/submit-customized-request';
import { schemaRule } from './customized-form-rules';

interface FormValues {
  company: string;
  contact: string;
  mobile: string;
  email: string;
  productCode?: string;
  annualQty: string;
  description: string;
  website?: string;
}

const FIELDS = ['company', 'contact', 'mobile', 'email', 'productCode', 'annualQty', 'description'];

/**
 * The contact form of /ruisa_customized. Each field is checked by the contract's rule (the server checks the
 * same); the hidden `website` input is the honeypot. A logged-in buyer's company, mobile and e-mail prefill it.
 */
export function CustomizedForm({
  products,
  initialProduct,
}: {
  products: BrandProductCard[];
  initialProduct?: string;
}) {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  const user = useSessionStore((s) => s.user);
  const [form] = Form.useForm<FormValues>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [requestNo, setRequestNo] = useState<string | null>(null);
  const required = t('brand.custom.required');
  const rule = (field: Parameters<typeof schemaRule>[0]) => [schemaRule(field, lang, required)];

  const submit = async (values: FormValues) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const answer = await submitCustomizedRequest({ ...values, productCode: values.productCode ?? '' });
      setRequestNo(answer.requestNo);
      form.resetFields();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const isHandled = error.status === 401 || isMaintenanceStatus(error.status);
      if (!isHandled && !applyFieldErrors(form, error, FIELDS)) showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  };

  if (requestNo) {
    return (
      <Result
        status="success"
        className="brand-form__done"
        title={t('brand.custom.successTitle', { no: requestNo })}
        subTitle={t('brand.custom.successText')}
        extra={
          <Button
            onClick={() => {
              setRequestNo(null);
            }}
          >
            {t('brand.custom.another')}
          </Button>
        }
      />
    );
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className="brand-form"
      initialValues={{
        productCode: initialProduct,
        company: user?.staffRole.tenantName ?? '',
        mobile: user?.staffPo.mobileNum ?? '',
        email: user?.staffPo.email ?? '',
      }}
      onFinish={(values) => void submit(values)}
    >
      <div className="brand-form__row">
        <Form.Item name="company" label={t('brand.custom.company')} rules={rule('company')} required>
          <Input maxLength={CUSTOMIZED_LIMITS.companyMax} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="contact" label={t('brand.custom.contact')} rules={rule('contact')} required>
          <Input maxLength={CUSTOMIZED_LIMITS.contactMax} autoComplete="name" />
        </Form.Item>
      </div>
      <div className="brand-form__row">
        <Form.Item name="mobile" label={t('brand.custom.mobile')} rules={rule('mobile')} required>
          <Input maxLength={20} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('brand.custom.email')} rules={rule('email')} required>
          <Input maxLength={CUSTOMIZED_LIMITS.emailMax} autoComplete="email" inputMode="email" />
        </Form.Item>
      </div>
      <div className="brand-form__row">
        <Form.Item name="productCode" label={t('brand.custom.product')}>
          <Select
            allowClear
            placeholder={t('brand.custom.productOther')}
            options={[
              ...products.map((p) => ({ value: p.productCode, label: `${p.series} · ${p.name}` })),
              { value: '', label: t('brand.custom.productOther') },
            ]}
          />
        </Form.Item>
        <Form.Item name="annualQty" label={t('brand.custom.annualQty')} rules={rule('annualQty')} required>
          <Input maxLength={13} inputMode="numeric" />
        </Form.Item>
      </div>
      <Form.Item
        name="description"
        label={t('brand.custom.description')}
        rules={rule('description')}
        required
      >
        <Input.TextArea
          rows={5}
          maxLength={CUSTOMIZED_LIMITS.descriptionMax}
          showCount
          placeholder={t('brand.custom.descriptionHint')}
        />
      </Form.Item>
      {/* The honeypot: off screen and out of the tab order, so only a form-filling robot types into it. */}
      <div className="brand-form__trap" aria-hidden="true">
        <Form.Item name="website">
          <Input tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      <p className="brand-form__privacy">{t('brand.custom.privacy')}</p>
      <Button type="primary" size="large" htmlType="submit" loading={isSubmitting}>
        {t('brand.custom.submit')}
      </Button>
    </Form>
  );
}
