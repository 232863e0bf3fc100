import { z } from 'zod';

/**
 * One call of the public API. `auth: 'session'` calls answer 401 without a logged-in staff member.
 * The operator console's calls (`/api/emall/ops/...`) take an operator session instead, never a buyer's:
 * `'ops'` calls are open to every operator (the read-only auditor too), `'ops-write'` calls change something,
 * answer 403 to an auditor and are written to the audit log.
 * `body` validates the JSON body (or the query string of a GET); `answer` describes `data` of the envelope.
 */
export type CallAuth = 'public' | 'session' | 'ops' | 'ops-write';

/** Whether a call belongs to the operator console (an operator session, never a buyer's). */
export function isOpsAuth(auth: CallAuth): auth is 'ops' | 'ops-write' {
  return auth === 'ops' || auth === 'ops-write';
}

export interface CallDef<
  Body extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
  Auth extends CallAuth = CallAuth,
> {
  method: 'GET' | 'POST';
  path: string;
  auth: Auth;
  body: Body;
  answer: Answer;
  summary: string;
}

export function defineCall<Body extends z.ZodType, Answer extends z.ZodType, Auth extends CallAuth>(
  def: CallDef<Body, Answer, Auth>,
): CallDef<Body, Answer, Auth> {
  return def;
}

export type CallBody<C extends CallDef> = z.input<C['body']>;
export type CallAnswer<C extends CallDef> = z.output<C['answer']>;

/** The answer envelope (docs/architecture.md, "A request"). */
export interface SuccessEnvelope<T> {
  success: true;
  code: 200;
  msg: string;
  data: T;
}
export interface ErrorEnvelope {
  success: false;
  code: number;
  errcode: string;
  msg: string;
  fields?: Record<string, string>;
  requestId?: string;
}
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** Page answers: `data = {rows, total, pageNo, pageSize, ext?}`. */
export function pageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** An empty body: accepts `{}`, a missing body and null; unknown fields are ignored. */
export const emptyBodySchema = z.object({}).nullish();

/** 'T'/'F' flags as the API uses them; booleans are accepted and read the same way. */
export const tfFlagSchema = z
  .union([z.enum(['T', 'F']), z.boolean()])
  .transform((v) => v === true || v === 'T');

/** Page number and size as clients send them, numbers or numeric strings. */
export const pageNoSchema = z.coerce.number().int().min(1).max(100000);
export function pageSizeSchema(defaultSize: number, max = 200) {
  return z.coerce.number().int().min(1).max(max).default(defaultSize);
}

/**
 * What a download call answers instead of a JSON envelope (shopCartExport, templates): the server's call
 * binding sends the bytes as the file. Failures still answer the JSON error envelope.
 */
export interface FileDownload {
  kind: 'file';
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export function isFileDownload(value: unknown): value is FileDownload {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<FileDownload>;
  return file.kind === 'file' && typeof file.filename === 'string' && file.bytes instanceof Uint8Array;
}

/** The answer schema of a download call; documented as a binary file. */
export const fileDownloadSchema = z
  .custom<FileDownload>(isFileDownload)
  .meta({ type: 'string', format: 'binary', description: 'the file itself, not an envelope' });

/** The content type of .xlsx files. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
