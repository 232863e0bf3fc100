import { pickText, type Lang, type LocalizedText, type UnderstoodWord } from '@emall/contract';
import type { Db } from '../../../platform/db.js';
import type { QueryWord } from './search-query.js';
import { searchSense, type ComparedCode, type ValueComparison } from './search-sense.js';

/**
 * How a rating or a tolerance of a query was read, in the caller's language (`ext.reading.understood`): the
 * parameter it is compared against and the comparison, so a buyer sees why a 50 V part is listed for `25V`
 * ('Voltage rating ≥ 25V') and a 0.1 % one for `1%` ('Tolerance ≤ 1%').
 */

const COMPARED: Record<ComparedCode, LocalizedText> = {
  voltageRating: { zhCn: '额定电压 ≥', zhTw: '額定電壓 ≥', enUs: 'Voltage rating ≥' },
  currentRating: { zhCn: '额定电流 ≥', zhTw: '額定電流 ≥', enUs: 'Rated current ≥' },
  power: { zhCn: '额定功率 ≥', zhTw: '額定功率 ≥', enUs: 'Rated power ≥' },
  tolerance: { zhCn: '精度 ≤', zhTw: '精度 ≤', enUs: 'Tolerance ≤' },
  holdCurrent: { zhCn: '保持电流', zhTw: '保持電流', enUs: 'Hold current' },
};

/** 'Rated current ≥ 2A', '额定电压 ≥ 25V'; a tolerance without its '±' ('Tolerance ≤ 1%' for '±1%'). */
export function comparedLabel(word: QueryWord, comparison: ValueComparison, lang: Lang): string {
  const shown = comparison.code === 'tolerance' ? word.text.replace(/^(?:±|\+\/-)\s*/u, '') : word.text;
  return `${pickText(COMPARED[comparison.code], lang)} ${shown}`;
}

/** The words as read (search-reading.service.ts), each rating and tolerance labelled as compared. */
export async function withComparedLabels(
  db: Db,
  words: readonly QueryWord[],
  understood: readonly UnderstoodWord[],
  lang: Lang,
): Promise<UnderstoodWord[]> {
  const sense = await searchSense(db, words);
  return understood.map((read, i) => {
    const word = words[i];
    const comparison = sense.comparisons[i];
    return word && comparison ? { ...read, label: comparedLabel(word, comparison, lang) } : read;
  });
}
