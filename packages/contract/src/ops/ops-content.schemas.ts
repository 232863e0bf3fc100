import { z } from 'zod';
import { pageNoSchema, pageSchema, pageSizeSchema } from '../call.js';
import { HELP_CATEGORY_CODES } from '../help/help.schemas.js';
import { ORDER_PARAM } from '../order/order.constants.js';
import { SYS_PARAM } from '../constants.js';
import { DEFAULT_LANG, LANGS } from '../lang.js';

export { placeholdersOf, samePlaceholders } from '../texts/placeholders.js';

/** A text in the three languages, each required (the console never saves a half-translated text). */
export function localizedInputSchema(max: number) {
  const one = z.string().trim().min(1).max(max);
  return z.object({ zhCn: one, zhTw: one, enUs: one });
}
export const localizedSchema = z.object({ zhCn: z.string(), zhTw: z.string(), enUs: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const keywordSchema = z.string().trim().max(100).optional();

// ---------------------------------------------------------------- banners

/** The home carousel holds at most this many banners (the list is answered whole, so it stays bounded). */
export const MAX_BANNERS = 20;
export const BANNER_TYPES = ['advertisement', 'brand', 'mfrPn'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** A path inside the shop ('/banners/x.svg', never '//host') or an http(s) address. */
export function isShopOrWebUrl(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value);
}

const urlSchema = z.string().trim().max(500).refine(isShopOrWebUrl);

/** A banner as the home page reads it: image, names, click target and whether it shows. */
export const bannerInputSchema = z
  .object({
    names: localizedInputSchema(60),
    image: urlSchema,
    /**
     * The language the image is written in: the home page shows the banners of the buyer's language, and
     * another language's only when that language has none.
     */
    lang: z.enum(LANGS).default(DEFAULT_LANG),
    type: z.enum(BANNER_TYPES),
    /** advertisement: where a click goes (a shop path or a web address). */
    url: z.string().trim().max(500).default(''),
    /** brand and mfrPn: the search a click runs. */
    brandCode: z.string().trim().max(40).default(''),
    brandName: z.string().trim().max(100).default(''),
    mfrPn: z.string().trim().max(100).default(''),
    enabled: z.boolean().default(true),
  })
  .superRefine((banner, ctx) => {
    if (banner.type === 'advertisement' && !isShopOrWebUrl(banner.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'url' });
    }
    if (banner.type === 'brand' && !banner.brandCode) {
      ctx.addIssue({ code: 'custom', path: ['brandCode'], message: 'brandCode' });
    }
    if (banner.type === 'mfrPn' && !banner.mfrPn) {
      ctx.addIssue({ code: 'custom', path: ['mfrPn'], message: 'mfrPn' });
    }
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  /** The dictionary value: the banner's stable name. */
  bannerCode: z.string(),
  names: localizedSchema,
  image: z.string(),
  lang: z.enum(LANGS),
  type: z.string(),
  url: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  mfrPn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type OpsBanner = z.infer<typeof bannerSchema>;

export const bannerIdBodySchema = z.object({ id: idSchema });
export const updateBannerBodySchema = z.intersection(bannerIdBodySchema, bannerInputSchema);
/** Every banner's id in the new order: the whole list, so two operators' orders cannot mix. */
export const reorderBannersBodySchema = z.object({ ids: z.array(idSchema).min(1).max(MAX_BANNERS) });

// ---------------------------------------------------------------- system parameters

/**
 * What a parameter's value means, where the shop knows it: the console checks a new value against it so a
 * typo cannot lift a limit or break a search. 'text' parameters take any non-empty text.
 */
export type ParamValueKind = 'positiveInt' | 'positiveAmount' | 'flag' | 'webUrlOrEmpty' | 'regex' | 'text';

const PARAM_KINDS: Record<string, ParamValueKind> = {
  [SYS_PARAM.sampleAmountLimit]: 'positiveAmount',
  [SYS_PARAM.sampleSkuLimit]: 'positiveInt',
  [SYS_PARAM.sampleQuantityLimit]: 'positiveInt',
  [SYS_PARAM.keywordSplitPattern]: 'regex',
  [SYS_PARAM.supportLink]: 'webUrlOrEmpty',
  [SYS_PARAM.registrationFlag]: 'flag',
  [SYS_PARAM.shopCartCapacity]: 'positiveInt',
  // The free-sample gates of docs/samples.md (named in the sample domain).
  EMALL_SAMPLE_REQUEST_TIMES: 'positiveInt',
  EMALL_SAMPLE_FEEDBACK_PENDING: 'positiveInt',
  [ORDER_PARAM.supplyTenantCode]: 'text',
};

export function paramValueKind(paramCode: string): ParamValueKind {
  return PARAM_KINDS[paramCode] ?? 'text';
}

/** Whether a value suits its parameter's kind; the server and the console's form use the same rule. */
export function isValidParamValue(kind: ParamValueKind, value: string): boolean {
  switch (kind) {
    case 'positiveInt':
      return /^[1-9]\d{0,8}$/.test(value);
    case 'positiveAmount':
      return /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/.test(value) && Number(value) > 0;
    case 'flag':
      return value === 'T' || value === 'F';
    case 'webUrlOrEmpty':
      return value === '' || /^https?:\/\/[^\s/]+\S*$/i.test(value);
    case 'regex':
      try {
        // The pattern splits search keywords: it must compile and must not match the empty text everywhere.
        return value !== '' && !new RegExp(value).test('');
      } catch {
        return false;
      }
    case 'text':
      return value.trim() !== '';
  }
}

export const qrySysParamsBodySchema = z.object({
  /** Part of the code, name or description. */
  keyword: keywordSchema,
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
});

export const opsSysParamSchema = z.object({
  paramCode: z.string(),
  paramType: z.string(),
  paramName: z.string(),
  paramValue: z.string(),
  remark: z.string(),
  /** Public parameters are readable by anyone through the shop's parameter calls. */
  isPublic: z.boolean(),
  valueKind: z.enum(['positiveInt', 'positiveAmount', 'flag', 'webUrlOrEmpty', 'regex', 'text']),
  updatedAt: z.string(),
});
export type OpsSysParam = z.infer<typeof opsSysParamSchema>;
export const opsSysParamPageSchema = pageSchema(opsSysParamSchema);

export const updateSysParamBodySchema = z.object({
  paramCode: z.string().trim().min(1).max(64),
  // Not trimmed: a split pattern may well end in a space.
  paramValue: z.string().max(1000),
});

// ---------------------------------------------------------------- dictionaries

export const dictionarySummarySchema = z.object({ dicCode: z.string(), entryCount: z.number().int() });
export const dicCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Z0-9_]+$/);

export const qryDictionaryEntriesBodySchema = z.object({
  dicCode: dicCodeSchema,
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
});

export const dictionaryEntrySchema = z.object({
  id: z.number().int(),
  dicCode: z.string(),
  dicValue: z.string(),
  names: localizedSchema,
  property: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
export const dictionaryEntryPageSchema = pageSchema(dictionaryEntrySchema);

const entryFieldsSchema = z.object({
  names: localizedInputSchema(100),
  sort: z.coerce.number().int().min(0).max(9999),
  enabled: z.boolean(),
});
/**
 * A new entry: its value is set once, because orders keep the value they were placed with and the seed keys its
 * entries by value (a renamed seeded value would come back at the next start).
 */
export const addDictionaryEntryBodySchema = entryFieldsSchema.extend({
  dicCode: dicCodeSchema,
  dicValue: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/),
});
export const updateDictionaryEntryBodySchema = entryFieldsSchema.extend({ id: idSchema });

// ---------------------------------------------------------------- translation texts

export const qryTextsBodySchema = z.object({
  /** Part of the key or of any of the three texts. */
  keyword: keywordSchema,
  /** Only texts an operator has changed. */
  editedOnly: z.boolean().default(false),
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
});

export const opsTextSchema = z.object({
  keyValue: z.string(),
  zhCn: z.string(),
  zhTw: z.string(),
  enUs: z.string(),
  editedByOperator: z.boolean(),
  updatedAt: z.string(),
});
export type OpsText = z.infer<typeof opsTextSchema>;
export const opsTextPageSchema = pageSchema(opsTextSchema);

const textKeySchema = z.string().trim().min(1).max(200);
export const updateTextBodySchema = localizedInputSchema(2000).extend({ keyValue: textKeySchema });
export const textKeyBodySchema = z.object({ keyValue: textKeySchema });

// ---------------------------------------------------------------- help articles

export const HELP_TITLE_MAX = 200;
export const HELP_BODY_MAX = 20000;
/** Slugs of articles written in the console; the others come from the seed and come back if deleted. */
export const OPS_HELP_SLUG_PREFIX = 'ops-';

export const opsHelpCategorySchema = z.object({
  categoryCode: z.enum(HELP_CATEGORY_CODES),
  categoryName: z.string(),
  /** Every article of the category, published or not. */
  articleCount: z.number().int(),
});

export const qryOpsHelpArticlesBodySchema = z.object({
  categoryCode: z.enum(HELP_CATEGORY_CODES).optional(),
  /** Part of a title in any language. */
  keyword: keywordSchema,
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
});

export const opsHelpArticleRowSchema = z.object({
  articleId: z.number().int(),
  slug: z.string(),
  categoryCode: z.enum(HELP_CATEGORY_CODES),
  sort: z.number().int(),
  isPublished: z.boolean(),
  /** Written in the console (may be deleted); seeded articles can only be unpublished. */
  deletable: z.boolean(),
  title: localizedSchema,
  updatedAt: z.string(),
});
export type OpsHelpArticleRow = z.infer<typeof opsHelpArticleRowSchema>;
export const opsHelpArticlePageSchema = pageSchema(opsHelpArticleRowSchema);

export const opsHelpArticleSchema = opsHelpArticleRowSchema.extend({ body: localizedSchema });
export type OpsHelpArticle = z.infer<typeof opsHelpArticleSchema>;

export const helpArticleIdBodySchema = z.object({ articleId: idSchema });

export const helpArticleInputSchema = z.object({
  categoryCode: z.enum(HELP_CATEGORY_CODES),
  sort: z.coerce.number().int().min(0).max(99999),
  title: localizedInputSchema(HELP_TITLE_MAX),
  /** The help centre's Markdown subset (docs/help-centre.md); anything else shows as the text written. */
  body: localizedInputSchema(HELP_BODY_MAX),
});
export type HelpArticleInput = z.input<typeof helpArticleInputSchema>;
export const createHelpArticleBodySchema = helpArticleInputSchema.extend({
  isPublished: z.boolean().default(false),
});
export const updateHelpArticleBodySchema = helpArticleInputSchema.extend({ articleId: idSchema });
export const publishHelpArticleBodySchema = z.object({ articleId: idSchema, published: z.boolean() });
