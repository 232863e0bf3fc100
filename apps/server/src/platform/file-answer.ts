import type { FastifyReply } from 'fastify';
import type { FileDownload } from '@emall/contract';

/** 20261122-080000: a download's file name stamp, from the server's clock. */
export function fileNameStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\D/g, '')
    .slice(0, 14)
    .replace(/^(\d{8})/, '$1-');
}

/** RFC 6266 / 5987: an ASCII fallback name and the real name in UTF-8, so Chinese names survive. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a download call's file instead of the JSON envelope: always as an attachment (never rendered in the
 * shop's origin), typed as the caller says (for stored uploads, their detected kind), never sniffed as
 * something else, never cached.
 */
export function sendFileDownload(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
