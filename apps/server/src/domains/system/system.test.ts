import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, LANG_COOKIE, TEXTS } from '@emall/contract';
import type { DicItem, DicValue, RegionOption, SysParam, TranslationEntry } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';

const calls = contract.system;

let t: TestApp;
let people: Buyers;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
});
afterAll(() => t.close());

describe('qryI18nTexts', () => {
  it('answers every text of the catalogue with its three languages', async () => {
    const entries = await t.client().data<TranslationEntry[]>(calls.qryI18nTexts);
    expect(entries).toHaveLength(Object.keys(TEXTS).length);
    const first = Object.entries(TEXTS)[0];
    if (!first) throw new Error('empty catalogue');
    expect(entries.find((e) => e.keyValue === first[0])).toEqual({ keyValue: first[0], ...first[1] });
  });
});

describe('dictionaries', () => {
  it('answers DIC_EMALL_BANNER_CONFIG as a JSON string of banner items in the caller language', async () => {
    const browser = t.client();
    browser.lang = 'en_US';
    const data = await browser.data<Record<string, string>>(calls.getDicByCodes, {
      dicCodes: 'DIC_EMALL_BANNER_CONFIG',
    });
    const items = JSON.parse(data.DIC_EMALL_BANNER_CONFIG ?? '[]') as DicItem[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    const first = items[0];
    expect(first).toMatchObject({ dic_value_name: 'Global spot stock', property: '/banners/spot-stock.svg' });
    expect(JSON.parse(first?.dic_value_desc ?? '{}')).toMatchObject({ status: '00A', type: 'advertisement' });
  });

  it('answers an empty list for an unknown dictionary code', async () => {
    const data = await t
      .client()
      .data<Record<string, string>>(calls.getDicByCodes, { dicCodes: ['NO_SUCH_DIC'] });
    expect(data).toEqual({ NO_SUCH_DIC: '[]' });
  });

  it('answers the delivery methods in order, the first being the default', async () => {
    const browser = t.client();
    browser.lang = 'zh_TW';
    const values = await browser.data<DicValue[]>(calls.qryDataDicValueGroup, {
      dicCode: 'DIC_DELIVERY_METHOD',
    });
    expect(values.map((v) => v.dicValueName)).toEqual(['快遞', '物流', '客戶自提']);
  });

  it('answers 400 when dicCodes is missing', async () => {
    const answer = await t.client().call(calls.getDicByCodes, {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { dicCodes: '必填' } });
  });
});

describe('system parameters', () => {
  it('answers a parameter page of size 10 whose rows[0].paramValue is the value', async () => {
    const page = await t
      .client()
      .data<{ rows: SysParam[]; total: number; pageSize: number }>(calls.qrySysParamList4Page, {
        paramCode: 'EMALL_SHOP_CART_CAPACITY',
      });
    expect(page.pageSize).toBe(10);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ paramType: 'PAR_TMS_00', paramValue: '200' });
  });

  it('seeds the core system parameters', async () => {
    const page = await t.client().data<{ rows: SysParam[] }>(calls.qrySysParamList4Page, { pageSize: 50 });
    expect(page.rows.map((r) => r.paramCode).sort()).toEqual(
      [
        'EMALL_SHOP_CART_CAPACITY',
        'PAR_EMALL_000',
        'PAR_EMALL_001',
        'PAR_OMS_0003',
        'PAR_OMS_0004',
        'PAR_OMS_0005',
        'PAR_PSM_0015',
      ].sort(),
    );
  });

  it('answers one parameter by code, and 404 for an unknown code', async () => {
    const browser = t.client();
    expect(await browser.data<SysParam>(calls.qrySysParamInfo, { paramCode: 'PAR_EMALL_001' })).toMatchObject(
      {
        paramValue: 'T',
      },
    );
    const missing = await browser.call(calls.qrySysParamInfo, { paramCode: 'PAR_NOPE' });
    expect(missing.status).toBe(404);
  });

  it('answers values by codes, leaving unknown codes out', async () => {
    const values = await t
      .client()
      .data(calls.getParamValue, { paramCodes: ['PAR_PSM_0015', 'PAR_OMS_0004', 'PAR_NOPE'] });
    expect(values).toEqual({ PAR_PSM_0015: '[\\s,/_~+\\-]+', PAR_OMS_0004: '5' });
  });

  it('refuses with 403 a parameter that is not public', async () => {
    await t.database.db.execute(
      sql`insert into sys_param (param_code, param_type, param_name, param_value, is_public) values ('PAR_SECRET', 'X', 'secret', 's3cret', false)`,
    );
    const browser = t.client();
    expect((await browser.call(calls.getParamValue, { paramCodes: 'PAR_SECRET' })).status).toBe(403);
    expect((await browser.call(calls.qrySysParamInfo, { paramCode: 'PAR_SECRET' })).status).toBe(403);
    const page = await browser.data<{ rows: SysParam[] }>(calls.qrySysParamList4Page, {
      paramCode: 'PAR_SECRET',
    });
    expect(page.rows).toEqual([]);
  });
});

describe('qryChinaRegion', () => {
  it('answers 34 provinces for isTop, Hong Kong, Macao and Taiwan included', async () => {
    const provinces = await t.client().data<RegionOption[]>(calls.qryChinaRegion, { isTop: true });
    expect(provinces).toHaveLength(34);
    const names = provinces.map((p) => p.regionName);
    expect(names).toEqual(
      expect.arrayContaining(['北京市', '广东省', '香港特别行政区', '澳门特别行政区', '台湾省']),
    );
    expect(provinces.find((p) => p.regionName === '香港特别行政区')?.regionId).toBe('81');
  });

  it('answers the cities of a province and the districts of a city path', async () => {
    const browser = t.client();
    const cities = await browser.data<RegionOption[]>(calls.qryChinaRegion, {
      regionPathName: '广东省',
      regionLevel: 2,
    });
    expect(cities.map((c) => c.regionName)).toContain('深圳市');
    const districts = await browser.data<RegionOption[]>(calls.qryChinaRegion, {
      regionPathName: '广东省/深圳市',
      regionLevel: 3,
    });
    expect(districts).toContainEqual({ regionId: '440305', regionName: '南山区' });
    const hk = await browser.data<RegionOption[]>(calls.qryChinaRegion, {
      regionPathName: '香港特别行政区/九龙',
      regionLevel: '3',
    });
    expect(hk.map((d) => d.regionName)).toContain('油尖旺区');
  });

  it('answers an empty list for a path that does not exist', async () => {
    const none = await t
      .client()
      .data<RegionOption[]>(calls.qryChinaRegion, { regionPathName: '火星省/奥林匹斯市' });
    expect(none).toEqual([]);
  });
});

describe('addActionLog', () => {
  it('records a visit of an anonymous user and a leave event of a logged-in one with the staff id', async () => {
    const anonymous = t.client();
    await anonymous.data(calls.addActionLog, {
      eventName: 'pageView',
      eventType: 'visit',
      currentUrl: '/',
      createTime: Date.now(),
    });
    const browser = t.client();
    const user = await browser.loginAs(people.buyer);
    await browser.data(calls.addActionLog, {
      eventName: 'pageView',
      eventType: 'leave',
      currentUrl: '/my_EMall',
      lastUrl: '/',
      eventParam: [{ key: 'activeKey', value: '1', remark: null }],
      leaveTime: t.clock.now().getTime(),
    });
    const rows = await queryRows<{ staff_id: number | null; event_type: string; current_url: string }>(
      t.database.db,
      sql`select staff_id, event_type, current_url from action_log order by id`,
    );
    expect(rows).toEqual([
      { staff_id: null, event_type: 'visit', current_url: '/' },
      { staff_id: user.userId, event_type: 'leave', current_url: '/my_EMall' },
    ]);
  });

  it('answers 400 without an event name', async () => {
    const answer = await t.client().call(calls.addActionLog, { eventType: 'visit' });
    expect(answer.status).toBe(400);
  });
});

describe('changeLang', () => {
  it('stores the language in a cookie and the session, so later messages use it', async () => {
    const browser = t.client();
    await browser.loginAs(people.colleague);
    const answer = await browser.call(contract.account.changeLang, { lang: 'en-us' });
    expect(answer.body).toMatchObject({ success: true, data: { lang: 'en_US' } });
    expect(browser.cookies.get(LANG_COOKIE)).toBe('en_US');
    browser.cookies.delete(LANG_COOKIE);
    const refused = await browser.call(contract.account.qryCustAccountType, { tenantId: 99999 });
    expect(refused.body).toMatchObject({ msg: 'You have no access to this data' });
  });

  it('refuses a change without the anti-forgery token, as every other state-changing call', async () => {
    const browser = t.client();
    await browser.loginAs(people.colleague);
    const forged = await browser.call(contract.account.changeLang, { lang: 'en_US' }, { withXsrf: false });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ errcode: 'XSRF_MISMATCH' });
    expect(browser.cookies.has(LANG_COOKIE)).toBe(false);
    const refused = await browser.call(contract.account.qryCustAccountType, { tenantId: 99999 });
    expect(refused.body).toMatchObject({ msg: '无权访问该数据' });
  });

  it("keeps the specification's GET, which answers the language and stores nothing", async () => {
    const browser = t.client();
    await browser.loginAs(people.colleague);
    const answer = await browser.call(contract.account.changeLangGet, { lang: 'en-us', t: '1' });
    expect(answer.body).toMatchObject({ success: true, data: { lang: 'en_US' } });
    expect(answer.response.cookies.some((c) => c.name === LANG_COOKIE)).toBe(false);
    // Neither the session nor the account took English: a later message is still in the default language.
    const refused = await browser.call(contract.account.qryCustAccountType, { tenantId: 99999 });
    expect(refused.body).toMatchObject({ msg: '无权访问该数据' });
  });

  it('answers 400 for a language the shop does not speak', async () => {
    const answer = await t.client().call(contract.account.changeLang, { lang: 'fr-FR' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { lang: '取值不正确' } });
  });
});
