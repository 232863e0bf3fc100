import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@emall/contract';
import type { CustOrderInfo, ShippingAddress, ShippingAddressInput } from '@emall/contract';
import { call } from '../../../api/client';

const CUSTOMER_QUERY_KEY = ['checkout', 'customer'] as const;

/**
 * The buyer's customer record (custOrderInfo): the account fields the order copies, account type and
 * billing cycle, invoice details and the shipping address book. Read fresh for each confirmation.
 */
export function useCustomerOrderInfo() {
  return useQuery({
    queryKey: CUSTOMER_QUERY_KEY,
    queryFn: () => call(contract.account.custOrderInfo, {}),
    gcTime: 0,
  });
}

/** Adds or changes an address; the answer is the whole book, default first, put straight into the record. */
export function useSaveShippingAddress() {
  const queryClient = useQueryClient();
  return async (input: ShippingAddressInput, addressId?: number): Promise<ShippingAddress[]> => {
    const list =
      addressId === undefined
        ? await call(contract.account.addShippingAddress, input, { quiet: true })
        : await call(contract.account.modifyShippingAddress, { ...input, addressId }, { quiet: true });
    queryClient.setQueryData<CustOrderInfo>(CUSTOMER_QUERY_KEY, (info) =>
      info ? { ...info, shippingAddressPoList: list } : info,
    );
    return list;
  };
}

/** After a refused order the record is read again: the billing cycle or tax rate may have changed. */
export function useReloadCustomer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
}
