import i18next from 'i18next';
import { OPS_API_PREFIX, REQUEST_TIMEOUT_MS } from '@emall/contract';
import { redirectToLogin, redirectToOpsLogin } from './client';
import { isMaintenanceStatus, isRecord } from './error-rules';
import { useMaintenanceStore } from './maintenance-store';
import { buildRequestHeaders } from './request-headers';
import { useSessionStore } from './session-store';
import { toaster } from './toaster';

export interface DownloadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters (GET downloads). */
  query?: Record<string, string>;
  /** Form fields, posted as application/x-www-form-urlencoded (the download calls are form posts). */
  form?: Record<string, string>;
  /** The saved file's extension. */
  extension?: string;
}

/**
 * The file-download helper (failed calls: docs/architecture.md): fetches with credentials, the language and
 * the anti-forgery header, saves the answer as a timestamp-named file and says 'download success'; a failure
 * shows the server's message or 'download failed'; without a session it goes to /login?origin=…. Answers
 * whether a file was saved.
 */
export async function downloadFile(request: DownloadRequest): Promise<boolean> {
  const headers = buildRequestHeaders(useSessionStore.getState().lang);
  headers.accept = '*/*';
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const init: RequestInit = { method: request.method, credentials: 'include', headers };
  if (request.form) init.body = new URLSearchParams(request.form);
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  init.signal = controller.signal;
  try {
    const response = await fetch(request.path + query, init);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      await reportFailure(response, request.path.startsWith(OPS_API_PREFIX));
      return false;
    }
    saveBlob(await response.blob(), `${Date.now()}.${request.extension ?? 'xlsx'}`);
    toaster.success(i18next.t('download.success'));
    return true;
  } catch {
    toaster.error(i18next.t('download.failed'));
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function reportFailure(response: Response, isConsoleCall: boolean): Promise<void> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const msg = isRecord(payload) && typeof payload.msg === 'string' ? payload.msg : '';
  // The console's downloads (catalog import reports, payment proofs) lead to the console's own login.
  if (response.status === 401 && isConsoleCall) redirectToOpsLogin(i18next.t('ops.sessionEnded'));
  else if (response.status === 401) redirectToLogin(msg || i18next.t('error.loginRequired'));
  else if (isMaintenanceStatus(response.status)) useMaintenanceStore.getState().showMaintenance();
  else toaster.error(msg || i18next.t('download.failed'));
}

/** Hands a blob to the browser as a download: a temporary link, clicked once. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
