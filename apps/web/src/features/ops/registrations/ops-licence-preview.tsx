import { Alert, Button, Image, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLicenceFile } from './api/use-licence-file';

/**
 * The applicant's business licence: images inline, a PDF opened in a new tab, since the page's
 * Content-Security-Policy lets blob: URLs into images, not frames.
 */
export function OpsLicencePreview({ applicationId, fileName }: { applicationId: string; fileName: string }) {
  const { t } = useTranslation();
  const licence = useLicenceFile(applicationId);
  if (licence.state === 'loading') return <Spin />;
  if (licence.state === 'failed')
    return <Alert type="error" showIcon title={t('ops.registrations.licenceFailed')} />;
  return (
    <div className="ops-reg__licence">
      {licence.type.startsWith('image/') && (
        <Image src={licence.url} alt={fileName} className="ops-reg__licence-image" />
      )}
      <Button href={licence.url} target="_blank" rel="noopener" download={fileName}>
        {t('ops.registrations.openLicence')} · {fileName}
      </Button>
    </div>
  );
}
