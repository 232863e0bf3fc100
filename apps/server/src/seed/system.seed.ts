import { sql } from 'drizzle-orm';
import { DIC_CODE, SYS_PARAM, TEXTS } from '@emall/contract';
import type { Db } from '../platform/db.js';
import { dicValue, sysParam, uiText } from '../domains/system/system.tables.js';

/**
 * Texts follow the code's catalogue on every start, except rows an operator has edited.
 */
export async function seedTexts(db: Db): Promise<void> {
  const rows = Object.entries(TEXTS).map(([keyValue, t]) => ({ keyValue, ...t }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(uiText)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: uiText.keyValue,
        set: {
          zhCn: sql`excluded.zh_cn`,
          zhTw: sql`excluded.zh_tw`,
          enUs: sql`excluded.en_us`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${uiText.editedByOperator} = false`,
      });
  }
}

/** The system parameters, with the values this shop starts with (docs/operations.md explains each). */
export const SYSTEM_PARAMS: (typeof sysParam.$inferInsert)[] = [
  {
    paramCode: SYS_PARAM.sampleAmountLimit,
    paramType: 'PAR_OMS_00',
    paramName: 'Sample amount limit',
    paramValue: '500',
    remark: 'Largest value (CNY, tax included) of the parts in one free-sample request',
  },
  {
    paramCode: SYS_PARAM.sampleSkuLimit,
    paramType: 'PAR_OMS_00',
    paramName: 'Sample SKU limit',
    paramValue: '5',
    remark: 'Most different parts in one free-sample request',
  },
  {
    paramCode: SYS_PARAM.sampleQuantityLimit,
    paramType: 'PAR_OMS_00',
    paramName: 'Sample quantity limit',
    paramValue: '50',
    remark: 'Most pieces of one part in one free-sample request',
  },
  {
    paramCode: SYS_PARAM.keywordSplitPattern,
    paramType: 'PAR_PSM_00',
    paramName: 'Keyword split pattern',
    paramValue: '[\\s,/_~+\\-]+',
    remark: 'Regular expression that splits a search into keywords for highlighting',
  },
  {
    paramCode: SYS_PARAM.supportLink,
    paramType: 'PAR_EMALL_0',
    paramName: 'Online service link',
    paramValue: '',
    remark: 'URL of the online customer service; empty hides the service behind the login page',
  },
  {
    paramCode: SYS_PARAM.registrationFlag,
    paramType: 'PAR_EMALL_0',
    paramName: 'Registration open',
    paramValue: 'T',
    remark: 'T shows the register button, F hides it',
  },
  {
    paramCode: SYS_PARAM.shopCartCapacity,
    paramType: 'PAR_TMS_00',
    paramName: 'Shopping cart capacity',
    paramValue: '200',
    remark: 'Most lines one staff member can keep in the shopping cart',
  },
];

export async function seedParams(db: Db): Promise<void> {
  await db.insert(sysParam).values(SYSTEM_PARAMS).onConflictDoNothing();
}

function banner(
  value: string,
  sort: number,
  names: [string, string, string],
  image: string,
  desc: Record<string, string>,
): typeof dicValue.$inferInsert {
  return {
    dicCode: DIC_CODE.bannerConfig,
    dicValue: value,
    nameZhCn: names[0],
    nameZhTw: names[1],
    nameEnUs: names[2],
    property: image,
    dicValueDesc: JSON.stringify({ status: '00A', ...desc }),
    sort,
  };
}

export const DICTIONARY_VALUES: (typeof dicValue.$inferInsert)[] = [
  // Each banner's image is written in one language (`lang`), and every language has its own: the English images
  // carry English text and the traditional ones traditional characters (`*.tw.svg`), so no buyer is shown
  // another language's banners while the seed's are on.
  banner('BANNER_SPOT', 1, ['全球现货直采', '全球現貨直採', 'Global spot stock'], '/banners/spot-stock.svg', {
    lang: 'zh_CN',
    type: 'advertisement',
    url: '/global',
  }),
  banner('BANNER_TI', 2, ['德州仪器专区', '德州儀器專區', 'Texas Instruments'], '/banners/brand-ti.svg', {
    lang: 'zh_CN',
    type: 'brand',
    brandCode: 'TI',
    brandName: 'Texas Instruments',
  }),
  banner(
    'BANNER_STM32',
    3,
    ['STM32 热门料号', 'STM32 熱門料號', 'STM32 in stock'],
    '/banners/mfrpn-stm32.svg',
    {
      lang: 'zh_CN',
      type: 'mfrPn',
      mfrPn: 'STM32F103C8T6',
      brandCode: 'ST',
      brandName: 'STMicroelectronics',
    },
  ),
  banner(
    'BANNER_SPOT_EN',
    4,
    ['全球现货直采', '全球現貨直採', 'Global spot stock'],
    '/banners/spot-stock.en.svg',
    { lang: 'en_US', type: 'advertisement', url: '/global' },
  ),
  banner(
    'BANNER_TI_EN',
    5,
    ['德州仪器专区', '德州儀器專區', 'Texas Instruments'],
    '/banners/brand-ti.en.svg',
    {
      lang: 'en_US',
      type: 'brand',
      brandCode: 'TI',
      brandName: 'Texas Instruments',
    },
  ),
  banner(
    'BANNER_STM32_EN',
    6,
    ['STM32 热门料号', 'STM32 熱門料號', 'STM32 in stock'],
    '/banners/mfrpn-stm32.en.svg',
    {
      lang: 'en_US',
      type: 'mfrPn',
      mfrPn: 'STM32F103C8T6',
      brandCode: 'ST',
      brandName: 'STMicroelectronics',
    },
  ),
  banner(
    'BANNER_SPOT_TW',
    7,
    ['全球现货直采', '全球現貨直採', 'Global spot stock'],
    '/banners/spot-stock.tw.svg',
    { lang: 'zh_TW', type: 'advertisement', url: '/global' },
  ),
  banner(
    'BANNER_TI_TW',
    8,
    ['德州仪器专区', '德州儀器專區', 'Texas Instruments'],
    '/banners/brand-ti.tw.svg',
    {
      lang: 'zh_TW',
      type: 'brand',
      brandCode: 'TI',
      brandName: 'Texas Instruments',
    },
  ),
  banner(
    'BANNER_STM32_TW',
    9,
    ['STM32 热门料号', 'STM32 熱門料號', 'STM32 in stock'],
    '/banners/mfrpn-stm32.tw.svg',
    {
      lang: 'zh_TW',
      type: 'mfrPn',
      mfrPn: 'STM32F103C8T6',
      brandCode: 'ST',
      brandName: 'STMicroelectronics',
    },
  ),
  ...(
    [
      ['01', '快递', '快遞', 'Express courier'],
      ['02', '物流', '物流', 'Freight logistics'],
      ['03', '客户自提', '客戶自提', 'Customer pick-up'],
    ] as const
  ).map(([value, zhCn, zhTw, enUs], i) => ({
    dicCode: DIC_CODE.deliveryMethod,
    dicValue: value,
    nameZhCn: zhCn,
    nameZhTw: zhTw,
    nameEnUs: enUs,
    sort: i + 1,
  })),
];

export async function seedDictionaries(db: Db): Promise<void> {
  await db.insert(dicValue).values(DICTIONARY_VALUES).onConflictDoNothing();
}
