import { useQuery } from '@tanstack/react-query';
import { opsContract } from '@emall/contract/ops';
import type { BannerInput, OpsBanner } from '@emall/contract/ops';
import { call } from '../../../../api/client';
import { contentKeys } from './content-keys';
import { useContentSave } from './use-content-save';

const calls = opsContract.opsContent;

/** The home carousel's banners, in their order. */
export function useBanners() {
  return useQuery({ queryKey: contentKeys.banners, queryFn: () => call(calls.qryBanners, {}) });
}

/** Puts the banners in the order of the ids given. */
export function useReorderBanners() {
  return useContentSave((ids: number[]) => call(calls.reorderBanners, { ids }));
}

export function useRemoveBanner() {
  return useContentSave((id: number) => call(calls.removeBanner, { id }));
}

/** Adds a banner (`banner` null) or saves the one given. */
export function useSaveBanner(banner: OpsBanner | null, onSaved: () => void) {
  return useContentSave(
    (values: BannerInput) =>
      banner ? call(calls.updateBanner, { ...values, id: banner.id }) : call(calls.addBanner, values),
    onSaved,
  );
}
