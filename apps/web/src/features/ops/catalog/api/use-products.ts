import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { catalogKeys } from './catalog-keys';

const calls = opsContract.opsCatalog;

export type OpsProductListBody = CallBody<typeof calls.qryProductByPage>;
export type OpsProductUpdate = CallBody<typeof calls.updateProduct>;

export function useProductPage(body: OpsProductListBody) {
  return useQuery({
    queryKey: catalogKeys.productPage(body),
    queryFn: () => call(calls.qryProductByPage, body),
    placeholderData: keepPreviousData,
  });
}

/**
 * A product with its parameters, for the editor. Under the product list's key, so that a save's refresh of the
 * list reloads it too. Not per language: a switch mid-edit keeps the rows typed (the server knows the
 * vocabulary's names in every language). Never stale: a background refetch must not reset what is typed.
 */
export function useProductDetail(productId: string) {
  return useQuery({
    queryKey: catalogKeys.product(productId),
    queryFn: () => call(calls.qryProduct, { productId }),
    staleTime: Infinity,
  });
}

/** The parameter vocabulary offered in the editor, in the operator's language. */
export function useParameterOptions(language: string) {
  return useQuery({
    queryKey: catalogKeys.parameterOptions(language),
    queryFn: () => call(calls.qryParameterList, {}),
    staleTime: Infinity,
  });
}

/** Saves a product's changes; once saved, the product list (and the product under it) is read again. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return async (body: OpsProductUpdate) => {
    const answer = await call(calls.updateProduct, body);
    void client.invalidateQueries({ queryKey: catalogKeys.products });
    return answer;
  };
}
