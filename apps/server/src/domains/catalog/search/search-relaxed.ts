import type { QueryWord } from './search-query.js';

/** Chinese (or other CJK) script: a word the reader did not know is a word of a description. */
const CJK_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/**
 * The words a query may be searched again without when nothing matched all of them: its plain Chinese words
 * the reader did not know ('母座', '带灯', '有源'). The catalog describes parts in English, so such a word can
 * only match a part whose description happens to hold it, and one such word empties an answer the rest of the
 * query reads well ('Micro USB 母座', '有源蜂鸣器 5V'). Answers null when there is nothing to drop, or when
 * what would remain is brands or categories alone, or nothing (a brand's whole range is no answer to '村田 母座',
 * nor every buzzer to '无源蜂鸣器').
 */
export function relaxedWords(words: readonly QueryWord[]): { kept: QueryWord[]; ignored: string[] } | null {
  const isUnknownChinese = (word: QueryWord) => word.kind === 'text' && CJK_WORD.test(word.text);
  const kept = words.filter((word) => !isUnknownChinese(word));
  if (kept.length === words.length) return null;
  // A category alone is no answer either: '无源蜂鸣器' without '无源' would be every buzzer.
  if (kept.every((word) => word.kind === 'brand' || word.kind === 'category')) return null;
  return { kept, ignored: words.filter(isUnknownChinese).map((word) => word.text) };
}
