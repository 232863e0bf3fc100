// Types of text-table.mjs (plain JavaScript, run as it is by the parsing child process).

export declare const SEPARATORS: readonly string[];

export declare function splitRecords(text: string, separator: string): Generator<string[], void, undefined>;

export declare function chooseSeparator(text: string): string | null;

export declare function findFixedWidthHeader(
  lines: readonly string[],
): { headerLine: number; starts: number[] } | null;

export declare function splitTable(text: string): { layout: string; records: Iterable<string[]> } | null;

export interface TextTableLimits {
  maxRows: number;
  maxColumns: number;
  maxCellLength: number;
}

export declare function readTextTable(
  bytes: Uint8Array,
  limits: TextTableLimits,
): { rows: string[][] } | { error: 'UNREADABLE' | 'NO_TABLE' | 'TOO_MANY_ROWS' };
