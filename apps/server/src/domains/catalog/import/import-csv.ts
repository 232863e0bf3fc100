import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { decodeText, streamingDecoder, TEXT_SNIFF_BYTES } from '../../../platform/text-decoding.mjs';
import { CatalogImportError, type SheetRow } from './import.types.js';

/**
 * A streaming RFC 4180 reader: comma-separated cells, cells in double quotes may hold commas, line breaks and
 * doubled quotes (""), rows end with CRLF, LF or CR, a byte-order mark is skipped, empty lines are skipped.
 * It is lenient where spreadsheets are sloppy: a quote inside an unquoted cell and text after a closing quote
 * are kept as written. It holds one row at a time, so a file of a million rows is never in memory whole.
 */

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;
const BOM = 0xfeff;

/**
 * A row longer than this is taken as a quote left open, which would otherwise swallow the rest of the file
 * into one cell: the file is refused rather than read into memory.
 */
export const MAX_ROW_CHARS = 1_000_000;

type State = 'start' | 'unquoted' | 'quoted' | 'quote';

export class CsvParser {
  private cells: string[] = [];
  private field = '';
  private state: State = 'start';
  /** The physical line the reader is on, and the one the current row started on. */
  private line = 1;
  private rowLine = 1;
  private rowChars = 0;
  private afterCR = false;
  private started = false;

  /** Reads a piece of text; answers the rows it completed. */
  feed(text: string): SheetRow[] {
    const rows: SheetRow[] = [];
    let i = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === BOM) i = 1;
    }
    // Text of the current cell not yet copied into `field`: copied in slices, never a character at a time.
    let segment = i;
    for (; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      const isBreak = c === CR || c === LF;
      const lfOfCrlf = c === LF && this.afterCR;
      this.afterCR = c === CR;
      if (isBreak && !lfOfCrlf) this.line += 1;
      switch (this.state) {
        case 'quoted':
          if (c === QUOTE) {
            this.field += text.slice(segment, i);
            this.state = 'quote';
          }
          break;
        case 'quote':
          if (c === QUOTE) {
            this.field += '"';
            this.state = 'quoted';
            segment = i + 1;
          } else if (c === COMMA) this.endField();
          else if (isBreak) this.endRow(rows);
          else {
            this.state = 'unquoted';
            segment = i;
          }
          break;
        case 'start':
          if (c === QUOTE) {
            this.state = 'quoted';
            segment = i + 1;
          } else if (c === COMMA) this.endField();
          else if (isBreak) {
            // The LF of a CRLF whose CR already ended the row.
            if (!lfOfCrlf) this.endRow(rows);
          } else {
            this.state = 'unquoted';
            segment = i;
          }
          break;
        case 'unquoted':
          if (c === COMMA || isBreak) {
            this.field += text.slice(segment, i);
            if (c === COMMA) this.endField();
            else this.endRow(rows);
          }
          break;
      }
    }
    if (this.state === 'unquoted' || this.state === 'quoted') this.field += text.slice(segment);
    if (this.rowChars + this.field.length > MAX_ROW_CHARS)
      throw new CatalogImportError(
        `Line ${this.rowLine}: a row longer than ${MAX_ROW_CHARS.toLocaleString('en')} characters; is a quote left open?`,
      );
    return rows;
  }

  /** The last row, when the file does not end with a line break. */
  end(): SheetRow[] {
    const rows: SheetRow[] = [];
    if (this.state === 'quoted') {
      this.endField();
      rows.push({
        line: this.rowLine,
        cells: this.cells,
        problem: 'a quoted cell is not closed before the end of the file',
      });
      this.cells = [];
    } else if (this.state !== 'start' || this.cells.length > 0) this.endRow(rows);
    return rows;
  }

  private endField(): void {
    this.rowChars += this.field.length;
    this.cells.push(this.field);
    this.field = '';
    this.state = 'start';
  }

  private endRow(rows: SheetRow[]): void {
    this.endField();
    const blank = this.cells.length === 1 && this.cells[0] === '';
    if (!blank) rows.push({ line: this.rowLine, cells: this.cells });
    this.cells = [];
    this.rowChars = 0;
    this.rowLine = this.line;
  }
}

/** The rows of CSV text arriving in pieces (a file stream, or strings in tests). */
export async function* parseCsv(pieces: AsyncIterable<string> | Iterable<string>): AsyncGenerator<SheetRow> {
  const parser = new CsvParser();
  for await (const piece of pieces) yield* parser.feed(piece);
  yield* parser.end();
}

/**
 * Text pieces of a file arriving as bytes, in the encoding its first piece shows (platform/text-decoding.mjs,
 * the rule every upload is read by; UTF-8 when the first piece is no text). Bytes the encoding does not read
 * arrive as U+FFFD, and their rows are rejected.
 */
async function* decodedPieces(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let decoder: ReturnType<typeof streamingDecoder> | undefined;
  for await (const chunk of chunks) {
    if (!decoder) {
      const sample = chunk.subarray(0, TEXT_SNIFF_BYTES);
      const sniffed = decodeText(sample, { partial: true, keepNul: true });
      decoder = streamingDecoder(sniffed?.encoding ?? 'utf-8');
    }
    yield decoder.decode(chunk, { stream: true });
  }
  if (decoder) yield decoder.decode();
}

/** The rows of a CSV file, streamed. */
export function readCsvFile(filePath: string): AsyncGenerator<SheetRow> {
  const stream = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  return parseCsv(decodedPieces(stream as AsyncIterable<Buffer>));
}

/** zlib's failures of a damaged or truncated gzip stream ('incorrect header check', 'unexpected end of file'). */
function isZlibError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('Z_');
}

/**
 * The rows of a gzipped CSV file (.csv.gz), unpacked as they stream: nothing is written to disk and
 * the file is never in memory whole. A damaged file stops the import with a CatalogImportError; the batches
 * before the damage have landed (running the file again is safe).
 */
export async function* readCsvGzFile(filePath: string): AsyncGenerator<SheetRow> {
  const source = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  try {
    yield* parseCsv(decodedPieces(gunzip as AsyncIterable<Buffer>));
  } catch (error) {
    if (isZlibError(error))
      throw new CatalogImportError(`Not a readable .csv.gz file: ${error.message} (${error.code})`);
    throw error;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** What an uploaded CSV may hold at most (the console's upload; the CLI streams any size from disk). */
export interface CsvUploadLimits {
  /** Bytes of text after unpacking (a .csv.gz) or as sent (a .csv). */
  maxBytes: number;
  /** Rows, the header included. */
  maxRows: number;
  /** Cells over all rows: a file of a million one-letter cells per row holds no more rows, but far more memory. */
  maxCells: number;
}

/** Why an upload stopped being read: the first limit it passed, or that its bytes are no text. */
export type CsvUploadRefusal = 'tooManyRows' | 'tooManyCells' | 'tooLarge' | 'notText' | 'damaged';

export type CsvUploadResult =
  { rows: SheetRow[]; textBytes: number } | { refused: CsvUploadRefusal; textBytes: number };

/** Pieces of a buffer, so that a large upload is read as a stream and the event loop turns between them. */
const UPLOAD_PIECE_BYTES = 64 * 1024;

/**
 * The rows of an uploaded CSV (gzipped when `gzip`), read as a stream of 64 kB pieces: the text bytes are counted
 * as they are unpacked, and rows and cells as they are parsed, and reading stops at the first limit passed —
 * before the next piece is unpacked — so a small file that unpacks to gigabytes, or holds millions of rows or
 * cells, costs one piece beyond the limit, never its whole size in memory. `textBytes` says how far it got.
 */
export async function readCsvUpload(
  bytes: Buffer,
  gzip: boolean,
  limits: CsvUploadLimits,
): Promise<CsvUploadResult> {
  const pieces = Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += UPLOAD_PIECE_BYTES)
        yield bytes.subarray(at, at + UPLOAD_PIECE_BYTES);
    })(),
  );
  const gunzip = gzip ? createGunzip({ chunkSize: UPLOAD_PIECE_BYTES }) : undefined;
  const source: AsyncIterable<Buffer> = gunzip ? pieces.pipe(gunzip) : pieces;
  let textBytes = 0;
  const rows: SheetRow[] = [];
  let cells = 0;
  const parser = new CsvParser();
  let decoder: ReturnType<typeof streamingDecoder> | undefined;
  const take = (done: SheetRow[]): CsvUploadRefusal | undefined => {
    for (const row of done) {
      rows.push(row);
      cells += row.cells.length;
      if (rows.length > limits.maxRows) return 'tooManyRows';
      if (cells > limits.maxCells) return 'tooManyCells';
    }
    return undefined;
  };
  try {
    for await (const chunk of source) {
      textBytes += chunk.length;
      if (textBytes > limits.maxBytes) return { refused: 'tooLarge', textBytes };
      if (!decoder) {
        const sniffed = decodeText(chunk.subarray(0, TEXT_SNIFF_BYTES), { partial: true, keepNul: true });
        if (!sniffed) return { refused: 'notText', textBytes };
        decoder = streamingDecoder(sniffed.encoding);
      }
      const refused = take(parser.feed(decoder.decode(chunk, { stream: true })));
      if (refused) return { refused, textBytes };
    }
    const refused = take([...parser.feed(decoder?.decode() ?? ''), ...parser.end()]);
    return refused ? { refused, textBytes } : { rows, textBytes };
  } catch (error) {
    if (isZlibError(error)) return { refused: 'damaged', textBytes };
    throw error;
  } finally {
    pieces.destroy();
    gunzip?.destroy();
  }
}
