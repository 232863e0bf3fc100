import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, DIC_CODE, ORDER_PARAM, SYS_PARAM, TEXTS } from '@emall/contract';
import type { CallDef, DicItem, DicValue, SysParam, TranslationEntry } from '@emall/contract';
import { MAX_BANNERS, opsContract } from '@emall/contract/ops';
import type { AuditEntry, DictionaryEntry, OpsBanner, OpsSysParam, OpsText } from '@emall/contract/ops';
import { seedSystemData } from '../../seed/index.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const calls = opsContract.opsContent;

let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
let auditor: TestClient;
let buyer: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
  auditor = t.client();
  await auditor.opsLoginAs(operators.auditor);
  buyer = t.client();
  await buyer.loginAs(people.buyer);
});
afterAll(() => t.close());

/** A writing call answers 401 to a buyer and to nobody, 403 to the auditor, and writes nothing for them. */
async function expectGuarded(call: CallDef, body: unknown): Promise<void> {
  expect((await buyer.call(call, body)).status).toBe(401);
  expect((await t.client().call(call, body)).status).toBe(401);
  if (call.auth === 'ops-write') {
    const refused = await auditor.call(call, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errcode: 'OPS_READ_ONLY' });
  } else {
    expect((await auditor.call(call, body)).status).toBe(200);
  }
}

async function lastAudit(targetType: string, targetId: string | number): Promise<AuditEntry | undefined> {
  const page = await auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
    targetType,
    targetId: String(targetId),
  });
  return page.rows[0];
}

/** The home page's banners as the shop answers them, in order. */
async function shopBanners(): Promise<{ item: DicItem; desc: Record<string, string> }[]> {
  const data = await t.client().data<Record<string, string>>(contract.system.getDicByCodes, {
    dicCodes: [DIC_CODE.bannerConfig],
  });
  const items = JSON.parse(data[DIC_CODE.bannerConfig] ?? '[]') as DicItem[];
  return items.map((item) => ({
    item,
    desc: JSON.parse(item.dic_value_desc ?? '{}') as Record<string, string>,
  }));
}

const NEW_BANNER = {
  names: { zhCn: '新品上市', zhTw: '新品上市', enUs: 'New arrivals' },
  image: '/banners/new.svg',
  type: 'advertisement',
  url: '/global',
};

describe('banners', () => {
  it('lists the seeded banners in order, to operators and the auditor only', async () => {
    const banners = await ops.data<OpsBanner[]>(calls.qryBanners);
    expect(banners.map((b) => [b.bannerCode, b.lang])).toEqual([
      ['BANNER_SPOT', 'zh_CN'],
      ['BANNER_TI', 'zh_CN'],
      ['BANNER_STM32', 'zh_CN'],
      ['BANNER_SPOT_EN', 'en_US'],
      ['BANNER_TI_EN', 'en_US'],
      ['BANNER_STM32_EN', 'en_US'],
      ['BANNER_SPOT_TW', 'zh_TW'],
      ['BANNER_TI_TW', 'zh_TW'],
      ['BANNER_STM32_TW', 'zh_TW'],
    ]);
    expect(banners[1]).toMatchObject({
      type: 'brand',
      brandCode: 'TI',
      enabled: true,
      image: '/banners/brand-ti.svg',
    });
    await expectGuarded(calls.qryBanners, {});
  });

  it('adds a banner at the end; the home page shows it; the audit records it', async () => {
    await expectGuarded(calls.addBanner, NEW_BANNER);
    const added = await ops.data<OpsBanner>(calls.addBanner, NEW_BANNER);
    expect(added).toMatchObject({
      names: NEW_BANNER.names,
      // A banner saved without a language is a Chinese one, as every banner before languages.
      lang: 'zh_CN',
      type: 'advertisement',
      url: '/global',
      enabled: true,
    });
    const shop = await shopBanners();
    expect(shop.at(-1)?.item).toMatchObject({ dic_value: added.bannerCode, property: '/banners/new.svg' });
    expect(shop.at(-1)?.desc).toMatchObject({
      status: '00A',
      lang: 'zh_CN',
      type: 'advertisement',
      url: '/global',
    });
    const english = await ops.data<OpsBanner>(calls.addBanner, { ...NEW_BANNER, lang: 'en_US' });
    expect(english.lang).toBe('en_US');
    expect((await shopBanners()).at(-1)?.desc).toMatchObject({ lang: 'en_US' });
    expect((await ops.call(calls.addBanner, { ...NEW_BANNER, lang: 'fr_FR' })).status).toBe(400);
    const audit = await lastAudit('banner', added.id);
    expect(audit).toMatchObject({
      action: 'content.banner.add',
      before: null,
      after: { bannerCode: added.bannerCode },
    });
  });

  it('refuses a banner without its click target or with a script address (400)', async () => {
    const noUrl = await ops.call(calls.addBanner, { ...NEW_BANNER, url: 'javascript:alert(1)' });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body).toMatchObject({ errcode: 'VALIDATION_FAILED' });
    const noBrand = await ops.call(calls.addBanner, { ...NEW_BANNER, type: 'brand', url: '' });
    expect(noBrand.status).toBe(400);
    const badImage = await ops.call(calls.addBanner, { ...NEW_BANNER, image: '//evil.example/x.png' });
    expect(badImage.status).toBe(400);
  });

  it('edits a banner: hidden banners leave the home page, a brand banner keeps its search', async () => {
    const [, ti] = await ops.data<OpsBanner[]>(calls.qryBanners);
    if (!ti) throw new Error('no TI banner');
    const body = { ...ti, id: ti.id, type: 'brand', enabled: false, names: { ...ti.names, enUs: 'TI zone' } };
    await expectGuarded(calls.updateBanner, body);
    const saved = await ops.data<OpsBanner>(calls.updateBanner, body);
    expect(saved).toMatchObject({ enabled: false, brandCode: 'TI', names: { enUs: 'TI zone' } });
    const shop = await shopBanners();
    expect(shop.find((b) => b.item.dic_value === 'BANNER_TI')?.desc.status).toBe('00X');
    expect(await lastAudit('banner', ti.id)).toMatchObject({
      action: 'content.banner.update',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect((await ops.call(calls.updateBanner, { ...body, id: 999999 })).status).toBe(404);
  });

  it('reorders the whole list, and refuses a list that is not exactly the current banners (409)', async () => {
    const banners = await ops.data<OpsBanner[]>(calls.qryBanners);
    const reversed = banners.map((b) => b.id).reverse();
    await expectGuarded(calls.reorderBanners, { ids: reversed });
    const after = await ops.data<OpsBanner[]>(calls.reorderBanners, { ids: reversed });
    expect(after.map((b) => b.id)).toEqual(reversed);
    expect((await shopBanners()).map((b) => b.item.dic_value)).toEqual(after.map((b) => b.bannerCode));
    const partial = await ops.call(calls.reorderBanners, { ids: reversed.slice(1) });
    expect(partial.status).toBe(409);
    expect(partial.body).toMatchObject({ errcode: 'OPS_CONTENT_BANNER_ORDER' });
    expect((await ops.call(calls.reorderBanners, { ids: [] })).status).toBe(400);
    expect(await lastAudit('banner', 'order')).toMatchObject({
      action: 'content.banner.reorder',
      after: reversed,
    });
  });

  it('removes a seeded banner for good: the next start does not bring it back', async () => {
    const banners = await ops.data<OpsBanner[]>(calls.qryBanners);
    const spot = banners.find((b) => b.bannerCode === 'BANNER_SPOT');
    if (!spot) throw new Error('no spot banner');
    await expectGuarded(calls.removeBanner, { id: spot.id });
    expect(await ops.data(calls.removeBanner, { id: spot.id })).toBeNull();
    await seedSystemData(t.database.db);
    const left = await ops.data<OpsBanner[]>(calls.qryBanners);
    expect(left.map((b) => b.bannerCode)).not.toContain('BANNER_SPOT');
    expect((await shopBanners()).map((b) => b.item.dic_value)).not.toContain('BANNER_SPOT');
    expect(await lastAudit('banner', spot.id)).toMatchObject({
      action: 'content.banner.remove',
      after: null,
    });
    expect((await ops.call(calls.removeBanner, { id: spot.id })).status).toBe(404);
    expect((await ops.call(calls.removeBanner, { id: 'x' })).status).toBe(400);
  });

  it(`holds at most ${MAX_BANNERS} banners (409)`, async () => {
    const count = (await ops.data<OpsBanner[]>(calls.qryBanners)).length;
    for (let i = count; i < MAX_BANNERS; i++) await ops.data(calls.addBanner, NEW_BANNER);
    const full = await ops.call(calls.addBanner, NEW_BANNER);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ errcode: 'OPS_CONTENT_BANNER_LIMIT' });
  });
});

describe('system parameters', () => {
  it('lists every parameter, private ones too, with its kind of value, searched by code or description', async () => {
    const page = await ops.data<{ rows: OpsSysParam[]; total: number }>(calls.qrySysParams, {
      pageSize: 100,
    });
    const codes = page.rows.map((r) => r.paramCode);
    expect(codes).toEqual(
      expect.arrayContaining([ORDER_PARAM.sellerBankAccount, SYS_PARAM.shopCartCapacity]),
    );
    expect(page.rows.find((r) => r.paramCode === SYS_PARAM.registrationFlag)).toMatchObject({
      valueKind: 'flag',
      isPublic: true,
    });
    expect(page.rows.some((r) => !r.isPublic)).toBe(true);
    const found = await ops.data<{ rows: OpsSysParam[] }>(calls.qrySysParams, { keyword: 'cart capacity' });
    expect(found.rows.map((r) => r.paramCode)).toEqual([SYS_PARAM.shopCartCapacity]);
    await expectGuarded(calls.qrySysParams, {});
    expect((await ops.call(calls.qrySysParams, { pageSize: 1000 })).status).toBe(400);
  });

  it('sets a value the buyer side reads at once, with its audit entry', async () => {
    const body = { paramCode: SYS_PARAM.registrationFlag, paramValue: 'F' };
    await expectGuarded(calls.updateSysParam, body);
    const saved = await ops.data<OpsSysParam>(calls.updateSysParam, body);
    expect(saved.paramValue).toBe('F');
    const shop = await t.client().data<SysParam>(contract.system.qrySysParamInfo, {
      paramCode: SYS_PARAM.registrationFlag,
    });
    expect(shop.paramValue).toBe('F');
    expect(await lastAudit('sysParam', SYS_PARAM.registrationFlag)).toMatchObject({
      action: 'content.param.update',
      before: { paramValue: 'T' },
      after: { paramValue: 'F' },
    });
    await ops.data(calls.updateSysParam, { paramCode: SYS_PARAM.registrationFlag, paramValue: 'T' });
  });

  it('checks a value against what the parameter means, in the caller language (400)', async () => {
    ops.lang = 'en_US';
    const cases: [string, string, string][] = [
      [SYS_PARAM.shopCartCapacity, '0', 'Enter a whole number above 0'],
      [SYS_PARAM.shopCartCapacity, '12.5', 'Enter a whole number above 0'],
      [SYS_PARAM.sampleAmountLimit, '-3', 'Enter an amount above 0 with at most two decimals'],
      [SYS_PARAM.registrationFlag, 'yes', 'Only T (on) or F (off)'],
      [SYS_PARAM.supportLink, 'javascript:alert(1)', 'Enter an http(s) address, or leave it empty'],
      [
        SYS_PARAM.keywordSplitPattern,
        '[a-',
        'Enter a valid regular expression that does not match empty text',
      ],
      [
        SYS_PARAM.keywordSplitPattern,
        '\\s*',
        'Enter a valid regular expression that does not match empty text',
      ],
      ['sellerName', '  ', 'Must not be empty'],
    ];
    for (const [paramCode, paramValue, message] of cases) {
      const answer = await ops.call(calls.updateSysParam, { paramCode, paramValue });
      expect(answer.status, `${paramCode}=${paramValue}`).toBe(400);
      expect(answer.body).toMatchObject({ errcode: 'VALIDATION_FAILED', fields: { paramValue: message } });
    }
    ops.lang = undefined;
    expect((await ops.call(calls.updateSysParam, { paramCode: 'NO_SUCH', paramValue: 'x' })).status).toBe(
      404,
    );
    expect((await ops.call(calls.updateSysParam, { paramCode: '' })).status).toBe(400);
    // Well-formed values pass: an amount with decimals, a link, an empty link.
    await ops.data(calls.updateSysParam, { paramCode: SYS_PARAM.sampleAmountLimit, paramValue: '800.50' });
    await ops.data(calls.updateSysParam, {
      paramCode: SYS_PARAM.supportLink,
      paramValue: 'https://chat.example.com/x',
    });
    await ops.data(calls.updateSysParam, { paramCode: SYS_PARAM.supportLink, paramValue: '' });
  });

  it('applies a server-only limit at once: the cart capacity', async () => {
    const saved = await ops.data<OpsSysParam>(calls.updateSysParam, {
      paramCode: SYS_PARAM.shopCartCapacity,
      paramValue: ' 150 ',
    });
    expect(saved.paramValue).toBe('150');
    const values = await t.client().data<Record<string, string>>(contract.system.getParamValue, {
      paramCodes: [SYS_PARAM.shopCartCapacity],
    });
    expect(values[SYS_PARAM.shopCartCapacity]).toBe('150');
  });
});

describe('dictionaries', () => {
  it('lists the dictionaries but the banners, and one dictionary a page at a time', async () => {
    const list = await ops.data<{ dicCode: string; entryCount: number }[]>(calls.qryDictionaries);
    expect(list).toContainEqual({ dicCode: DIC_CODE.deliveryMethod, entryCount: 3 });
    expect(list.map((d) => d.dicCode)).not.toContain(DIC_CODE.bannerConfig);
    const page = await ops.data<{ rows: DictionaryEntry[]; total: number }>(calls.qryDictionaryEntries, {
      dicCode: DIC_CODE.deliveryMethod,
      pageSize: 2,
    });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.dicValue)).toEqual(['01', '02']);
    expect(page.rows[0]).toMatchObject({ names: { zhTw: '快遞' }, enabled: true });
    await expectGuarded(calls.qryDictionaries, {});
    await expectGuarded(calls.qryDictionaryEntries, { dicCode: DIC_CODE.deliveryMethod });
    expect((await ops.call(calls.qryDictionaryEntries, { dicCode: DIC_CODE.bannerConfig })).status).toBe(404);
    expect((await ops.call(calls.qryDictionaryEntries, { dicCode: 'bad code!' })).status).toBe(400);
  });

  it('edits an entry: the shop offers the new label and stops offering a disabled entry', async () => {
    const page = await ops.data<{ rows: DictionaryEntry[] }>(calls.qryDictionaryEntries, {
      dicCode: DIC_CODE.deliveryMethod,
    });
    const [express, freight] = page.rows;
    if (!express || !freight) throw new Error('delivery methods missing');
    const relabel = {
      id: express.id,
      names: { zhCn: '顺丰快递', zhTw: '順豐快遞', enUs: 'SF Express' },
      sort: 1,
      enabled: true,
    };
    await expectGuarded(calls.updateDictionaryEntry, relabel);
    expect(await ops.data(calls.updateDictionaryEntry, relabel)).toMatchObject({
      dicValue: '01',
      names: relabel.names,
    });
    await ops.data(calls.updateDictionaryEntry, {
      id: freight.id,
      names: freight.names,
      sort: 2,
      enabled: false,
    });
    const english = t.client();
    english.lang = 'en_US';
    const shop = await english.data<DicValue[]>(contract.system.qryDataDicValueGroup, {
      dicCode: DIC_CODE.deliveryMethod,
    });
    expect(shop.map((v) => v.dicValueName)).toEqual(['SF Express', 'Customer pick-up']);
    expect(await lastAudit('dictionaryEntry', freight.id)).toMatchObject({
      action: 'content.dictionary.update',
      before: { enabled: true },
      after: { enabled: false },
    });
    const invalid = await ops.call(calls.updateDictionaryEntry, {
      ...relabel,
      names: { ...relabel.names, enUs: '' },
    });
    expect(invalid.status).toBe(400);
    // The edit survives the seed of the next start.
    await seedSystemData(t.database.db);
    const again = await english.data<DicValue[]>(contract.system.qryDataDicValueGroup, {
      dicCode: DIC_CODE.deliveryMethod,
    });
    expect(again.map((v) => v.dicValueName)).toEqual(['SF Express', 'Customer pick-up']);
    await ops.data(calls.updateDictionaryEntry, {
      id: freight.id,
      names: freight.names,
      sort: 2,
      enabled: true,
    });
  });

  it('adds an entry to a dictionary; a value taken answers 409, an unknown dictionary 404', async () => {
    const body = {
      dicCode: DIC_CODE.deliveryMethod,
      dicValue: '04',
      names: { zhCn: '专车配送', zhTw: '專車配送', enUs: 'Dedicated vehicle' },
      sort: 0,
      enabled: true,
    };
    await expectGuarded(calls.addDictionaryEntry, body);
    const added = await ops.data<DictionaryEntry>(calls.addDictionaryEntry, body);
    expect(added).toMatchObject({ dicValue: '04', sort: 4, enabled: true });
    expect(await lastAudit('dictionaryEntry', added.id)).toMatchObject({ action: 'content.dictionary.add' });
    const taken = await ops.call(calls.addDictionaryEntry, body);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errcode: 'OPS_CONTENT_DIC_VALUE_TAKEN' });
    expect((await ops.call(calls.addDictionaryEntry, { ...body, dicCode: 'DIC_NONE' })).status).toBe(404);
    expect((await ops.call(calls.addDictionaryEntry, { ...body, dicValue: 'a b' })).status).toBe(400);
  });
});

describe('translation texts', () => {
  const KEY = 'ops.common.total';

  it('finds texts by key or wording, and only edited ones on request', async () => {
    const byKey = await ops.data<{ rows: OpsText[]; total: number }>(calls.qryTexts, {
      keyword: 'ops.common.tot',
    });
    expect(byKey.rows.map((r) => r.keyValue)).toContain(KEY);
    const byText = await ops.data<{ rows: OpsText[] }>(calls.qryTexts, { keyword: '營運後台' });
    expect(byText.rows.map((r) => r.keyValue)).toContain('ops.title');
    const literal = await ops.data<{ total: number }>(calls.qryTexts, { keyword: '%%%' });
    expect(literal.total).toBe(0);
    await expectGuarded(calls.qryTexts, {});
    expect((await ops.call(calls.qryTexts, { editedOnly: 'maybe' })).status).toBe(400);
  });

  it('saves a text the shop serves at once and keeps through the next start; the audit records it', async () => {
    const body = { keyValue: KEY, zhCn: '合计 {total} 条', zhTw: '合計 {total} 筆', enUs: '{total} rows' };
    await expectGuarded(calls.updateText, body);
    const saved = await ops.data<OpsText>(calls.updateText, body);
    expect(saved).toMatchObject({ enUs: '{total} rows', editedByOperator: true });
    const served = async () =>
      (await t.client().data<TranslationEntry[]>(contract.system.qryI18nTexts)).find(
        (e) => e.keyValue === KEY,
      );
    expect(await served()).toEqual({
      keyValue: KEY,
      zhCn: '合计 {total} 条',
      zhTw: '合計 {total} 筆',
      enUs: '{total} rows',
    });
    await seedSystemData(t.database.db);
    expect((await served())?.enUs).toBe('{total} rows');
    const edited = await ops.data<{ rows: OpsText[] }>(calls.qryTexts, { editedOnly: true });
    expect(edited.rows.map((r) => r.keyValue)).toEqual([KEY]);
    expect(await lastAudit('uiText', KEY)).toMatchObject({
      action: 'content.text.update',
      before: { enUs: TEXTS[KEY]?.enUs },
      after: { enUs: '{total} rows' },
    });
  });

  it('refuses a text that drops, renames or adds a placeholder (422), or leaves a language empty (400)', async () => {
    ops.lang = 'en_US';
    const dropped = await ops.call(calls.updateText, {
      keyValue: KEY,
      zhCn: '合计',
      zhTw: '合計 {total} 筆',
      enUs: '{total}',
    });
    expect(dropped.status).toBe(422);
    expect(dropped.body).toMatchObject({
      errcode: 'OPS_CONTENT_TEXT_PLACEHOLDERS',
      msg: 'All three languages must keep the placeholders: {total}',
    });
    const renamed = await ops.call(calls.updateText, {
      keyValue: KEY,
      zhCn: '{n}',
      zhTw: '{n}',
      enUs: '{n}',
    });
    expect(renamed.status).toBe(422);
    const added = await ops.call(calls.updateText, {
      keyValue: 'ops.title',
      zhCn: '后台 {x}',
      zhTw: '後台 {x}',
      enUs: 'Console {x}',
    });
    expect(added.status).toBe(422);
    ops.lang = undefined;
    expect(
      (await ops.call(calls.updateText, { keyValue: KEY, zhCn: ' ', zhTw: 'x', enUs: 'x' })).status,
    ).toBe(400);
    expect(
      (await ops.call(calls.updateText, { keyValue: 'no.such.key', zhCn: 'a', zhTw: 'a', enUs: 'a' })).status,
    ).toBe(404);
  });

  it("restores the shop's wording and hands the text back to the seed", async () => {
    await expectGuarded(calls.restoreText, { keyValue: KEY });
    const restored = await ops.data<OpsText>(calls.restoreText, { keyValue: KEY });
    expect(restored).toMatchObject({ ...TEXTS[KEY], editedByOperator: false });
    expect(await lastAudit('uiText', KEY)).toMatchObject({ action: 'content.text.restore' });
    expect((await ops.call(calls.restoreText, { keyValue: 'no.such.key' })).status).toBe(404);
    expect((await ops.call(calls.restoreText, {})).status).toBe(400);
  });
});
