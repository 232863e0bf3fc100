import { useState } from 'react';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { sanitizeOrigin } from '../../api/login-path';
import { useSessionStore } from '../../api/session-store';
import { toaster } from '../../api/toaster';
import { CaptchaField } from '../../ui/captcha-field';
import { applyFieldErrors } from '../../ui/field-errors';
import { useCaptcha } from '../../ui/use-captcha';
import { OpsLangSelect } from './ops-lang-select';
import { opsLogin, useOpsSession } from './shared/api/ops-session';

interface OpsLoginValues {
  loginCode: string;
  password: string;
  captchaCode: string;
}

const FIELD_NAMES = ['loginCode', 'password', 'captchaCode'] as const;

/** Where a logged-in operator goes: the console page asked for, or the dashboard. */
function consoleOrigin(value: string | null): string {
  const safe = sanitizeOrigin(value);
  return safe?.startsWith('/ops') && !safe.startsWith('/ops/login') ? safe : '/ops';
}

/** /ops/login: the console's own login, with the shop's captcha, session and CSRF rules. */
export function OpsLoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<OpsLoginValues>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const lang = useSessionStore((s) => s.lang);
  const operator = useOpsSession((s) => s.operator);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // A captcha is single-use: a new one after every attempt, never one from the shop login's store.
  const { captcha, refresh } = useCaptcha();

  if (operator && !isSubmitting) return <Navigate to={consoleOrigin(searchParams.get('origin'))} replace />;

  const onFinish = async (values: OpsLoginValues) => {
    if (!captcha) {
      await refresh();
      return;
    }
    setIsSubmitting(true);
    try {
      await opsLogin({
        loginCode: values.loginCode.trim(),
        password: values.password,
        captchaId: captcha.captchaId,
        captchaCode: values.captchaCode.trim(),
        lang,
      });
      await navigate(consoleOrigin(searchParams.get('origin')), { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      form.setFieldValue('captchaCode', '');
      void refresh();
      if (error.status === 401 || error.status === 429) toaster.error(error.msg);
      else applyFieldErrors(form, error, FIELD_NAMES);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className="ops-login">
      <div className="ops-login__lang">
        <OpsLangSelect />
      </div>
      <div className="ops-login__card">
        <h1 className="ops-login__title">{t('ops.login.title')}</h1>
        <p className="ops-login__hint">{t('ops.login.hint')}</p>
        <Form
          form={form}
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={(values) => void onFinish(values)}
        >
          <Form.Item
            name="loginCode"
            label={t('ops.login.loginCode')}
            rules={[{ required: true, whitespace: true, message: t('ops.login.loginCodeRequired') }]}
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
        <a className="ops-login__shop" href="/">
          {t('ops.login.toShop')}
        </a>
      </div>
    </div>
  );
}
