import type { Lang, Product } from '@emall/contract';
import type { CatalogDeps } from './catalog.settings.js';
import { productsForLines } from './catalog.service.js';
import { listSampleCatalogs, pageSampleProductIds } from './sample-catalog.queries.js';
import { nameIn } from './core/localized-name.js';

/** qrySampleParams: the catalog entries of the sample filter, named in the caller's language. */
export async function sampleCatalogEntries(
  deps: CatalogDeps,
  lang: Lang,
): Promise<{ productCatalogId: string; i18nProductCatalogName: string }[]> {
  const rows = await listSampleCatalogs(deps.readDb);
  return rows.map((row) => ({
    productCatalogId: String(row.id),
    i18nProductCatalogName: nameIn(row, lang),
  }));
}

/**
 * A page of products open to sampling, as catalog products priced at one piece. The sample domain calls
 * this (a domain reaches another only through its service) and adds its own limits.
 */
export async function sampleProductPage(
  deps: CatalogDeps,
  filter: {
    catalogId?: number | undefined;
    spuId?: string | undefined;
    keyword?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  lang: Lang,
): Promise<{ rows: Product[]; total: number }> {
  const found = await pageSampleProductIds(deps.readDb, {
    catalogId: filter.catalogId,
    productId: filter.spuId === undefined ? undefined : Number(filter.spuId),
    keyword: filter.keyword,
    limit: filter.pageSize,
    offset: (filter.pageNo - 1) * filter.pageSize,
  });
  const products = await productsForLines(
    deps,
    found.ids.map((spuId) => ({ spuId, quantity: 1 })),
    lang,
  );
  return { rows: found.ids.flatMap((id) => products.get(id) ?? []), total: found.total };
}
