import { useQuery } from '@tanstack/react-query';
import { contract, DIC_CODE } from '@emall/contract';
import { call } from '../../../api/client';
import { useSessionStore } from '../../../api/session-store';
import { bannersForLang, parseBanners } from '../banner';
import type { Banner } from '../banner';

/** The active home banners from DIC_EMALL_BANNER_CONFIG, those of the buyer's language (bannersForLang). */
export function useBanners() {
  const lang = useSessionStore((s) => s.lang);
  return useQuery({
    queryKey: ['dictionary', DIC_CODE.bannerConfig],
    queryFn: async (): Promise<Banner[]> => {
      const byCode = await call(contract.system.getDicByCodes, { dicCodes: [DIC_CODE.bannerConfig] });
      return parseBanners(byCode[DIC_CODE.bannerConfig]);
    },
    select: (banners) => bannersForLang(banners, lang),
    staleTime: 5 * 60_000,
  });
}
