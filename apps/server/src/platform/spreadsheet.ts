import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { looksLikeText } from './text-decoding.mjs';
import { sniffFileKind } from './uploads.js';
import { looksLikeZip, readZipDirectory } from './zip-directory.js';

/**
 * Uploaded spreadsheets and text tables are untrusted. Before any parser sees a file: its kind by magic bytes
 * (.xlsx zip or .xls OLE2, whatever its name says) or, for text, by decoding its first bytes; its size; and
 * for .xlsx the zip directory's entry count and declared inflated size. Then SheetJS, or the text table
 * reader (text-table.mjs), parses it in a child process with a capped heap and a time limit, so a file that
 * lies about its sizes or is built to exhaust the parser kills only that child.
 */
export interface SpreadsheetLimits {
  maxBytes: number;
  maxZipEntries: number;
  maxInflatedBytes: number;
  /** Most non-empty rows answered; more refuse the file with IMPORT_TOO_MANY_ROWS. */
  maxRows: number;
  maxColumns: number;
  maxCellLength: number;
  heapMb: number;
  timeoutMs: number;
}

export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxZipEntries: 500,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 50,
  maxCellLength: 1000,
  heapMb: 256,
  timeoutMs: 15_000,
};

/** Parses at once per server process; more wait their turn, and beyond the queue the server is busy. */
const MAX_PARALLEL = 2;
const MAX_WAITING = 16;
/** The child's answer is at most rows × columns cells of at most maxCellLength characters, plus JSON. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

const CHILD_SCRIPT = fileURLToPath(new URL('./spreadsheet-child.mjs', import.meta.url));

const childAnswerSchema = z.union([
  z.object({ rows: z.array(z.array(z.string())) }),
  z.object({ error: z.enum(['UNREADABLE', 'TOO_MANY_ROWS', 'NO_TABLE']) }),
]);

/** What the child parses: a workbook's first sheet, or the table of a text export. */
type ChildKind = 'sheet' | 'text';

/** The first sheet's non-empty rows as cell texts, after the checks above; refusals are AppErrors. */
export async function readSpreadsheetRows(
  bytes: Buffer,
  overrides: Partial<SpreadsheetLimits> = {},
): Promise<string[][]> {
  const limits = { ...DEFAULT_SPREADSHEET_LIMITS, ...overrides };
  checkBeforeParsing(bytes, limits);
  return parseInTurn(bytes, limits, 'sheet');
}

/**
 * The non-empty rows of a text export (CSV, TSV, fixed-width columns; UTF-8, UTF-16 or GB18030) as cell
 * texts, with the spreadsheet's limits. Only for callers that accept text: refuses a text with no table as
 * FILE_NO_TABLE and bytes that are no text as TEXT_UNREADABLE.
 */
export async function readTextTableRows(
  bytes: Buffer,
  overrides: Partial<SpreadsheetLimits> = {},
): Promise<string[][]> {
  const limits = { ...DEFAULT_SPREADSHEET_LIMITS, ...overrides };
  if (bytes.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!looksLikeText(bytes)) throw new AppError('TEXT_UNREADABLE');
  return parseInTurn(bytes, limits, 'text');
}

async function parseInTurn(bytes: Buffer, limits: SpreadsheetLimits, kind: ChildKind): Promise<string[][]> {
  await takeTurn();
  try {
    return await parseInChild(bytes, limits, kind);
  } finally {
    releaseTurn();
  }
}

function checkBeforeParsing(bytes: Buffer, limits: SpreadsheetLimits): void {
  if (bytes.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  const kind = sniffFileKind(bytes);
  if (kind !== 'xlsx' && kind !== 'xls') throw new AppError('SPREADSHEET_UNREADABLE');
  if (kind === 'xlsx') {
    const directory = looksLikeZip(bytes) ? readZipDirectory(bytes) : null;
    if (!directory) throw new AppError('SPREADSHEET_UNREADABLE');
    if (directory.entries > limits.maxZipEntries || directory.inflatedBytes > limits.maxInflatedBytes)
      throw new AppError('SPREADSHEET_TOO_COMPLEX');
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (running < MAX_PARALLEL) {
    running += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw new AppError('SERVICE_UNAVAILABLE');
  // The turn passes straight from the finishing parse to this one: `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function parseInChild(bytes: Buffer, limits: SpreadsheetLimits, kind: ChildKind): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${limits.heapMb}`,
        // Neither parser needs eval; a parser bug that reaches for it fails instead.
        '--disallow-code-generation-from-strings',
        CHILD_SCRIPT,
        String(limits.maxRows),
        String(limits.maxColumns),
        String(limits.maxCellLength),
        kind,
      ],
      // No environment: the child needs none, and secrets (DATABASE_URL) stay with the server.
      { stdio: ['pipe', 'pipe', 'ignore'], env: {} },
    );
    const output: Buffer[] = [];
    let outputBytes = 0;
    let refusal: AppError | undefined;
    const stop = (error: AppError) => {
      refusal ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => {
      stop(new AppError('SPREADSHEET_TOO_COMPLEX'));
    }, limits.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) stop(new AppError('SPREADSHEET_TOO_COMPLEX'));
      else output.push(chunk);
    });
    // The child may die before reading all of its input (out of memory): that is its answer, not ours.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (refusal) {
        reject(refusal);
        return;
      }
      const answer = readAnswer(Buffer.concat(output).toString('utf8'));
      if (!answer || (code !== 0 && !('error' in answer))) reject(new AppError('SPREADSHEET_TOO_COMPLEX'));
      else if ('rows' in answer) resolve(answer.rows);
      else if (answer.error === 'TOO_MANY_ROWS')
        reject(new AppError('IMPORT_TOO_MANY_ROWS', { n: limits.maxRows }));
      else if (answer.error === 'NO_TABLE') reject(new AppError('FILE_NO_TABLE'));
      else reject(new AppError(kind === 'text' ? 'TEXT_UNREADABLE' : 'SPREADSHEET_UNREADABLE'));
    });
    child.stdin.end(bytes);
  });
}

function readAnswer(text: string): z.infer<typeof childAnswerSchema> | undefined {
  try {
    const parsed = childAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
