import { useTranslation } from 'react-i18next';
import { OpsPageFrame } from '../shared/ops-page-frame';

/** Placeholder until this console area is built. */
export function OpsContentPage() {
  const { t } = useTranslation();
  return <OpsPageFrame title={t('ops.menu.content')}>{null}</OpsPageFrame>;
}
