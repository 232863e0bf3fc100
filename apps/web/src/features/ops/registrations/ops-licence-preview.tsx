import { useEffect, useState } from 'react';
import { Alert, Button, Image, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { opsContract } from '@emall/contract/ops';
import { buildRequestHeaders } from '../../../api/request-headers';
import { useSessionStore } from '../../../api/session-store';

type Licence = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; type: string };

/**
 * The applicant's business licence, fetched with the operator's session (the cookie only travels to
 * /api/emall/ops) and shown from a blob URL: images inline, a PDF opened in a new tab, since the page's
 * Content-Security-Policy lets blob: URLs into images, not frames.
 */
export function OpsLicencePreview({ applicationId, fileName }: { applicationId: string; fileName: string }) {
  const { t } = useTranslation();
  const [licence, setLicence] = useState<Licence>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    const path = `${opsContract.opsRegistration.downloadLicence.path}?applicationId=${encodeURIComponent(applicationId)}`;
    const headers = { ...buildRequestHeaders(useSessionStore.getState().lang), accept: '*/*' };
    fetch(path, { credentials: 'include', headers })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || type.includes('application/json')) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setLicence({ state: 'ready', url, type });
      })
      .catch(() => {
        if (!cancelled) setLicence({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [applicationId]);

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
