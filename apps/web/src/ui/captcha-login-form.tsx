import { useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { toaster } from '../api/toaster';
import { CaptchaField } from './captcha-field';
import { applyFieldErrors } from './field-errors';
import { useCaptcha } from './use-captcha';
import type { CaptchaStore } from './use-captcha';

/** What a login sends: the account's code under its own field name, the password and the captcha answered. */
export interface LoginCredentials {
  code: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}

/** The account field of a login: the shop asks for a staff code, the console for an operator's login code. */
export interface LoginCodeField {
  /** The field's name, as the server names it in its per-field messages. */
  name: string;
  label: string;
  requiredMessage: string;
}

/**
 * A login form (the shop's and the console's): account code, password and captcha. `onLogin` makes the call
 * and goes where that login goes after; a failure it throws gets a new captcha (one is spent by each attempt at
 * the server), a toast for wrong credentials (the client leaves 401 of a login to its form) and the server's
 * per-field messages under their inputs. `captchaStore` keeps a captcha between visits.
 */
export function CaptchaLoginForm({
  codeField,
  captchaStore,
  onLogin,
}: {
  codeField: LoginCodeField;
  captchaStore?: CaptchaStore;
  onLogin: (credentials: LoginCredentials) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const { captcha, refresh } = useCaptcha(captchaStore);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async (values: Record<string, string>) => {
    if (!captcha) {
      await refresh();
      return;
    }
    setIsSubmitting(true);
    try {
      await onLogin({
        code: (values[codeField.name] ?? '').trim(),
        password: values.password ?? '',
        captchaId: captcha.captchaId,
        captchaCode: (values.captchaCode ?? '').trim(),
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      form.setFieldValue('captchaCode', '');
      void refresh();
      if (error.status === 401) toaster.error(error.msg);
      else applyFieldErrors(form, error, [codeField.name, 'password', 'captchaCode']);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item
        name={codeField.name}
        label={codeField.label}
        rules={[{ required: true, whitespace: true, message: codeField.requiredMessage }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.login.password')}
        rules={[{ required: true, message: t('auth.login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <CaptchaField
        captcha={captcha}
        onRefresh={() => void refresh()}
        label={t('auth.login.captcha')}
        rule={{ required: true, whitespace: true, message: t('auth.login.captchaRequired') }}
        refreshLabel={t('auth.login.captchaRefresh')}
        imageAlt={t('auth.login.captchaAlt')}
      />
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
