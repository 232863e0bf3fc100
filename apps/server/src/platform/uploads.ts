import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIELD_MESSAGES, pickText } from '@emall/contract';
import { AppError } from './app-error.js';
import type { FairTurns, ParseTurn } from './fair-turns.js';
import { looksLikeText } from './text-decoding.mjs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The copy's fair turns for parsing uploaded spreadsheets and text tables (spreadsheet.ts). */
    parseTurns: FairTurns;
  }
}

/** What a file's first bytes say it is; the name and the browser's content type are never trusted. */
export type FileKind = 'xlsx' | 'xls' | 'pdf' | 'png' | 'jpeg';

export interface UploadedFile {
  /**
   * The name the browser sent, without any path, at most 200 characters: for messages and display only. A
   * file the shop keeps and serves again is named by builtFileName, never by this.
   */
  filename: string;
  kind: FileKind | null;
  bytes: Buffer;
  /** The text fields sent with the file (before it), by name. */
  fields: Record<string, string>;
  /** The uploader's turn for parsing the file: its tenant's line, or its address's without a tenant. */
  turn?: ParseTurn;
}

/**
 * Multipart uploads (docs/security.md, uploaded files): one file per request, at most `maxBytes`, at most 20
 * small fields. A larger file is refused with 413 while it streams, so it is never held whole in memory.
 */
export async function installUploads(
  app: FastifyInstance,
  maxBytes: number,
  parseTurns: FairTurns,
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 22 },
  });
  app.decorate('parseTurns', parseTurns);
}

/** Whose line an upload's parse waits in: the buyer's tenant, else (operators, visitors) the client address. */
export function parseTurnOf(request: FastifyRequest): ParseTurn {
  const caller = request.staff ? `tenant:${request.staff.tenantId}` : `address:${request.ip}`;
  return { turns: request.server.parseTurns, caller };
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

/** The extension of the name the shop gives a stored file of each kind. */
const EXTENSIONS: Record<FileKind, string> = {
  xlsx: 'xlsx',
  xls: 'xls',
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
};

/** The Content-Type a stored file of each kind is served with (its detected kind, never its name). */
export const FILE_CONTENT_TYPES: Record<FileKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** Letters, digits and hyphens only (what the shop's own numbers hold); anything else becomes a hyphen. */
function nameStem(stem: string): string {
  return stem.replace(/[^A-Za-z0-9-]+/g, '-');
}

/**
 * The name the shop stores and serves an uploaded file under: `<stem>.<ext>` for the first file of its
 * subject, `<stem>-2.<ext>`, `<stem>-3.<ext>` … for the next ones, the extension that of its detected kind.
 * The name the browser sent is never used: a PDF named `evil.html` is `payment-proof-<orderNo>.pdf`.
 */
export function builtFileName(stem: string, kind: FileKind, sequence = 1): string {
  return `${nameStem(stem)}${sequence > 1 ? `-${sequence}` : ''}.${EXTENSIONS[kind]}`;
}

/**
 * The name a stored file is served under: its stored name when the shop built it for this stem and kind
 * (every row written or migrated since names are built), else the stem's first name. A row written by an
 * older server copy during an upgrade therefore never reaches a browser under its uploader's name.
 */
export function servedFileName(stored: string, stem: string, kind: FileKind): string {
  const built = new RegExp(`^${nameStem(stem)}(-[1-9][0-9]*)?\\.${EXTENSIONS[kind]}$`);
  return built.test(stored) ? stored : builtFileName(stem, kind);
}

/** The kind of a file by its magic bytes, or null when it is none of the kinds the shop accepts. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  return match?.kind ?? null;
}

/**
 * Whether a file of no known kind is text: its first bytes decode as UTF-8 (with or without a byte-order
 * mark), UTF-16, GB18030 or Windows-1252 without binary control characters (text-decoding.mjs). Text is deliberately no FileKind: every upload
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
  return {
    filename: baseName(part.filename),
    kind: sniffFileKind(bytes),
    bytes,
    fields,
    turn: parseTurnOf(request),
  };
}

function missingFile(request: FastifyRequest): AppError {
  return new AppError('VALIDATION_FAILED', {}, { file: pickText(FIELD_MESSAGES.required, request.lang) });
}

function toUploadError(error: unknown): AppError {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code.endsWith('LIMIT')) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('MALFORMED_BODY');
}
