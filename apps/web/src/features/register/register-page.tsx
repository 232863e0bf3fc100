import { useState } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { SubmittedRegistration } from '@emall/contract';
import { useSessionStore } from '../../api/session-store';
import { PageSpinner } from '../../ui/page-spinner';
import { RegisterDone } from './register-done';
import { RegisterForm } from './register-form';
import './register.css';

/**
 * /register: shown while PAR_EMALL_001 allows registration, read at session load; the frame hides
 * the header menu and the footer here. The server checks the flag again on submission. A logged-in user goes
 * home, as from /login.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const isSessionLoaded = useSessionStore((s) => s.isSessionLoaded);
  const isRegistrationOpen = useSessionStore((s) => s.isRegistrationOpen);
  const user = useSessionStore((s) => s.user);
  const [answer, setAnswer] = useState<SubmittedRegistration | undefined>();
  const [isClosedByServer, setIsClosedByServer] = useState(false);

  if (!isSessionLoaded) return <PageSpinner />;
  // Like /login: a logged-in staff member already has a company account; registering is for newcomers.
  if (user && !answer) return <Navigate to="/" replace />;
  let content;
  if (answer) {
    content = <RegisterDone answer={answer} />;
  } else if (!isRegistrationOpen || isClosedByServer) {
    content = (
      <Result status="info" title={t('register.closed.title')} subTitle={t('register.closed.text')} />
    );
  } else {
    content = (
      <>
        <h1 className="register-page__title">{t('register.title')}</h1>
        <p className="register-page__intro">{t('register.intro')}</p>
        <RegisterForm
          onSubmitted={setAnswer}
          onClosed={() => {
            setIsClosedByServer(true);
          }}
        />
        <p className="register-page__login">
          {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
        </p>
      </>
    );
  }
  return (
    <div className="register-page">
      <div className="register-page__card">{content}</div>
    </div>
  );
}
