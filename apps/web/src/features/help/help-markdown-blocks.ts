/**
 * The help centre's Markdown subset (docs/help-centre.md), parsed into plain data: the renderer builds React
 * elements from it, so no text of an article ever becomes HTML. Headings (##, ###), paragraphs, lists (- or 1.),
 * and inside a line bold (**…**), code (`…`) and links ([text](target)). Anything else is text as written.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; isOrdered: boolean; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let start = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > start) parts.push({ kind: 'text', text: line.slice(start, match.index) });
    const [, bold, code, linkText, href] = match;
    if (bold !== undefined) parts.push({ kind: 'bold', text: bold });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) parts.push({ kind: 'link', text: linkText, href });
    start = match.index + match[0].length;
  }
  if (start < line.length) parts.push({ kind: 'text', text: line.slice(start) });
  return parts;
}

const HEADING = /^(#{2,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+\.\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { isOrdered: boolean; items: Inline[][] } | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ...list });
    list = undefined;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line === '') {
      flush();
    } else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1].length === 2 ? 2 : 3,
        content: parseInline(heading[2]),
      });
    } else if (bullet?.[1] !== undefined || numbered?.[1] !== undefined) {
      const isOrdered = numbered !== null;
      if (paragraph.length > 0 || (list && list.isOrdered !== isOrdered)) flush();
      list ??= { isOrdered, items: [] };
      list.items.push(parseInline(bullet?.[1] ?? numbered?.[1] ?? ''));
    } else if (list) {
      // A line right under a list item continues it.
      const last = list.items.at(-1);
      if (last) last.push({ kind: 'text', text: ' ' }, ...parseInline(line));
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
