import type { Lang } from '@emall/contract';
import { sampleProductPage } from '../catalog/sample-catalog.service.js';
import { lineQtyLimit, sampleLimits } from './sample-limits.js';
import type { SampleDeps } from './sample.settings.js';

/**
 * qrySampleList4Page: the catalog's sample products (of a catalog entry, one product, or matching a part or brand
 * keyword), each with the most pieces one request may hold.
 */
export async function sampleCatalogPage(
  deps: SampleDeps,
  query: {
    pageNo: number;
    pageSize: number;
    productCatalogId?: number | undefined;
    spuId?: string | undefined;
    keyword?: string | undefined;
  },
  lang: Lang,
) {
  const [page, limits] = await Promise.all([
    sampleProductPage(
      deps,
      {
        catalogId: query.productCatalogId,
        spuId: query.spuId,
        keyword: query.keyword,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      },
      lang,
    ),
    sampleLimits(deps),
  ]);
  return {
    rows: page.rows.map((product) => ({ ...product, sampleQtyLimit: lineQtyLimit(product, limits) })),
    total: page.total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}
