import { useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { contract } from '@emall/contract';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { reloadTexts } from '../../api/i18n';
import { sanitizeOrigin } from '../../api/login-path';
import { enterSession } from '../../api/session-loader';
import { useSessionStore } from '../../api/session-store';
import { toaster } from '../../api/toaster';
import { CaptchaField } from '../../ui/captcha-field';
import { applyFieldErrors } from '../../ui/field-errors';
import { useCaptcha } from '../../ui/use-captcha';
import { clearCaptcha, LOGIN_CAPTCHA_STORE } from './captcha-cache';

interface LoginValues {
  staffCode: string;
  password: string;
  captchaCode: string;
}

const FIELD_NAMES = ['staffCode', 'password', 'captchaCode'] as const;

/** Login: staff code, password and captcha; on success back to where the user came from. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const lang = useSessionStore((s) => s.lang);
  const { captcha, refresh } = useCaptcha(LOGIN_CAPTCHA_STORE);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onFinish = async (values: LoginValues) => {
    if (!captcha) {
      await refresh();
      return;
    }
    setIsSubmitting(true);
    try {
      const user = await call(contract.account.emallLogin, {
        staffCode: values.staffCode.trim(),
        password: values.password,
        captchaId: captcha.captchaId,
        captchaCode: values.captchaCode.trim(),
        lang,
      });
      // Texts failing to reload leaves the ones already shown; not a reason to refuse the login.
      await reloadTexts().catch(() => undefined);
      onLoggedIn();
      await enterSession(user);
      clearCaptcha();
      await navigate(sanitizeOrigin(searchParams.get('origin')) ?? '/', { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A captcha is single-use at the server: every failed attempt needs a new one.
      form.setFieldValue('captchaCode', '');
      void refresh();
      if (error.status === 401) toaster.error(error.msg);
      else applyFieldErrors(form, error, FIELD_NAMES);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={(values) => void onFinish(values)}
      requiredMark={false}
    >
      <Form.Item
        name="staffCode"
        label={t('auth.login.staffCode')}
        rules={[{ required: true, whitespace: true, message: t('auth.login.staffCodeRequired') }]}
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
