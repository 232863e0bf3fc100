import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A console catalog upload read under a memory ceiling, as a small server copy runs: a 64 kB .csv.gz that
 * unpacks to 63 MB of one-letter rows once took a copy from 0.4 to 4.5 GB and out of heap. The reader runs in a
 * Node whose heap is HEAP_MB: a reader that unpacked the file whole, or built every row before counting them,
 * dies there; the streaming reader stops at the row limit with a clear refusal.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(here, 'catalog-upload-child.ts');
/** The heap the reader gets: its modules take about 30 MB, the refused file must fit in the rest. */
const HEAP_MB = 96;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emall-import-ceiling-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function readUnderCeiling(file: string): { status: number | null; out: string; err: string } {
  const run = spawnSync(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', CHILD, file],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: run.status, out: run.stdout.trim(), err: run.stderr };
}

describe(`a catalog upload read in ${HEAP_MB} MB of heap`, () => {
  it('refuses a 64 kB file of 31 million one-letter rows at the row limit instead of dying', async () => {
    const bomb = gzipSync(Buffer.from('a\n'.repeat(31_500_000)), { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const file = path.join(dir, 'bomb.csv.gz');
    await writeFile(file, bomb);
    const run = readUnderCeiling(file);
    expect(run.err).not.toMatch(/heap out of memory/i);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.out)).toEqual({ code: 'IMPORT_TOO_MANY_ROWS' });
  });

  it('still reads an honest file in the same heap', async () => {
    const rows = ['brand,mfr_part_number,product_desc'];
    for (let i = 0; i < 20_000; i += 1) rows.push(`ACME,PART-${i},Resistor 10k 0402 1% ${i}`);
    const file = path.join(dir, 'honest.csv.gz');
    await writeFile(file, gzipSync(Buffer.from(`${rows.join('\n')}\n`)));
    const run = readUnderCeiling(file);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.out)).toEqual({ rows: 20_001 });
  });
});
