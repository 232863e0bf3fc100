import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVICE_HOURS } from '@emall/contract';
import { useCustomerService } from '../../ui/use-customer-service';

/** Where to turn when no article answers: the hotline and the online service (with its service hours). */
export function HelpContact() {
  const { t } = useTranslation();
  const openOnlineService = useCustomerService();
  return (
    <section className="help-contact" aria-label={t('help.contact.title')}>
      <h2 className="help-nav__title">{t('help.contact.title')}</h2>
      <p>{t('help.contact.text', { phone: t('frame.hotline.number'), hours: SERVICE_HOURS })}</p>
      <Button onClick={openOnlineService}>{t('help.contact.online')}</Button>
    </section>
  );
}
