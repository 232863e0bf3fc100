import { CUST_PN_TEMPLATES, XLSX_CONTENT_TYPE } from '@emall/contract';
import type { FileDownload, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { buildWorkbook } from '../../platform/sheet-writer.js';
import { sheetText } from './cart-sheet.js';

/**
 * The downloadable templates (GET upload/download?filePath=template/…, docs/api.md): a fixed list of names,
 * each built in memory from the text catalogue. No name from a request ever reaches the file system
 * (docs/security.md): an unknown name is simply not in the list. The Chinese template serves both Chinese
 * languages (the reader accepts either script).
 */
const TEMPLATE_LANGS: Readonly<Record<string, Lang>> = {
  [CUST_PN_TEMPLATES.zh]: 'zh_CN',
  [CUST_PN_TEMPLATES.en]: 'en_US',
};

/** The template columns: the custom part number is set for the cart line of that brand and part number. */
const TEMPLATE_HEADERS = ['cart.sheet.brand', 'cart.sheet.mfrPartNumber', 'cart.sheet.custPn'] as const;
const TEMPLATE_WIDTHS = [24, 28, 24];

const built = new Map<string, Uint8Array>();

export function templateFile(filePath: string): FileDownload {
  const lang = Object.hasOwn(TEMPLATE_LANGS, filePath) ? TEMPLATE_LANGS[filePath] : undefined;
  if (!lang) throw new AppError('NOT_FOUND');
  let bytes = built.get(filePath);
  if (!bytes) {
    bytes = buildWorkbook(
      sheetText('cart.sheet.templateName', lang),
      TEMPLATE_HEADERS.map((key) => sheetText(key, lang)),
      [],
      TEMPLATE_WIDTHS,
    );
    built.set(filePath, bytes);
  }
  return {
    kind: 'file',
    filename: filePath.slice(filePath.lastIndexOf('/') + 1),
    contentType: XLSX_CONTENT_TYPE,
    bytes,
  };
}
