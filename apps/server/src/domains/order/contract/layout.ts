import { fillText, formatLineAmount, pickText, TEXTS } from '@emall/contract';
import type { Lang, OrderLine } from '@emall/contract';

/** The page and table primitives of the sale contract (contract/pdf.ts lays the document out). */

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 40;
export const PAGE_WIDTH = 595.28; // A4
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const FOOTER_SPACE = 36;

/** Table columns: text key, width (points, summing to WIDTH), alignment. */
const COLUMNS = [
  ['order.contract.col.no', 22, 'center'],
  ['order.contract.col.part', 98, 'left'],
  ['order.contract.col.brand', 80, 'left'],
  ['order.contract.col.desc', 66, 'left'],
  ['order.contract.col.qty', 44, 'right'],
  ['order.contract.col.price', 60, 'right'],
  ['order.contract.col.amount', 78, 'right'],
  ['order.contract.col.delivery', 67.28, 'center'],
] as const;

export function t(key: string, lang: Lang, values: Record<string, string | number> = {}): string {
  const entry = TEXTS[key];
  return entry ? fillText(pickText(entry, lang), values) : key;
}

/** 'Label：value' in Chinese, 'Label: value' in English. */
export function labelled(label: string, value: string, lang: Lang): string {
  return `${label}${lang === 'en_US' ? ': ' : '：'}${value}`;
}

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN - FOOTER_SPACE;
}

export function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

export function row(doc: Doc, lang: Lang, cells: readonly string[], header = false): void {
  doc.fontSize(header ? 8 : 7.5);
  const height =
    Math.max(...COLUMNS.map(([, width], i) => doc.heightOfString(cells[i] ?? '', { width: width - 6 }))) + 6;
  // A new page repeats the table's header.
  if (ensureSpace(doc, height) && !header) tableHeader(doc, lang);
  const y = doc.y;
  let x = MARGIN;
  if (header) doc.rect(MARGIN, y, WIDTH, height).fillAndStroke('#eeeeee', '#999999').fillColor('#000000');
  COLUMNS.forEach(([, width, align], i) => {
    doc.text(cells[i] ?? '', x + 3, y + 3, { width: width - 6, align });
    x += width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + WIDTH, y + height)
    .strokeColor('#999999')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

export function tableHeader(doc: Doc, lang: Lang): void {
  row(
    doc,
    lang,
    COLUMNS.map(([key]) => t(key, lang)),
    true,
  );
}

export function lineCells(line: OrderLine): string[] {
  return [
    String(line.lineNo),
    line.custPn ? `${line.mfrPartNumber}\n(${line.custPn})` : line.mfrPartNumber,
    line.brandName,
    line.productCatalogName,
    `${line.quantity.toLocaleString('en')} ${line.qtyUnit}`,
    formatLineAmount(line.taxPrice),
    formatLineAmount(line.amount),
    line.deliveryDate,
  ];
}
