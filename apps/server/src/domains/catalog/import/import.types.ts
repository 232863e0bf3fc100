/** One row of a spreadsheet: the 1-based line (CSV) or row (.xlsx) where it starts, and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
  /** Why the row could not be read whole (a quote left open at the end of the file). */
  problem?: string;
}

/** A row the import refused, with every reason found. */
export interface RejectedRow {
  line: number;
  reasons: string[];
}

/** Counts so far, reported every `progressEvery` rows and at the end. */
export interface ImportProgress {
  /** Data rows read (the header and empty lines not counted). */
  read: number;
  /** Rows the database holds as the file has them (inserted or updated). */
  written: number;
  inserted: number;
  /** Rows of products that existed already, unchanged ones included. */
  updated: number;
  /** The updated rows whose product already was as the row has it: nothing of them was written (no updated_at). */
  unchanged: number;
  rejected: number;
  elapsedMs: number;
}

export interface ImportSummary extends ImportProgress {
  /** Columns of the header the import does not know (ignored). */
  ignoredColumns: string[];
  brandsCreated: number;
  catalogNodesCreated: number;
}

/**
 * A problem with the file as a whole (unreadable, not a spreadsheet, too large, a header without the required
 * columns): the import stops. Bad rows never raise it; they are rejected one by one.
 */
export class CatalogImportError extends Error {
  override name = 'CatalogImportError';
}
