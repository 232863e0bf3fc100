import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below about a packet, compressing saves no round trip and costs a compressor per answer (the build's
 * precompressed web files stop at the same size: apps/web/vite.config.ts).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Levels for answers made per request (docs/operations.md, "Compressed answers"): brotli at quality 4 costs
 * about what serialising the answer costs and sends a tenth of a result page; quality 11 (brotli's default,
 * right for the build's files compressed once) saves little more for a hundred times the time, and stalls on a
 * large answer. gzip at level 5 sends about as little for as little; level 9 saves a few percent for up to
 * three times the time.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 5;

/**
 * The answers worth compressing: JSON (the API's envelopes and the OpenAPI document), text (CSV exports,
 * plain-text refusals) and the captcha's SVG. Not the zip formats (.xlsx is a zip of deflated XML), PDFs
 * (pdfkit deflates its streams), PNG/JPEG images, nor `application/octet-stream` (an uploaded file of no known
 * kind: unknown bytes, most likely compressed already): recompressing those costs a core and saves nothing.
 * The plugin also compresses what mime-db calls compressible: none of the types the shop sends besides these.
 */
const COMPRESSIBLE_TYPES = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?json|image\/svg\+xml)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPES.test(contentType);
}

/**
 * Compresses the API's answers over COMPRESSION_THRESHOLD_BYTES as the caller's Accept-Encoding asks: brotli
 * when offered (7-15 % smaller than gzip for about the same time), else gzip, else nothing (identity, also
 * without the header). Register before any route: the plugin hooks each route as it is added.
 *
 * - Only routes under /api/. The built web app is compressed once by the build and sent as it is
 *   (web-static.ts, @fastify/static's preCompressed): its routes are never compressed per request, and an
 *   answer that already has a Content-Encoding is passed through by the plugin anyway, so nothing is
 *   compressed twice.
 * - Not the live websocket: its handshake has no body and its frames are not HTTP answers.
 * - Request bodies are read as before: the plugin's request decompression stays off (no client of the shop
 *   sends a compressed body, and a small one can inflate to many times the size the body limits expect).
 * - No route opts out for secrets: no answer body carries one (docs/decisions.md, decision 112); a route that
 *   ever does sets `compress: false`.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const outsideApi = !route.url.startsWith('/api/');
    if (route.compress === undefined && (outsideApi || route.websocket === true)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Preferred in this order when the caller's weights tie. Not deflate (every browser that offers it offers
    // gzip) nor zstd (not in Safari, nor in Node 20's zlib).
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    customTypes: isCompressibleType,
    globalDecompression: false,
  });
}
