import { z } from 'zod';
import { SYS_PARAM_PAGE_SIZE } from '../constants.js';
import { pageNoSchema, pageSizeSchema } from '../call.js';

const codeSchema = z.string().trim().min(1).max(64);

/** Accepts one code, a comma-separated list or an array. */
const codeListSchema = z.union([codeSchema, z.array(codeSchema).min(1).max(50)]).transform((v) =>
  Array.isArray(v)
    ? v
    : v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
);

export const getDicByCodesBodySchema = z.object({ dicCodes: codeListSchema });
/**
 * Each code maps to a JSON string of {dic_value, dic_value_name, property, dic_value_desc} items
 * (docs/api.md).
 */
export const getDicByCodesAnswerSchema = z.record(z.string(), z.string());

export const dicItemSchema = z.object({
  dic_value: z.string(),
  dic_value_name: z.string(),
  property: z.string().nullable(),
  dic_value_desc: z.string().nullable(),
});

export const qryDataDicValueGroupBodySchema = z.object({ dicCode: codeSchema });
export const dicValueSchema = z.object({
  dicCode: z.string(),
  dicValue: z.string(),
  dicValueName: z.string(),
  property: z.string().nullable(),
  sort: z.number().int(),
});

export const sysParamSchema = z.object({
  paramCode: z.string(),
  paramType: z.string(),
  paramName: z.string(),
  paramValue: z.string(),
  remark: z.string(),
});

export const qrySysParamList4PageBodySchema = z.object({
  paramCode: codeSchema.optional(),
  paramType: codeSchema.optional(),
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(SYS_PARAM_PAGE_SIZE),
});
export const qrySysParamInfoBodySchema = z.object({ paramCode: codeSchema });
export const getParamValueBodySchema = z.object({
  paramCodes: codeListSchema,
  lang: z.string().max(16).optional(),
});
export const getParamValueAnswerSchema = z.record(z.string(), z.string());

const flagSchema = z
  .union([z.boolean(), z.enum(['T', 'F', 'Y', 'N', 'true', 'false'])])
  .transform((v) => v === true || v === 'T' || v === 'Y' || v === 'true');

/**
 * Region query. `isTop` asks for the provinces (Hong Kong, Macao and Taiwan included); otherwise
 * `regionPathName` names the parent, as a path 'Province/City' or a single name, and `regionLevel`
 * (2 cities, 3 districts) the level wanted.
 */
export const qryChinaRegionBodySchema = z.object({
  regionPathName: z.string().trim().max(200).optional(),
  regionLevel: z.coerce.number().int().min(1).max(3).optional(),
  isTop: flagSchema.optional(),
});
export const regionOptionSchema = z.object({ regionId: z.string(), regionName: z.string() });

export const actionLogBodySchema = z.object({
  eventName: z.string().trim().min(1).max(64),
  eventType: z.string().trim().min(1).max(32),
  eventParam: z
    .array(
      z.object({
        key: z.string().max(64),
        value: z.string().max(500).nullish(),
        remark: z.string().max(200).nullish(),
      }),
    )
    .max(20)
    .default([]),
  createTime: z.coerce.number().int().min(0).optional(),
  leaveTime: z.coerce.number().int().min(0).nullish(),
  currentUrl: z.string().max(1000).default(''),
  lastUrl: z.string().max(1000).nullish(),
});

export const translationEntrySchema = z.object({
  keyValue: z.string(),
  enUs: z.string(),
  zhCn: z.string(),
  zhTw: z.string(),
});

export type DicItem = z.infer<typeof dicItemSchema>;
export type DicValue = z.infer<typeof dicValueSchema>;
export type SysParam = z.infer<typeof sysParamSchema>;
export type RegionOption = z.infer<typeof regionOptionSchema>;
export type TranslationEntry = z.infer<typeof translationEntrySchema>;
export type ActionLogBody = z.input<typeof actionLogBodySchema>;
