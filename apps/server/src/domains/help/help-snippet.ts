/** The longest snippet in the article list, in characters (code points). */
export const SNIPPET_LENGTH = 120;
/** How much text before the keyword the snippet keeps, so the match reads in its sentence. */
const LEAD = 30;

/**
 * The article's text without the Markdown subset's marks (docs/help-centre.md): heading and list marks, bold,
 * code ticks and link targets go; the words stay, on one line.
 */
export function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(#{1,6}\s+|[-*]\s+|\d+\.\s+|>\s?)/, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*([^*]+)\*\*/g, '$1')
        .replace(/`([^`]+)`/g, '$1'),
    )
    .filter((line) => line.trim() !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The passage of the article around the first occurrence of the keyword (case-insensitive), or its start when the
 * keyword is only in the title or absent; '…' marks text left out. Counted in code points, so no character is cut.
 */
export function snippetOf(markdown: string, keyword: string | undefined): string {
  const chars = Array.from(plainText(markdown));
  let start = 0;
  if (keyword) {
    const text = chars.join('');
    const match = new RegExp(escapeRegExp(keyword), 'iu').exec(text);
    if (match) start = Math.max(0, Array.from(text.slice(0, match.index)).length - LEAD);
  }
  const end = Math.min(chars.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}
