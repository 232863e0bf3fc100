import { useQuery } from '@tanstack/react-query';
import { contract, DIC_CODE } from '@emall/contract';
import { call } from '../../../api/client';
import { parseBanners } from '../banner';
import type { Banner } from '../banner';

/** The active home banners from DIC_EMALL_BANNER_CONFIG. */
export function useBanners() {
  return useQuery({
    queryKey: ['dictionary', DIC_CODE.bannerConfig],
    queryFn: async (): Promise<Banner[]> => {
      const byCode = await call(contract.system.getDicByCodes, { dicCodes: [DIC_CODE.bannerConfig] });
      return parseBanners(byCode[DIC_CODE.bannerConfig]);
    },
    staleTime: 5 * 60_000,
  });
}
