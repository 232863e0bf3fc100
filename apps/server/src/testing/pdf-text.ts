import { inflateSync } from 'node:zlib';

/** Every stream of a PDF, inflated when it is compressed. */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const found: string[] = [];
  const start = /stream\r?\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const to = text.indexOf('endstream', from);
    const raw = pdf.subarray(from, to);
    try {
      found.push(inflateSync(raw).toString('latin1'));
    } catch {
      found.push(raw.toString('latin1'));
    }
  }
  return found;
}

/** Glyph code → text from the ToUnicode maps pdfkit writes (`<from> <to> [<u> <u> …]` ranges). */
function unicodeMap(all: string[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const stream of all.filter((s) => s.includes('beginbfrange'))) {
    for (const range of stream.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const first = parseInt(range[1] ?? '0', 16);
      [...(range[3] ?? '').matchAll(/<([0-9a-f]+)>/gi)].forEach((u, i) => {
        const hex = u[1] ?? '';
        const units = hex.match(/.{4}/g)?.map((h) => parseInt(h, 16)) ?? [];
        map.set(first + i, String.fromCharCode(...units));
      });
    }
  }
  return map;
}

/**
 * The text drawn in a PDF written by pdfkit with an embedded (CID) font: each TJ of the page content
 * decoded through the font's ToUnicode map, one line per TJ. Enough to assert what a contract says.
 */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const map = unicodeMap(all);
  const lines: string[] = [];
  for (const stream of all.filter((s) => /\bTJ\b/.test(s))) {
    for (const op of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const codes = [...(op[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].flatMap((h) => h[1]?.match(/.{4}/g) ?? []);
      lines.push(codes.map((c) => map.get(parseInt(c, 16)) ?? '?').join(''));
    }
  }
  return lines.join('\n');
}

/** The number of pages of a PDF. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}
