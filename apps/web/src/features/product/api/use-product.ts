import { useQuery } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import type { ProductDetails } from '@emall/contract';
import { ApiError } from '../../../api/api-error';
import { call, showApiError } from '../../../api/client';
import { SALES_CHANNEL_STORAGE_KEY } from '../../../api/request-headers';

/** Which product a /details route names. */
export type ProductKey =
  { kind: 'spuId'; spuId: string } | { kind: 'partNumber'; mfrPartNumber: string; brandCode: string };

/** spuIds are whole numbers; anything else cannot name a product. */
const SPU_ID_PATTERN = /^\d{1,18}$/;

export function isValidKey(key: ProductKey): boolean {
  return key.kind === 'spuId'
    ? SPU_ID_PATTERN.test(key.spuId)
    : key.mfrPartNumber.trim() !== '' && key.brandCode.trim() !== '';
}

/** The query p of a details link carries the sales channel; every request of this tab sends it on. */
export function rememberSalesChannel(p: string | null): void {
  if (p) sessionStorage.setItem(SALES_CHANNEL_STORAGE_KEY, p);
}

/** True for the answer that the product does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One product for the details page. A missing product is a state of the page, not a toast; any other
 * failure is shown as usual.
 */
export function useProduct(key: ProductKey, salesChannel: string | null) {
  return useQuery({
    queryKey: ['catalog', 'product', key],
    queryFn: async (): Promise<ProductDetails> => {
      rememberSalesChannel(salesChannel);
      try {
        return key.kind === 'spuId'
          ? await call(contract.catalog.qryProductByKey, { spuId: key.spuId }, { quiet: true })
          : await call(
              contract.catalog.qryDigitProductByKey,
              { mfrPartNumber: key.mfrPartNumber, brandCode: key.brandCode },
              { quiet: true },
            );
      } catch (error) {
        if (error instanceof ApiError && !isNotFound(error)) showApiError(error);
        throw error;
      }
    },
    enabled: isValidKey(key),
  });
}
