import { normalizePartNumber, pickText, TEXTS } from '@emall/contract';
import type { Lang } from '@emall/contract';

/**
 * The cart's spreadsheets: the export, the custom-part-number templates and the upload that reads either
 * back (the writing itself is platform/sheet-writer.ts). Headers come from the text catalogue in the caller's language; the reader knows them in every
 * language (and a few common English and Chinese spellings), so an exported cart can be uploaded again.
 */

export type SheetField = 'brand' | 'mfrPartNumber' | 'custPn';

export function sheetText(key: string, lang: Lang): string {
  const text = TEXTS[key];
  return text ? pickText(text, lang) : key;
}

/** A header as the reader compares it: NFKC, lower case, letters and digits only ('Part No.' → 'partno'). */
export function headerKey(text: string): string {
  return normalizePartNumber(text).toLowerCase();
}

function catalogueSpellings(key: string): string[] {
  const text = TEXTS[key];
  return text ? [text.zhCn, text.zhTw, text.enUs] : [];
}

const HEADER_SPELLINGS: Record<SheetField, string[]> = {
  brand: [
    ...catalogueSpellings('cart.sheet.brand'),
    'Manufacturer',
    'Mfr',
    '制造商',
    '製造商',
    '厂牌',
    '廠牌',
    '品牌名称',
  ],
  mfrPartNumber: [
    ...catalogueSpellings('cart.sheet.mfrPartNumber'),
    'Mfr Part Number',
    'Manufacturer Part Number',
    'MPN',
    'mfrPn',
    'Part No',
    '制造商型号',
    '製造商型號',
    '原厂型号',
  ],
  custPn: [
    ...catalogueSpellings('cart.sheet.custPn'),
    'custPn',
    'Customer Part Number',
    'Cust Part Number',
    '客户型号',
    '客戶型號',
    '客户料号',
    '客戶料號',
  ],
};

const FIELD_BY_HEADER = new Map<string, SheetField>(
  (Object.entries(HEADER_SPELLINGS) as [SheetField, string[]][]).flatMap(([field, spellings]) =>
    spellings.map((spelling) => [headerKey(spelling), field] as const),
  ),
);

/** The field a header cell names, if any. */
export function fieldOfHeader(text: string): SheetField | undefined {
  return FIELD_BY_HEADER.get(headerKey(text));
}
