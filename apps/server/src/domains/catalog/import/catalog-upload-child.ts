// Reads one console catalog upload from a file, as the import does, and prints what became of it: the rows it
// holds, or the refusal's error code. Run by import-memory-ceiling.test.ts in a Node with a small heap, so a
// reader that held a file's whole unpacked text (or a row object per line before counting) dies out of memory.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../platform/app-error.js';
import { sniffFileKind } from '../../../platform/uploads.js';
import { readCatalogUpload } from './import-job.js';

const file = process.argv[2];
if (!file) throw new Error('usage: catalog-upload-child.ts FILE');
const bytes = await readFile(file);
const filename = path.basename(file);
try {
  const rows = await readCatalogUpload({ filename, kind: sniffFileKind(bytes), bytes, fields: {} });
  console.log(JSON.stringify({ rows: rows.length }));
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.log(JSON.stringify({ code: error.code }));
}
