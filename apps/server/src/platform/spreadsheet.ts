import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { systemClock } from './clock.js';
import { fairTurns, type FairTurns, type ParseTurn } from './fair-turns.js';
import { looksLikeText } from './text-decoding.mjs';
import { sniffFileKind } from './uploads.js';
import { looksLikeZip, readZipDirectory, zipRefusal } from './zip-directory.js';

/**
 * Uploaded spreadsheets and text tables are untrusted. Before any parser sees a file: its kind by magic bytes
 * (.xlsx zip or .xls OLE2, whatever its name says) or, for text, by decoding its first bytes; its size; and
 * for .xlsx the zip directory: entry count, declared inflated size, compression ratio, and agreement of the
 * directory with the local headers and the compressed data (zip-directory.ts). Then SheetJS, or the text table
 * reader (text-table.mjs), parses it in a child process with a capped heap and a time limit, which first
 * inflates an .xlsx counting the real bytes (zip-inflate.mjs), so a file that lies about its sizes or is built
 * to exhaust the parser kills only that child. Parses take turns fairly between callers (fair-turns.ts): one
 * tenant's flood of uploads neither waits in front of another tenant's file nor fills the server's line.
 */
export interface SpreadsheetLimits {
  maxBytes: number;
  maxZipEntries: number;
  maxInflatedBytes: number;
  /** Most inflated bytes per compressed byte of an .xlsx entry of 1 MB or more (zip-directory.ts). */
  maxCompressionRatio: number;
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
  maxCompressionRatio: 100,
  maxRows: 5000,
  maxColumns: 50,
  maxCellLength: 1000,
  heapMb: 256,
  timeoutMs: 15_000,
};

/** The parse settings of the server configuration (docs/operations.md). */
export interface ParseTurnSettings {
  UPLOAD_PARSE_PARALLEL: number;
  UPLOAD_PARSE_RUNNING_PER_CALLER: number;
  UPLOAD_PARSE_WAITING: number;
  UPLOAD_PARSE_PER_CALLER: number;
  UPLOAD_PARSE_WINDOW_LIMIT: number;
  UPLOAD_PARSE_WINDOW_MINUTES: number;
}

export function parseTurnsFrom(settings: ParseTurnSettings, clock = systemClock): FairTurns {
  return fairTurns(
    {
      parallel: settings.UPLOAD_PARSE_PARALLEL,
      runningPerCaller: settings.UPLOAD_PARSE_RUNNING_PER_CALLER,
      waiting: settings.UPLOAD_PARSE_WAITING,
      perCaller: settings.UPLOAD_PARSE_PER_CALLER,
      windowLimit: settings.UPLOAD_PARSE_WINDOW_LIMIT,
      windowMs: settings.UPLOAD_PARSE_WINDOW_MINUTES * 60_000,
    },
    clock,
  );
}

/** For parses outside a request (tests, scripts): one line, 2 at once, 16 waiting, no per-caller limits. */
const LOCAL_TURN: ParseTurn = {
  turns: fairTurns(
    {
      parallel: 2,
      runningPerCaller: 2,
      waiting: 16,
      perCaller: Infinity,
      windowLimit: Infinity,
      windowMs: 1,
    },
    systemClock,
  ),
  caller: 'local',
};

/** Child processes started since the server started: the tests prove with it that a bomb started none. */
let childrenStarted = 0;
export function parseChildrenStarted(): number {
  return childrenStarted;
}
/** The child's answer is at most rows × columns cells of at most maxCellLength characters, plus JSON. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

const CHILD_SCRIPT = fileURLToPath(new URL('./spreadsheet-child.mjs', import.meta.url));

const childAnswerSchema = z.union([
  z.object({ rows: z.array(z.array(z.string())) }),
  z.object({ error: z.enum(['UNREADABLE', 'TOO_MANY_ROWS', 'NO_TABLE', 'TOO_LARGE']) }),
]);

/** What the child parses: a workbook's first sheet, or the table of a text export. */
type ChildKind = 'sheet' | 'text';

/** The first sheet's non-empty rows as cell texts, after the checks above; refusals are AppErrors. */
export async function readSpreadsheetRows(
  bytes: Buffer,
  overrides: Partial<SpreadsheetLimits> = {},
  turn: ParseTurn = LOCAL_TURN,
): Promise<string[][]> {
  const limits = { ...DEFAULT_SPREADSHEET_LIMITS, ...overrides };
  checkBeforeParsing(bytes, limits);
  return turn.turns.run(turn.caller, () => parseInChild(bytes, limits, 'sheet'));
}

/**
 * The non-empty rows of a text export (CSV, TSV, fixed-width columns; UTF-8, UTF-16, GB18030 or Windows-1252) as cell
 * texts, with the spreadsheet's limits. Only for callers that accept text: refuses a text with no table as
 * FILE_NO_TABLE and bytes that are no text as TEXT_UNREADABLE.
 */
export async function readTextTableRows(
  bytes: Buffer,
  overrides: Partial<SpreadsheetLimits> = {},
  turn: ParseTurn = LOCAL_TURN,
): Promise<string[][]> {
  const limits = { ...DEFAULT_SPREADSHEET_LIMITS, ...overrides };
  if (bytes.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  if (!looksLikeText(bytes)) throw new AppError('TEXT_UNREADABLE');
  return turn.turns.run(turn.caller, () => parseInChild(bytes, limits, 'text'));
}

function checkBeforeParsing(bytes: Buffer, limits: SpreadsheetLimits): void {
  if (bytes.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  const kind = sniffFileKind(bytes);
  if (kind !== 'xlsx' && kind !== 'xls') throw new AppError('SPREADSHEET_UNREADABLE');
  if (kind === 'xlsx') {
    const directory = looksLikeZip(bytes) ? readZipDirectory(bytes) : null;
    if (!directory) throw new AppError('SPREADSHEET_UNREADABLE');
    if (zipRefusal(bytes, directory, limits)) throw new AppError('SPREADSHEET_TOO_COMPLEX');
  }
}

function parseInChild(bytes: Buffer, limits: SpreadsheetLimits, kind: ChildKind): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    childrenStarted += 1;
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
        String(limits.maxInflatedBytes),
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
      else if (answer.error === 'TOO_LARGE') reject(new AppError('SPREADSHEET_TOO_COMPLEX'));
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
