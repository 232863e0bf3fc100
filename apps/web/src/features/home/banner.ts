import { DEFAULT_LANG, dicItemSchema, LANGS, normalizeLang, STATUS_ACTIVE } from '@emall/contract';
import type { Lang } from '@emall/contract';
import { loginPath } from '../../api/login-path';

/** A banner item, read from one dictionary item of DIC_EMALL_BANNER_CONFIG. */
export interface Banner {
  id: string;
  name: string;
  image: string;
  /** The language the image is written in (a banner saved before banners had one is Chinese). */
  lang: Lang;
  data: {
    status: string;
    /** 'advertisement', 'brand' or 'mfrPn'; any other type does nothing on click. */
    type: string;
    url: string;
    brandCode: string;
    brandName: string;
    mfrPn: string;
  };
}

export type BannerAction =
  { kind: 'open'; url: string } | { kind: 'navigate'; to: string } | { kind: 'none' };

/**
 * Reads the dictionary's JSON string into the active banners, in order. A broken item is skipped
 * rather than hiding every banner: the dictionary is edited by hand.
 */
export function parseBanners(json: string | undefined): Banner[] {
  const items = safeJson(json);
  if (!Array.isArray(items)) return [];
  const banners: Banner[] = [];
  for (const raw of items) {
    const item = dicItemSchema.safeParse(raw);
    if (!item.success || !item.data.property) continue;
    const desc = safeJson(item.data.dic_value_desc ?? undefined);
    const data = {
      status: textOf(desc, 'status'),
      type: textOf(desc, 'type'),
      url: textOf(desc, 'url'),
      brandCode: textOf(desc, 'brandCode'),
      brandName: textOf(desc, 'brandName'),
      mfrPn: textOf(desc, 'mfrPn'),
    };
    if (data.status !== STATUS_ACTIVE) continue;
    banners.push({
      id: item.data.dic_value,
      name: item.data.dic_value_name,
      image: item.data.property,
      lang: normalizeLang(textOf(desc, 'lang')) ?? DEFAULT_LANG,
      data,
    });
  }
  return banners;
}

/**
 * The banners of the buyer's language. Only when that language has none are another language's shown
 * (Chinese first, then the others in their order): an English buyer never sees a Chinese image beside
 * English ones, and a language without banners still gets a carousel.
 */
export function bannersForLang(banners: readonly Banner[], lang: Lang): Banner[] {
  const order = [lang, DEFAULT_LANG, ...LANGS];
  for (const candidate of order) {
    const own = banners.filter((banner) => banner.lang === candidate);
    if (own.length > 0) return own;
  }
  return [];
}

/** The search a brand or part-number banner runs; the search page reads these query names. */
export function bannerSearchPath(data: Banner['data']): string {
  const params = new URLSearchParams();
  if (data.mfrPn) params.set('mfrPn', data.mfrPn);
  if (data.brandCode) params.set('brandCodes', data.brandCode);
  return `/search?${params.toString()}`;
}

/** What a banner click does. */
export function bannerAction(banner: Banner, isLoggedIn: boolean): BannerAction {
  const { data } = banner;
  switch (data.type) {
    case 'advertisement': {
      const url = data.url.trim();
      if (/^https?:\/\//i.test(url)) return { kind: 'open', url };
      // In-app targets only: a protocol-relative or scheme url must not leave the shop silently.
      if (!url || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return { kind: 'none' };
      return { kind: 'navigate', to: url.startsWith('/') ? url : `/${url}` };
    }
    case 'brand':
    case 'mfrPn': {
      if (!data.mfrPn && !data.brandCode) return { kind: 'none' };
      const to = bannerSearchPath(data);
      return { kind: 'navigate', to: isLoggedIn ? to : loginPath(to) };
    }
    default:
      return { kind: 'none' };
  }
}

function safeJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function textOf(record: unknown, name: string): string {
  if (typeof record !== 'object' || record === null) return '';
  const value: unknown = (record as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
