import { CART_EXPORT_COLUMNS, XLSX_CONTENT_TYPE } from '@emall/contract';
import type { CartExportColumn, CartLine, FileDownload, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { fileNameStamp } from '../../platform/file-answer.js';
import type { StaffContext } from '../../platform/request-context.js';
import { listCartLines } from './cart.queries.js';
import { cartOwner, priceLines, toProductIds, type CartDeps } from './cart.service.js';
import { LINE_AMOUNT_DECIMALS } from './cart-pricing.js';
import { buildWorkbook, moneyCell, type SheetCell } from '../../platform/sheet-writer.js';
import { sheetText } from './cart-sheet.js';

interface ExportColumn {
  header: (withTax: boolean) => string;
  width: number;
  cell: (line: CartLine, withTax: boolean) => SheetCell;
}

/** Unit prices are shown with 6 decimals, like the line amounts (prices of small parts live there). */
const PRICE_DECIMALS = 6;

const COLUMNS: Record<CartExportColumn, ExportColumn> = {
  brand: { header: () => 'cart.sheet.brand', width: 24, cell: (line) => line.brandName },
  mfrPartNumber: { header: () => 'cart.sheet.mfrPartNumber', width: 26, cell: (line) => line.mfrPartNumber },
  custPn: { header: () => 'cart.sheet.custPn', width: 22, cell: (line) => line.custPn ?? '' },
  price: {
    header: (withTax) => (withTax ? 'cart.sheet.priceIncl' : 'cart.sheet.priceExcl'),
    width: 18,
    cell: (line, withTax) => {
      const price = withTax ? line.taxPrice : line.notTaxPrice;
      return price === null ? '' : moneyCell(price, PRICE_DECIMALS);
    },
  },
  quantity: { header: () => 'cart.sheet.quantity', width: 12, cell: (line) => line.quantity },
  amount: {
    header: (withTax) => (withTax ? 'cart.sheet.amountIncl' : 'cart.sheet.amountExcl'),
    width: 20,
    cell: (line, withTax) => {
      const amount = withTax ? line.amount : line.notTaxAmount;
      return amount === null ? '' : moneyCell(amount, LINE_AMOUNT_DECIMALS);
    },
  },
};

/**
 * shopCartExport: the caller's lines among spuIds, in cart order, as an .xlsx (docs/api.md): brand, part
 * number, custom part number, price, quantity and amount, or the columns `cols` names; prices and amounts
 * with tax when taxFlag is T. Prices are the catalog's, at each line's quantity. 404 when none of the
 * spuIds is in the cart.
 */
export async function exportCart(
  deps: CartDeps,
  staff: StaffContext,
  lang: Lang,
  body: { cols?: CartExportColumn[] | undefined; taxFlag: boolean; spuIds: string[] },
): Promise<FileDownload> {
  const wanted = new Set(toProductIds(body.spuIds));
  const rows = (await listCartLines(deps.db, cartOwner(staff))).filter((row) => wanted.has(row.productId));
  if (rows.length === 0) throw new AppError('CART_LINE_NOT_FOUND');
  const lines = await priceLines(deps, rows, lang, staff.tenantId);
  const chosen = new Set(body.cols ?? CART_EXPORT_COLUMNS);
  const columns = CART_EXPORT_COLUMNS.filter((key) => chosen.has(key)).map((key) => COLUMNS[key]);
  const bytes = buildWorkbook(
    sheetText('cart.sheet.name', lang),
    columns.map((column) => sheetText(column.header(body.taxFlag), lang)),
    lines.map((line) => columns.map((column) => column.cell(line, body.taxFlag))),
    columns.map((column) => column.width),
  );
  return {
    kind: 'file',
    filename: `shopping-cart-${fileNameStamp(deps.clock.now())}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    bytes,
  };
}
