// Types of zip-files.mjs (plain JavaScript, shared with the upload-flood benchmark).

/**
 * One file of a zip archive; `declaredSize` lies about its inflated size in both the local header and the
 * central directory (zip bombs do), `localSize` in the local header only (the two then disagree).
 */
export interface ZipEntry {
  name: string;
  data: Buffer;
  declaredSize?: number | undefined;
  localSize?: number | undefined;
}

/** A deflated zip archive of the entries, as .xlsx files are. */
export declare function buildZip(entries: readonly ZipEntry[]): Buffer;

/** The entries of a zip archive (stored or deflated), to take a real .xlsx apart and rebuild it altered. */
export declare function readZip(zip: Buffer): ZipEntry[];

/** The XML of a worksheet whose one row is followed by `padding` bytes of blanks: valid, tiny once deflated. */
export declare function paddedSheetXml(padding: number): Buffer;

/** A zip bomb built from a real workbook: its first sheet becomes `sheet`, its size declared as `declaredSize`. */
export declare function workbookBomb(workbook: Buffer, sheet: Buffer, declaredSize?: number): Buffer;
