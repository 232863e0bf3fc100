import type { CallBody } from '@emall/contract';
import type { opsContract } from '@emall/contract/ops';

type Calls = typeof opsContract.opsCatalog;

/** The query keys of /ops/catalog, one group per tab. */
export const catalogKeys = {
  /** The product list and, under it, each product opened in the editor: a save reads both again. */
  products: ['ops', 'catalog', 'products'] as const,
  productPage: (body: CallBody<Calls['qryProductByPage']>) => ['ops', 'catalog', 'products', body] as const,
  product: (productId: string) => ['ops', 'catalog', 'products', 'detail', productId] as const,
  /** The parameter vocabulary, named in the operator's language. */
  parameterOptions: (language: string) => ['ops', 'catalog', 'parameterOptions', language] as const,
  imports: ['ops', 'catalog', 'imports'] as const,
  importPage: (pageNo: number) => ['ops', 'catalog', 'imports', pageNo] as const,
  importJob: (jobId: number | null) => ['ops', 'catalog', 'import', jobId] as const,
  rejections: (jobId: number, pageNo: number) => ['ops', 'catalog', 'rejections', jobId, pageNo] as const,
  hotParts: ['ops', 'catalog', 'hot'] as const,
  quotes: ['ops', 'catalog', 'quotes'] as const,
  quotePage: (body: CallBody<Calls['qryQuoteByPage']>) => ['ops', 'catalog', 'quotes', body] as const,
  brands: ['ops', 'catalog', 'brands'] as const,
  brandPage: (keyword: string, pageNo: number) => ['ops', 'catalog', 'brands', keyword, pageNo] as const,
  mergeTargets: (search: string) => ['ops', 'catalog', 'brands', 'targets', search] as const,
};
