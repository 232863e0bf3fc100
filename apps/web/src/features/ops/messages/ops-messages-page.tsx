import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCanWrite } from '../shared/api/ops-session';
import { OpsPageFrame } from '../shared/ops-page-frame';
import { OpsMessageCompose } from './ops-message-compose';
import { OpsSentMessages } from './ops-sent-messages';

/** /ops/messages: send a message or an announcement (operators only), and the list of those sent. */
export function OpsMessagesPage() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  return (
    <OpsPageFrame title={t('ops.messages.title')}>
      {/* The auditor reads only: no compose form (the layout already says the account is read-only). */}
      {canWrite && (
        <section className="ops-card" aria-label={t('ops.messages.compose')}>
          <Typography.Title level={5}>{t('ops.messages.compose')}</Typography.Title>
          <OpsMessageCompose />
        </section>
      )}
      <section className="ops-card" aria-label={t('ops.messages.sentList')}>
        <Typography.Title level={5}>{t('ops.messages.sentList')}</Typography.Title>
        <OpsSentMessages />
      </section>
    </OpsPageFrame>
  );
}
