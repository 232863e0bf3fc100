import { z } from 'zod';

/** The home page's hot parts are those ordered by the most customers in this many days. */
export const HOT_PARTS_DAYS = 90;

/**
 * A part as the home page lists it (new parts, hot parts): enough for one line with its price and stock and a
 * link to its product page, nothing of the full product (no warehouses, price breaks or parameters).
 */
export const homePartSchema = z.object({
  spuId: z.string(),
  mfrPartNumber: z.string(),
  brandName: z.string(),
  /** The part's category, in the caller's language; empty for a part outside the tree. */
  productCatalogName: z.string(),
  productDesc: z.string(),
  currency: z.string(),
  /** Unit price with tax at the minimum order quantity, per `priceUnit` pieces; null: no price, ask for one. */
  taxPrice: z.string().nullable(),
  priceUnit: z.number().int(),
  qtyUnit: z.string(),
  miniQty: z.number().int(),
  /** Pieces that can be sold now. */
  stock: z.number().int(),
});
export type HomePart = z.infer<typeof homePartSchema>;

export const homePartListSchema = z.object({ rows: z.array(homePartSchema) });
export type HomePartList = z.infer<typeof homePartListSchema>;
