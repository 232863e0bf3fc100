import { useTranslation } from 'react-i18next';
import { OpsPageFrame } from '../shared/ops-page-frame';

/** Placeholder until this console area is built. */
export function OpsSamplesPage() {
  const { t } = useTranslation();
  return <OpsPageFrame title={t('ops.menu.samples')}>{null}</OpsPageFrame>;
}
