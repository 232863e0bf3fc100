import { useQuery } from '@tanstack/react-query';
import { contract, DIC_CODE } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';

/** The delivery methods are the DIC_DELIVERY_METHOD dictionary, in order; the first is the default. */
export function useDeliveryMethods() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['dictionary', DIC_CODE.deliveryMethod, lang],
    queryFn: () => call(contract.system.qryDataDicValueGroup, { dicCode: DIC_CODE.deliveryMethod }),
    staleTime: 5 * 60_000,
  });
}
