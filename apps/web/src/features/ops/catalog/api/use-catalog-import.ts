import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsContract } from '@emall/contract/ops';
import { call, uploadFile } from '../../../../api/client';
import { downloadFile } from '../../../../api/download';
import { catalogKeys } from './catalog-keys';

const calls = opsContract.opsCatalog;
/** The import history's page and the rejected rows' page: the pagers count with the same sizes. */
export const HISTORY_PAGE_SIZE = 10;
export const REJECTIONS_PAGE_SIZE = 20;
const POLL_MS = 1000;

/**
 * The past imports, and the job just started (`jobId`), polled while it runs. When that job has ended while the
 * history still shows it running, the history is read again.
 */
export function useCatalogImports(pageNo: number, jobId: number | null) {
  const client = useQueryClient();
  const history = useQuery({
    queryKey: catalogKeys.importPage(pageNo),
    queryFn: () => call(calls.qryCatalogImportByPage, { pageNo, pageSize: HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const job = useQuery({
    queryKey: catalogKeys.importJob(jobId),
    queryFn: () => call(calls.qryCatalogImport, { jobId: jobId ?? 0 }),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'RUNNING' ? POLL_MS : false),
  });
  if (job.data && job.data.state !== 'RUNNING' && history.data?.rows[0]?.state === 'RUNNING')
    void client.invalidateQueries({ queryKey: catalogKeys.imports });
  return { history, job };
}

/** Uploads a catalog file and starts its import; the history is read again to show it. */
export function useStartCatalogImport() {
  const client = useQueryClient();
  return async (file: File) => {
    const started = await uploadFile(calls.startCatalogImport, file, file.name);
    void client.invalidateQueries({ queryKey: catalogKeys.imports });
    return started;
  };
}

/** The rows an import refused, 20 a page. */
export function useImportRejections(jobId: number, pageNo: number) {
  return useQuery({
    queryKey: catalogKeys.rejections(jobId, pageNo),
    queryFn: () => call(calls.qryImportRejectionByPage, { jobId, pageNo, pageSize: REJECTIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the report of an import's refused rows as a file. */
export function downloadImportRejections(jobId: number, format: 'xlsx' | 'csv') {
  return downloadFile({
    method: 'POST',
    path: calls.exportImportRejections.path,
    form: { jobId: String(jobId), format },
    extension: format,
  });
}
