import { useState } from 'react';
import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '@emall/contract';
import type { ErrorCode, SubmittedRegistration } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import type { ApiError } from '../../api/api-error';
import { showApiError } from '../../api/client';
import { useSessionStore } from '../../api/session-store';
import { CaptchaField } from '../../ui/captcha-field';
import { useCaptcha } from '../../ui/use-captcha';
import { submitRegistration } from './api/submit-registration';
import { LicencePicker } from './licence-picker';
import { licenceRule, passwordNotStaffCodeRule, sharedRule } from './registration-rules';

interface RegisterValues {
  companyName: string;
  creditCode: string;
  contactName: string;
  mobile: string;
  email: string;
  staffCode: string;
  password: string;
  confirmPassword: string;
  captchaCode: string;
  licence: File | undefined;
}

type FieldName = keyof RegisterValues;

/** Server refusals that belong under one input rather than in a toast. */
const FIELD_OF_ERROR: Partial<Record<ErrorCode, FieldName>> = {
  REGISTRATION_STAFF_CODE_TAKEN: 'staffCode',
  REGISTRATION_CREDIT_CODE_TAKEN: 'creditCode',
  REGISTRATION_CAPTCHA_INVALID: 'captchaCode',
  FILE_KIND_NOT_ACCEPTED: 'licence',
  LICENCE_TOO_LARGE: 'licence',
  PAYLOAD_TOO_LARGE: 'licence',
};
const FIELD_NAMES: readonly FieldName[] = [
  'companyName',
  'creditCode',
  'contactName',
  'mobile',
  'email',
  'staffCode',
  'password',
  'captchaCode',
  'licence',
];

/** The server's per-field messages (its `file` is our licence); whether any was placed. */
function placeFieldErrors(
  form: ReturnType<typeof Form.useForm<RegisterValues>>[0],
  error: ApiError,
): boolean {
  const placed = Object.entries(error.fields)
    .map(([name, text]) => [name === 'file' ? 'licence' : name, text] as const)
    .filter((entry): entry is readonly [FieldName, string] => FIELD_NAMES.includes(entry[0] as FieldName));
  form.setFields(placed.map(([name, text]) => ({ name, errors: [text] })));
  return placed.length > 0;
}

/**
 * The registration form (/register): company, contact and login account, the business licence and a
 * captcha, checked by the contract's shared rules as the user types and again by the server.
 */
export function RegisterForm({
  onSubmitted,
  onClosed,
}: {
  onSubmitted: (answer: SubmittedRegistration) => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const lang = useSessionStore((s) => s.lang);
  const [form] = Form.useForm<RegisterValues>();
  // Its own captcha, never the shop login's stored one: each is spent by one submission.
  const { captcha, refresh } = useCaptcha();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async (values: RegisterValues) => {
    if (!captcha || !values.licence) {
      await refresh();
      return;
    }
    setIsSubmitting(true);
    try {
      const answer = await submitRegistration(
        {
          companyName: values.companyName,
          creditCode: values.creditCode,
          contactName: values.contactName,
          mobile: values.mobile,
          email: values.email,
          staffCode: values.staffCode,
          password: values.password,
          captchaId: captcha.captchaId,
          captchaCode: values.captchaCode,
        },
        values.licence,
      );
      onSubmitted(answer);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The captcha was spent by the server whatever happened: the next try needs a new one.
      form.setFieldValue('captchaCode', '');
      void refresh();
      if (error.errcode === 'REGISTRATION_CLOSED') {
        onClosed();
        return;
      }
      const field = FIELD_OF_ERROR[error.errcode as ErrorCode];
      if (field) form.setFields([{ name: field, errors: [error.msg] }]);
      else if (!placeFieldErrors(form, error) && error.status !== 401) showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="register-form"
      onFinish={(values) => void onFinish(values)}
      requiredMark
      scrollToFirstError
    >
      <h2 className="register-form__section">{t('register.section.company')}</h2>
      <div className="register-form__row">
        <Form.Item
          name="companyName"
          label={t('register.field.companyName')}
          required
          rules={[sharedRule('companyName', lang)]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={t('register.field.creditCode')}
          extra={t('register.hint.creditCode')}
          required
          rules={[sharedRule('creditCode', lang)]}
        >
          <Input maxLength={24} className="register-form__code" />
        </Form.Item>
      </div>
      <Form.Item
        name="licence"
        label={t('register.field.licence')}
        extra={t('register.hint.licence')}
        required
        rules={[licenceRule(lang)]}
      >
        <LicencePicker />
      </Form.Item>

      <h2 className="register-form__section">{t('register.section.contact')}</h2>
      <div className="register-form__row">
        <Form.Item
          name="contactName"
          label={t('register.field.contactName')}
          required
          rules={[sharedRule('contactName', lang)]}
        >
          <Input prefix={<UserOutlined />} maxLength={40} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('register.field.mobile')}
          required
          rules={[sharedRule('mobile', lang)]}
        >
          <Input prefix={<MobileOutlined />} maxLength={11} inputMode="numeric" />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t('register.field.email')} required rules={[sharedRule('email', lang)]}>
        <Input prefix={<MailOutlined />} maxLength={80} autoComplete="email" />
      </Form.Item>

      <h2 className="register-form__section">{t('register.section.account')}</h2>
      <Form.Item
        name="staffCode"
        label={t('register.field.staffCode')}
        extra={t('register.hint.staffCode')}
        required
        rules={[sharedRule('staffCode', lang)]}
      >
        <Input prefix={<UserOutlined />} maxLength={40} autoComplete="username" />
      </Form.Item>
      <div className="register-form__row">
        <Form.Item
          name="password"
          label={t('register.field.password')}
          extra={t('member.password.rule')}
          dependencies={['staffCode']}
          required
          rules={[sharedRule('password', lang), passwordNotStaffCodeRule(lang)]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('register.field.confirmPassword')}
          dependencies={['password']}
          required
          rules={[
            { required: true, message: t('register.password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.password.mismatch'))),
            }),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
          />
        </Form.Item>
      </div>
      <CaptchaField
        captcha={captcha}
        onRefresh={() => void refresh()}
        label={t('register.field.captcha')}
        rule={sharedRule('captchaCode', lang)}
        refreshLabel={t('register.captcha.refresh')}
        imageAlt={t('register.captcha.alt')}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
