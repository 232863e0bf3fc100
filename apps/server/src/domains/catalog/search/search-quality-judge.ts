import type { ProductPage } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import { factsOf, ruleBreach, type RowFacts } from './search-quality-facts.js';
import type { RealCase } from './search-quality-real-cases.js';

/**
 * How a case of the real catalog's quality table is judged (search-quality-real.test.ts on the fixture,
 * testing/measure-search-quality.ts on the full catalog): precision@10, the share of the first ten rows that are
 * correct, must be at least 0.9 (fewer rows: all of them); the answer must hold at least `atLeast` matches; the
 * words must be read as the case says.
 */

/** The rows precision is measured over. */
export const PRECISION_ROWS = 10;
/** The bar: at least 9 of the first 10 rows correct. */
export const PRECISION_BAR = 0.9;

export interface Judgement {
  q: string;
  total: number;
  /** Rows among the first ten. */
  shown: number;
  /** Correct rows among them. */
  correct: number;
  /** correct / shown; 0 when nothing is shown. */
  precision: number;
  /** The rows among the first ten that are not correct: part number and why. */
  wrong: string[];
  /** What the reading lacks or has that it must not (empty when the case asks nothing of it). */
  reading: string[];
  passes: boolean;
}

/** Whether the reading holds the words the case names and none it excludes. */
function readingFaults(c: RealCase, answer: ProductPage): string[] {
  const words = answer.ext.reading?.understood ?? [];
  const faults: string[] = [];
  for (const want of c.reads ?? []) {
    const found = words.some(
      (w) => w.kind === want.kind && (want.text === undefined || w.text === want.text),
    );
    if (!found) faults.push(`no ${want.kind} word${want.text === undefined ? '' : ` '${want.text}'`}`);
  }
  for (const kind of c.readsNot ?? [])
    for (const w of words) if (w.label.includes(kind)) faults.push(`read '${w.text}' as ${w.label}`);
  return faults;
}

export function judge(c: RealCase, answer: ProductPage, facts: ReadonlyMap<string, RowFacts>): Judgement {
  const first = answer.rows.slice(0, PRECISION_ROWS);
  const wrong = first.flatMap((r) => {
    const row = facts.get(r.spuId);
    const why = row ? ruleBreach(row, c.correct) : 'missing';
    return why ? [`${r.mfrPartNumber}: ${why}`] : [];
  });
  const shown = first.length;
  const correct = shown - wrong.length;
  const precision = shown ? correct / shown : 0;
  const reading = readingFaults(c, answer);
  const enough = shown >= PRECISION_ROWS ? precision >= PRECISION_BAR : correct === shown;
  return {
    q: c.q,
    total: answer.total,
    shown,
    correct,
    precision,
    wrong,
    reading,
    passes: answer.total >= c.atLeast && shown > 0 && enough && reading.length === 0,
  };
}

/** Reads the facts of an answer's first ten rows and judges it. */
export async function judgeAnswer(db: Db, c: RealCase, answer: ProductPage): Promise<Judgement> {
  const facts = await factsOf(
    db,
    answer.rows.slice(0, PRECISION_ROWS).map((r) => r.spuId),
  );
  return judge(c, answer, facts);
}
