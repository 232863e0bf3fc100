import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubmittedRegistration } from '@emall/contract';

/** After submitting: the application is pending review, and what happens next (the server's words). */
export function RegisterDone({ answer }: { answer: SubmittedRegistration }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('register.done.title')}
      subTitle={
        <>
          <p className="register-done__number">
            {t('register.done.applicationNo')}
            <strong>{answer.applicationNo}</strong>
          </p>
          <p className="register-done__next">{answer.nextSteps}</p>
        </>
      }
      extra={[
        <Link key="login" to="/login">
          <Button type="primary">{t('register.toLogin')}</Button>
        </Link>,
        <Link key="home" to="/">
          <Button>{t('register.done.home')}</Button>
        </Link>,
      ]}
    />
  );
}
