import { useEffect, useState } from 'react';
import { opsContract } from '@emall/contract/ops';
import { buildRequestHeaders } from '../../../../api/request-headers';
import { useSessionStore } from '../../../../api/session-store';

export type LicenceFile =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; type: string };

/**
 * The applicant's business licence, fetched with the operator's session (the cookie only travels to
 * /api/emall/ops) and handed out as a blob URL with its type, revoked when the application changes or the
 * screen closes.
 */
export function useLicenceFile(applicationId: string): LicenceFile {
  const [licence, setLicence] = useState<LicenceFile>({ state: 'loading' });
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
  return licence;
}
