import { describe, expect, it } from 'vitest';
import { bannerAction, bannersForLang, parseBanners } from './banner';
import type { Banner } from './banner';

function item(value: string, desc: Record<string, string> | string) {
  return {
    dic_value: value,
    dic_value_name: `Banner ${value}`,
    property: `/banners/${value}.jpg`,
    dic_value_desc: typeof desc === 'string' ? desc : JSON.stringify(desc),
  };
}

function banner(data: Partial<Banner['data']>): Banner {
  const base = { status: '00A', type: '', url: '', brandCode: '', brandName: '', mfrPn: '' };
  return { id: '1', name: 'b', image: '/b.jpg', lang: 'zh_CN', data: { ...base, ...data } };
}

describe('parseBanners', () => {
  it('keeps only active banners, in order, and skips broken items', () => {
    const json = JSON.stringify([
      item('1', { status: '00A', type: 'advertisement', url: 'https://example.com' }),
      item('2', { status: '00X', type: 'brand', brandCode: 'TI' }),
      item('3', '{broken'),
      { dic_value: '4' },
      item('5', { status: '00A', type: 'mfrPn', mfrPn: 'LM358DR', brandCode: 'TI' }),
    ]);
    const banners = parseBanners(json);
    expect(banners.map((b) => b.id)).toEqual(['1', '5']);
    expect(banners[1]).toMatchObject({
      name: 'Banner 5',
      image: '/banners/5.jpg',
      data: { mfrPn: 'LM358DR' },
    });
  });

  it("reads each banner's language; a banner without one (saved before languages) is Chinese", () => {
    const json = JSON.stringify([
      item('1', { status: '00A', type: 'brand', brandCode: 'TI' }),
      item('2', { status: '00A', lang: 'en_US', type: 'brand', brandCode: 'TI' }),
      item('3', { status: '00A', lang: 'zh_TW', type: 'brand', brandCode: 'TI' }),
      item('4', { status: '00A', lang: 'xx', type: 'brand', brandCode: 'TI' }),
    ]);
    expect(parseBanners(json).map((b) => b.lang)).toEqual(['zh_CN', 'en_US', 'zh_TW', 'zh_CN']);
  });

  it('gives no banners for a missing or broken dictionary value', () => {
    expect(parseBanners(undefined)).toEqual([]);
    expect(parseBanners('nope')).toEqual([]);
  });
});

describe('bannersForLang', () => {
  const of = (id: string, lang: Banner['lang']): Banner => ({ ...banner({}), id, lang });
  const all = [of('cn1', 'zh_CN'), of('en1', 'en_US'), of('cn2', 'zh_CN'), of('en2', 'en_US')];

  it("shows only the buyer's language's banners when it has any, in their order", () => {
    expect(bannersForLang(all, 'en_US').map((b) => b.id)).toEqual(['en1', 'en2']);
    expect(bannersForLang(all, 'zh_CN').map((b) => b.id)).toEqual(['cn1', 'cn2']);
  });

  it("falls back to another language's banners only when the buyer's language has none", () => {
    // No traditional-Chinese banner: the simplified ones, never a mix.
    expect(bannersForLang(all, 'zh_TW').map((b) => b.id)).toEqual(['cn1', 'cn2']);
    expect(bannersForLang([of('en1', 'en_US')], 'zh_CN').map((b) => b.id)).toEqual(['en1']);
    expect(bannersForLang([of('tw', 'zh_TW')], 'en_US').map((b) => b.id)).toEqual(['tw']);
    expect(bannersForLang([], 'en_US')).toEqual([]);
  });
});

describe('bannerAction', () => {
  it('opens an advertisement with a web url in a new window', () => {
    expect(bannerAction(banner({ type: 'advertisement', url: 'https://example.com/x' }), false)).toEqual({
      kind: 'open',
      url: 'https://example.com/x',
    });
  });

  it('navigates inside the app for any other advertisement url, never to another scheme', () => {
    expect(bannerAction(banner({ type: 'advertisement', url: '/sample' }), false)).toEqual({
      kind: 'navigate',
      to: '/sample',
    });
    expect(bannerAction(banner({ type: 'advertisement', url: 'global' }), false)).toEqual({
      kind: 'navigate',
      to: '/global',
    });
    expect(bannerAction(banner({ type: 'advertisement', url: 'javascript:alert(1)' }), false).kind).toBe(
      'none',
    );
    expect(bannerAction(banner({ type: 'advertisement', url: '//evil.example' }), false).kind).toBe('none');
  });

  it('sends a logged-out user to login carrying the part number and brand', () => {
    expect(bannerAction(banner({ type: 'mfrPn', mfrPn: 'LM358DR', brandCode: 'TI' }), false)).toEqual({
      kind: 'navigate',
      to: '/login?origin=%2Fsearch%3FmfrPn%3DLM358DR%26brandCodes%3DTI',
    });
  });

  it('runs the search for a logged-in user', () => {
    expect(bannerAction(banner({ type: 'brand', brandCode: 'TI' }), true)).toEqual({
      kind: 'navigate',
      to: '/search?brandCodes=TI',
    });
  });

  it('does nothing for other types', () => {
    expect(bannerAction(banner({ type: 'notice', url: '/x' }), true)).toEqual({ kind: 'none' });
  });
});
