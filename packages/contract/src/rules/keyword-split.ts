/**
 * Keyword highlighting in search results: the search input is cut into keywords and
 * every occurrence of a keyword in a result's text is marked. The split pattern is a system parameter
 * (PAR_PSM_0015, docs/operations.md), so it is data an administrator types: a bad pattern must never break
 * the result list.
 */

/**
 * The default split, as a pattern source like PAR_PSM_0015's: whitespace, commas (ASCII and full-width),
 * slashes, underscores, tildes, hyphens and plus signs.
 */
export const DEFAULT_KEYWORD_SPLIT_PATTERN = '[\\s,，/_~+-]+';

/**
 * Reads the pattern of PAR_PSM_0015: either a bare source ('[\\s,]+') or a literal with flags ('/[\\s,]+/i').
 * Answers undefined when it is blank or does not compile.
 */
function compileSplitPattern(pattern: string | null | undefined): RegExp | undefined {
  if (pattern === undefined || pattern === null || pattern === '') return undefined;
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  const source = literal?.[1] ?? pattern;
  const flags = (literal?.[2] ?? '').replace(/[gy]/g, '');
  try {
    return new RegExp(source, `${flags}g`);
  } catch {
    return undefined;
  }
}

/**
 * Cuts a search input into keywords: on the given pattern (PAR_PSM_0015) or, when it is absent or invalid,
 * on DEFAULT_KEYWORD_SPLIT_PATTERN. Pieces are trimmed; empty ones are dropped; duplicates (case-insensitive, as the
 * highlighting is) keep their first spelling; the longest come first, so that a longer keyword wins over a
 * shorter one it contains. Empty matches of the pattern and its capture groups never make pieces.
 */
export function splitKeywords(input: string, pattern?: string | null): string[] {
  const splitter = compileSplitPattern(pattern) ?? new RegExp(DEFAULT_KEYWORD_SPLIT_PATTERN, 'gu');
  const pieces: string[] = [];
  let start = 0;
  for (const match of input.matchAll(splitter)) {
    if (match[0] === '') continue;
    pieces.push(input.slice(start, match.index));
    start = match.index + match[0].length;
  }
  pieces.push(input.slice(start));

  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const piece of pieces) {
    const keyword = piece.trim();
    const folded = keyword.toLowerCase();
    if (keyword === '' || seen.has(folded)) continue;
    seen.add(folded);
    keywords.push(keyword);
  }
  // Array.prototype.sort is stable: keywords of the same length keep the order they were typed in.
  return keywords.sort((a, b) => b.length - a.length);
}

/** One piece of a highlighted text. */
export interface HighlightSegment {
  text: string;
  isMatch: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * Cuts a text into segments, marking each case-insensitive occurrence of a keyword; the keywords are taken
 * literally (regex special characters included), the longest first. Joining the segments' texts gives back
 * the text; no segment is empty, and no two unmarked segments are adjacent.
 */
export function highlightSegments(text: string, keywords: readonly string[]): HighlightSegment[] {
  if (text === '') return [];
  const usable = [...new Set(keywords.filter((k) => k !== ''))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, isMatch: false }];

  const matcher = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const segments: HighlightSegment[] = [];
  let start = 0;
  for (const match of text.matchAll(matcher)) {
    if (match.index > start) segments.push({ text: text.slice(start, match.index), isMatch: false });
    segments.push({ text: match[0], isMatch: true });
    start = match.index + match[0].length;
  }
  if (start < text.length) segments.push({ text: text.slice(start), isMatch: false });
  return segments;
}
