import { z } from 'zod';
import { pageNoSchema, pageSizeSchema, pageSchema } from '../call.js';

/**
 * The console's brands: the list of manufacturers with their spellings and product counts, and the merge of
 * two brands that are one maker (its products move to the other, its names become the other's aliases).
 */

/** Brands by a word of their code, names or aliases (empty: all), by sort then code, paged. */
export const opsBrandQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  keyword: z.string().trim().max(100).optional(),
});

export const opsBrandSchema = z.object({
  brandId: z.number().int(),
  brandCode: z.string(),
  nameEn: z.string(),
  nameZhCn: z.string(),
  nameZhTw: z.string(),
  /** Other spellings, normalised (upper case, letters and digits). */
  aliases: z.array(z.string()),
  isMainstream: z.boolean(),
  /** Products of the brand, on sale or not. */
  productCount: z.number().int(),
});
export type OpsBrand = z.infer<typeof opsBrandSchema>;

export const opsBrandPageSchema = pageSchema(opsBrandSchema);

const brandIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Folds the brand `sourceId` into `targetId`. */
export const opsBrandMergeSchema = z.object({ sourceId: brandIdSchema, targetId: brandIdSchema });
export type OpsBrandMerge = z.infer<typeof opsBrandMergeSchema>;

export const opsBrandMergeResultSchema = z.object({
  /** The brand that remains, with the source's names among its aliases. */
  target: opsBrandSchema,
  /** Products, supplier quotes and hot part numbers moved from the source. */
  productsMoved: z.number().int(),
  quotesMoved: z.number().int(),
  hotPartsMoved: z.number().int(),
});
export type OpsBrandMergeResult = z.infer<typeof opsBrandMergeResultSchema>;
