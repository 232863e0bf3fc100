import type { Lang, PartMatchRule, Product, ProductPage } from '@emall/contract';
import type { CatalogDeps } from './catalog.settings.js';
import { findProductsByIds } from './core/catalog.queries.js';
import { toProduct } from './core/product-view.js';

/**
 * Products for BOM lines (other domains call this service, never the catalog's queries): the chosen part
 * of each line priced at that line's quantity, and a line's candidates as a product page.
 */

/** Active products, one per line in the lines' order, each priced at its line's quantity (undefined: gone). */
export async function productsAtQuantities(
  deps: CatalogDeps,
  lines: readonly { spuId: string; quantity: number }[],
  lang: Lang,
): Promise<(Product | undefined)[]> {
  const ids = [...new Set(lines.map((l) => l.spuId).filter((id) => /^\d{1,18}$/.test(id)))];
  const records = new Map((await findProductsByIds(deps.readDb, ids)).map((r) => [r.id, r]));
  return lines.map((line) => {
    const record = records.get(line.spuId);
    return record?.is_active ? toProduct(record, lang, line.quantity) : undefined;
  });
}

/**
 * The candidates of a BOM line as qryProduct4Emall answers a search (the BOM page's line detail uses the same call):
 * in the line's order (best first), each with the rule that proposed it, priced at `quantity`; one page.
 */
export async function candidateProductPage(
  deps: CatalogDeps,
  candidates: readonly { spuId: string; matchRule: PartMatchRule }[],
  quantity: number,
  page: { pageNo: number; pageSize: number },
  lang: Lang,
): Promise<ProductPage> {
  const products = await productsAtQuantities(
    deps,
    candidates.map((c) => ({ spuId: c.spuId, quantity })),
    lang,
  );
  const rows = products.flatMap((product, i) => {
    const rule = candidates[i]?.matchRule;
    return product && rule ? [{ ...product, matchRule: rule }] : [];
  });
  const brands = new Map<string, { brandCode: string; brandName: string; count: number }>();
  for (const row of rows) {
    const known = brands.get(row.brandCode);
    brands.set(row.brandCode, {
      brandCode: row.brandCode,
      brandName: row.brandName,
      count: (known?.count ?? 0) + 1,
    });
  }
  const start = (page.pageNo - 1) * page.pageSize;
  return {
    rows: rows.slice(start, start + page.pageSize),
    total: rows.length,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    lastPage: start + page.pageSize >= rows.length,
    ext: { brands: [...brands.values()], totalCapped: false },
  };
}
