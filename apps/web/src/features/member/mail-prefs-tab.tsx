import { Alert, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAIL_TOPIC_NAMES } from '@emall/contract';
import { toaster } from '../../api/toaster';
import { useMailPrefs, useSaveMailPrefs } from './mail-prefs-api';
import { TenantMailCopy } from './tenant-mail-copy';

/**
 * Which e-mails the staff member receives, one switch per topic; each change is saved at once. Below, the
 * company's shared purchasing address.
 */
export function MailPrefsTab() {
  const { t } = useTranslation();
  const prefs = useMailPrefs();
  const save = useSaveMailPrefs();
  if (!prefs.data) return <Spin className="member-centre__tab-loading" />;
  const { email, topics } = prefs.data;
  return (
    <section className="mail-prefs" aria-label={t('mail.prefs.tab')}>
      {email ? (
        <p>{t('mail.prefs.hint', { email })}</p>
      ) : (
        <Alert type="info" showIcon title={t('mail.prefs.noEmail')} />
      )}
      <ul className="mail-prefs__list">
        {MAIL_TOPIC_NAMES.map((topic) => (
          <li key={topic} className="mail-prefs__item">
            <Switch
              id={`mail-topic-${topic}`}
              checked={topics[topic]}
              loading={save.isPending}
              onChange={(isOn) => {
                save.mutate(
                  { topics: { [topic]: isOn } },
                  {
                    onSuccess: () => {
                      toaster.success(t('mail.prefs.saved'));
                    },
                  },
                );
              }}
            />
            <label htmlFor={`mail-topic-${topic}`}>{t(`mail.topic.${topic}`)}</label>
          </li>
        ))}
      </ul>
      <TenantMailCopy />
    </section>
  );
}
