import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIELD_MESSAGES, pickText } from '@emall/contract';
import { AppError } from './app-error.js';
import { looksLikeText } from './text-decoding.mjs';

/** What a file's first bytes say it is; the name and the browser's content type are never trusted. */
export type FileKind = 'xlsx' | 'xls' | 'pdf' | 'png' | 'jpeg';

export interface UploadedFile {
  /** The name the browser sent, without any path, at most 200 characters: for messages and display only. */
  filename: string;
  kind: FileKind | null;
  bytes: Buffer;
  /** The text fields sent with the file (before it), by name. */
  fields: Record<string, string>;
}

/**
 * Multipart uploads (DESIGN §7, §8): one file per request, at most `maxBytes`, at most 20 small fields.
 * A larger file is refused with 413 while it streams, so it is never held whole in memory.
 */
export async function installUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 22 },
  });
}

const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  // .xlsx is a zip container; the spreadsheet reader checks its entries.
  { kind: 'xlsx', bytes: [0x50, 0x4b, 0x03, 0x04] },
  // .xls is an OLE2 compound document.
  { kind: 'xls', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The kind of a file by its magic bytes, or null when it is none of the kinds the shop accepts. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  return match?.kind ?? null;
}

/**
 * Whether a file of no known kind is text: its first bytes decode as UTF-8 (with or without a byte-order
 * mark), UTF-16 or GB18030 without binary control characters. Text is deliberately no FileKind: every upload
 * reads `kind`, and payment proofs, licences, the cart's and the catalog's imports must keep refusing text
 * (or, for the catalog's CSV, keep telling it by its own rules); only a caller that accepts text asks this.
 */
export function sniffText(bytes: Uint8Array): boolean {
  return sniffFileKind(bytes) === null && looksLikeText(bytes);
}

function baseName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return Array.from(last).slice(0, 200).join('');
}

/**
 * Reads the one file of a multipart request with its fields. 415 when the request is not multipart,
 * 400 when it carries no file (or an empty one, unless `emptyAllowed`: the caller then refuses it in its own
 * words), 413 when the file is over the limit.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { emptyAllowed = false }: { emptyAllowed?: boolean } = {},
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw toUploadError(error);
  }
  if (!part) throw missingFile(request);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw toUploadError(error);
  }
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
  if (bytes.length === 0 && !emptyAllowed) throw missingFile(request);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { filename: baseName(part.filename), kind: sniffFileKind(bytes), bytes, fields };
}

function missingFile(request: FastifyRequest): AppError {
  return new AppError('VALIDATION_FAILED', {}, { file: pickText(FIELD_MESSAGES.required, request.lang) });
}

function toUploadError(error: unknown): AppError {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code.endsWith('LIMIT')) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('MALFORMED_BODY');
}
