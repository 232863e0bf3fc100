import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { sanitizeOrigin } from '../../api/login-path';
import { useSessionStore } from '../../api/session-store';
import { CaptchaLoginForm } from '../../ui/captcha-login-form';
import { OpsLangSelect } from './ops-lang-select';
import { opsLogin, useOpsSession } from './shared/api/ops-session';

/** Where a logged-in operator goes: the console page asked for, or the dashboard. */
function consoleOrigin(value: string | null): string {
  const safe = sanitizeOrigin(value);
  return safe?.startsWith('/ops') && !safe.startsWith('/ops/login') ? safe : '/ops';
}

/** /ops/login: the console's own login, with the shop's captcha, session and CSRF rules. */
export function OpsLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const lang = useSessionStore((s) => s.lang);
  const operator = useOpsSession((s) => s.operator);
  // Set while this page logs its operator in: the form's own navigation takes them to the origin.
  const [isLoggingInHere, setIsLoggingInHere] = useState(false);

  if (operator && !isLoggingInHere)
    return <Navigate to={consoleOrigin(searchParams.get('origin'))} replace />;

  return (
    <div className="ops-login">
      <div className="ops-login__lang">
        <OpsLangSelect />
      </div>
      <div className="ops-login__card">
        <h1 className="ops-login__title">{t('ops.login.title')}</h1>
        <p className="ops-login__hint">{t('ops.login.hint')}</p>
        {/* No captcha store: a captcha is single-use, never one from the shop login's store. */}
        <CaptchaLoginForm
          codeField={{
            name: 'loginCode',
            label: t('ops.login.loginCode'),
            requiredMessage: t('ops.login.loginCodeRequired'),
          }}
          onLogin={async ({ code, ...credentials }) => {
            setIsLoggingInHere(true);
            try {
              await opsLogin({ loginCode: code, ...credentials, lang });
            } catch (error) {
              setIsLoggingInHere(false);
              throw error;
            }
            await navigate(consoleOrigin(searchParams.get('origin')), { replace: true });
          }}
        />
        <a className="ops-login__shop" href="/">
          {t('ops.login.toShop')}
        </a>
      </div>
    </div>
  );
}
