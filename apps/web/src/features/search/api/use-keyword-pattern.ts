import { useQuery } from '@tanstack/react-query';
import { contract, SYS_PARAM } from '@emall/contract';
import { call } from '../../../api/client';

/**
 * The keyword split pattern of PAR_PSM_0015. Highlighting is a nicety: without the parameter the default
 * split applies, so a failure stays silent.
 */
export function useKeywordPattern(): string | undefined {
  const { data } = useQuery({
    queryKey: ['system', 'param', SYS_PARAM.keywordSplitPattern],
    queryFn: async () => {
      const values = await call(
        contract.system.getParamValue,
        { paramCodes: [SYS_PARAM.keywordSplitPattern] },
        { silent: true },
      );
      return values[SYS_PARAM.keywordSplitPattern] ?? '';
    },
    staleTime: Infinity,
  });
  return data || undefined;
}
