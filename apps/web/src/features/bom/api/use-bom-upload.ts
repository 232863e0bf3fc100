import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import type { BomMapping, BomPreview, BomProgress } from '@emall/contract';
import { call, uploadFile } from '../../../api/client';

/** How often the progress of a matching job is asked for while it runs. */
export const BOM_PROGRESS_POLL_MS = 700;

/**
 * uploadBom: multipart, the optional bomName text field before the file (the server reads fields before
 * it streams the file). Quiet: the page words the failure with the file's name (failed calls:
 * docs/architecture.md).
 */
export async function uploadBom(file: File, bomName: string): Promise<BomPreview> {
  const fields: Record<string, string> = bomName.trim() ? { bomName: bomName.trim() } : {};
  return uploadFile(contract.bom.uploadBom, file, file.name, { quiet: true }, fields);
}

/** qryBomPreview under a corrected mapping: the buyer sees at once what the correction extracts. */
export async function previewBom(tenantBomLogId: string, mapping: BomMapping): Promise<BomPreview> {
  return call(contract.bom.qryBomPreview, { tenantBomLogId, mapping });
}

/**
 * The preview of a BOM uploaded earlier and not yet confirmed (My BOMs links to it), under its stored
 * or detected mapping. Read once: the buyer's corrections live on the page from then on.
 */
export function useStoredPreview(tenantBomLogId: string | null) {
  return useQuery({
    queryKey: ['bom', 'preview', tenantBomLogId ?? ''],
    queryFn: () => call(contract.bom.qryBomPreview, { tenantBomLogId: tenantBomLogId ?? '' }),
    enabled: tenantBomLogId !== null,
    gcTime: 0,
    staleTime: Infinity,
  });
}

/** confirmBomMapping: creates the lines and starts the matching job. */
export async function confirmBom(
  tenantBomLogId: string,
  mapping: BomMapping,
  bomName: string,
): Promise<BomProgress> {
  const name = bomName.trim();
  return call(
    contract.bom.confirmBomMapping,
    { tenantBomLogId, mapping, ...(name ? { bomName: name } : {}) },
    // Quiet: 409 (confirmed already) is not a failure to the page, which follows the running job.
    { quiet: true },
  );
}

/** The matching job's progress, asked again every 700 ms until it is DONE or FAILED. */
export function useBomProgress(tenantBomLogId: string | null) {
  return useQuery({
    queryKey: ['bom', 'progress', tenantBomLogId ?? ''],
    queryFn: () => call(contract.bom.qryBomProgress, { tenantBomLogId: tenantBomLogId ?? '' }),
    enabled: tenantBomLogId !== null,
    gcTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data?.jobState;
      return state === 'DONE' || state === 'FAILED' ? false : BOM_PROGRESS_POLL_MS;
    },
  });
}
