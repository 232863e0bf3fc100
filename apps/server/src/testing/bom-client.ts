import { utils, write } from '@e965/xlsx';
import { contract } from '@emall/contract';
import type { BomPreview, BomProgress, ErrorEnvelope, SuccessEnvelope } from '@emall/contract';
import { multipartBody } from './multipart.js';
import type { TestClient } from './test-client.js';

/** BOM calls as a test drives them: uploads as multipart bodies, and waiting for the matching job. */

export interface UploadAnswer {
  status: number;
  body: SuccessEnvelope<BomPreview> | ErrorEnvelope;
}

export async function uploadBomFile(
  client: TestClient,
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
): Promise<UploadAnswer> {
  const { payload, headers } = multipartBody(file, fields);
  const response = await client.request({
    method: 'POST',
    url: contract.bom.uploadBom.path,
    payload,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The preview of an upload that must succeed. */
export async function uploadBom(
  client: TestClient,
  file: { name: string; bytes: Uint8Array },
): Promise<BomPreview> {
  const answer = await uploadBomFile(client, file);
  if (!answer.body.success) throw new Error(`upload failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Polls the job's progress until it is DONE or FAILED (or the time is up). */
export async function waitForMatch(
  client: TestClient,
  tenantBomLogId: string,
  timeoutMs = 20_000,
): Promise<BomProgress> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const progress = await client.data<BomProgress>(contract.bom.qryBomProgress, { tenantBomLogId });
    if (progress.jobState === 'DONE' || progress.jobState === 'FAILED') return progress;
    if (Date.now() > until)
      throw new Error(`BOM ${tenantBomLogId} still ${progress.jobState} at ${progress.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An .xlsx of one sheet with these rows. */
export function sheetFile(rows: readonly (readonly (string | number)[])[], name = 'bom.xlsx') {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((row) => [...row])), 'BOM');
  return { name, bytes: new Uint8Array(write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer) };
}

/** Uploads, confirms the preview's own mapping and waits for the match; answers the BOM's id. */
export async function matchedBom(
  client: TestClient,
  file: { name: string; bytes: Uint8Array },
): Promise<string> {
  const preview = await uploadBom(client, file);
  if (!preview.mapping) throw new Error('no mapping detected');
  await client.data(contract.bom.confirmBomMapping, {
    tenantBomLogId: preview.tenantBomLogId,
    mapping: preview.mapping,
  });
  const progress = await waitForMatch(client, preview.tenantBomLogId);
  if (progress.jobState !== 'DONE') throw new Error(`matching ${progress.jobState}`);
  return preview.tenantBomLogId;
}
