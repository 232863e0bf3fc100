import { multiplyMoney, sumMoney } from '@emall/contract';
import type { BomSummary, BomSummaryLine, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bodyId } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { productsAtQuantities } from '../catalog/line-products.service.js';
import { activeBomLines } from './core/detail.queries.js';
import { findBomLog } from './core/log.queries.js';
import { bomOwner, catalogOf, type BomDeps } from './bom.settings.js';

/**
 * qryBomSummary: every active line of the caller's own BOM, each with its chosen part priced at the line's
 * quantity, and the BOM's total (tax included, per currency, of the priced lines) with the counts of priced,
 * in-stock and short lines. The match view shows the total, selects every line of the BOM from it and
 * lists the lines an enquiry would send. Another staff member's BOM is not found (404).
 */
export async function bomSummary(
  deps: Pick<BomDeps, 'db' | 'readDb'>,
  staff: StaffContext,
  bomId: string,
  lang: Lang,
): Promise<BomSummary> {
  const owner = bomOwner(staff);
  const log = await findBomLog(deps.db, owner, bodyId(bomId));
  if (!log) throw new AppError('NOT_FOUND');
  const rows = await activeBomLines(deps.db, owner, log.id);
  const products = await productsAtQuantities(
    catalogOf(deps),
    rows.map((r) => ({ spuId: r.productId === null ? '' : String(r.productId), quantity: r.qty })),
    lang,
  );
  const amounts = new Map<string, string[]>();
  const lines = rows.map((row, i): BomSummaryLine => {
    const product = products[i];
    const priced = product?.isMatch === true && product.taxPrice !== null;
    if (product && priced && product.taxPrice !== null) {
      const list = amounts.get(product.currency) ?? [];
      list.push(multiplyMoney(product.taxPrice, String(row.qty)));
      amounts.set(product.currency, list);
    }
    return {
      detailId: String(row.id),
      lineNo: row.lineNo,
      qryParam: row.qryParam,
      brandName: row.brandName,
      custProductCode: row.custProductCode,
      qty: row.qty,
      spuId: product ? product.spuId : null,
      mfrPartNumber: product ? product.mfrPartNumber : null,
      priced,
      stock: !product ? 'none' : product.shortageFlag === 'F' ? 'inStock' : 'short',
    };
  });
  return {
    tenantBomLogId: String(log.id),
    lineCount: lines.length,
    pricedCount: lines.filter((l) => l.priced).length,
    inStockCount: lines.filter((l) => l.stock === 'inStock').length,
    shortCount: lines.filter((l) => l.stock === 'short').length,
    totals: [...amounts].map(([currency, values]) => ({ currency, amount: sumMoney(values) })),
    lines,
  };
}
