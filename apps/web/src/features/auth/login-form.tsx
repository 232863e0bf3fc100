import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { contract } from '@emall/contract';
import { call } from '../../api/client';
import { reloadTexts } from '../../api/i18n';
import { sanitizeOrigin } from '../../api/login-path';
import { enterSession } from '../../api/session-loader';
import { useSessionStore } from '../../api/session-store';
import { CaptchaLoginForm } from '../../ui/captcha-login-form';
import { clearCaptcha, LOGIN_CAPTCHA_STORE } from './captcha-cache';

/**
 * The shop's login: staff code, password and captcha (kept between visits while fresh); on success back to where
 * the user came from.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const lang = useSessionStore((s) => s.lang);

  return (
    <CaptchaLoginForm
      codeField={{
        name: 'staffCode',
        label: t('auth.login.staffCode'),
        requiredMessage: t('auth.login.staffCodeRequired'),
      }}
      captchaStore={LOGIN_CAPTCHA_STORE}
      onLogin={async ({ code, ...credentials }) => {
        const user = await call(contract.account.emallLogin, { staffCode: code, ...credentials, lang });
        // Texts failing to reload leaves the ones already shown; not a reason to refuse the login.
        await reloadTexts().catch(() => undefined);
        onLoggedIn();
        await enterSession(user);
        clearCaptcha();
        await navigate(sanitizeOrigin(searchParams.get('origin')) ?? '/', { replace: true });
      }}
    />
  );
}
