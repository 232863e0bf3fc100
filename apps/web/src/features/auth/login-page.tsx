import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSessionStore } from '../../api/session-store';
import { LoginForm } from './login-form';
import './login.css';

/** /login. A user who already has a session after loading goes home. */
export function LoginPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const isRegistrationOpen = useSessionStore((s) => s.isRegistrationOpen);
  // Set just before this page stores its own freshly logged-in user, who goes to the origin instead.
  const [hasLoggedInHere, setHasLoggedInHere] = useState(false);

  if (user && !hasLoggedInHere) return <Navigate to="/" replace />;
  return (
    <div className="login-page">
      <div className="login-page__aside">
        <h2 className="login-page__aside-title">{t('auth.login.asideTitle')}</h2>
        <p className="login-page__aside-text">{t('auth.login.asideText')}</p>
      </div>
      <div className="login-page__card">
        <h1 className="login-page__title">{t('auth.login.title')}</h1>
        <LoginForm
          onLoggedIn={() => {
            setHasLoggedInHere(true);
          }}
        />
        {isRegistrationOpen && (
          <p className="login-page__register">
            {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.register')}</Link>
          </p>
        )}
      </div>
    </div>
  );
}
