import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BomCosting } from '@emall/contract';
import { arrayParam, type Database } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { seedBrandList } from '../../seed/index.js';
import { BOM_FIXTURES } from '../../testing/bom-files.js';
import { CORPUS_PARTS, readCorpusLines } from '../../testing/bom-corpus.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { readCsvFile } from '../catalog/import/import-csv.js';
import { importCatalogRows } from '../catalog/import/import.js';
import { partTextHints, type PartTextHints } from '../catalog/matching/part-text.service.js';
import { bomCosting } from './bom-costing.service.js';
import { insertBomLines, pendingLines, writeMatches } from './core/detail.queries.js';
import { insertBomLog, type BomOwner } from './core/log.queries.js';
import { matchLineRows } from './matching/line-match.js';
import { COSTED_BOMS } from './bom-costing-corpus.expected.js';

/**
 * Three real BOMs costed at 1, 10 and 500 boards against the real parts they name (fixtures/bom-corpus-parts.csv:
 * real prices, stock and parameters of the full catalog; no minimum or multiple there, so the shop's 1 and 1).
 * The expected figures of every costed line and the totals are data (bom-costing-corpus.expected.ts), worked
 * out from the parts' rows of the CSV apart from the code under test: need = qty × boards + ⌈attrition⌉ +
 * spares, the price at that quantity's break, the extended price, the cheapest higher break, the stock short.
 */

let database: Database;
let drop: () => Promise<void>;
let hints: PartTextHints;
const owner: BomOwner = { tenantId: 9001, staffId: 9001 };
const now = new Date('2026-11-22T08:00:00Z');
const BUILDS = [1, 10, 500];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  await seedBrandList(database.db);
  await importCatalogRows(database.db, readCsvFile(path.join(BOM_FIXTURES, CORPUS_PARTS)));
  hints = await partTextHints({ readDb: database.db });
}, 120_000);
afterAll(() => drop());

/** A BOM uploaded, confirmed and matched as the job does it, then set to the builds. */
async function costedBom(name: string): Promise<BomCosting> {
  const db = database.db;
  const log = await insertBomLog(db, owner, { bomName: name, fileName: name, sheet: [], now });
  await insertBomLines(db, owner, log.id, await readCorpusLines(name, hints), now);
  const lines = await pendingLines(db, owner, log.id, 20_000);
  await writeMatches(db, owner, log.id, await matchLineRows({ db, readDb: db }, owner, lines), now);
  await db.execute(sql`update bom_log set job_state = 'DONE', build_quantities = ${arrayParam(BUILDS, 'int')}
                       where id = ${log.id}`);
  return bomCosting({ db, readDb: db }, owner, log.id, 'en_US');
}

describe('costing real BOMs', () => {
  for (const expected of COSTED_BOMS) {
    it(`${expected.file}: every costed line's need, buy quantity, prices and buy-up, and the totals`, async () => {
      const answer = await costedBom(expected.file);
      const costed = answer.lines.filter((l) => l.issue === null);
      expect(
        costed.map((l) => [
          l.lineNo,
          l.part?.mfrPartNumber,
          l.qtyPerBoard,
          l.attrition.source,
          l.builds.map((b) => [
            b.need,
            b.buyQty,
            b.unitTaxPrice,
            b.extTaxAmount,
            b.extNotTaxAmount,
            b.shortQty,
            b.buyUp && [b.buyUp.buyQty, b.buyUp.saving],
          ]),
        ]),
      ).toEqual(expected.lines);
      expect(answer.lines.length - costed.length).toBe(expected.uncosted);
      expect(
        answer.builds.map((b) => [
          b.boards,
          b.total.map((t) => [t.currency, t.taxAmount, t.notTaxAmount]),
          b.perBoard.map((t) => t.taxAmount),
          b.buyUpSaving.map((s) => s.amount),
          b.shortCount,
        ]),
      ).toEqual(expected.totals);
    });
  }
});
