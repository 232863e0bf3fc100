import { z } from 'zod';
import {
  CATEGORY_FILTER_VALUES_MAX,
  CATEGORY_FILTERS_MAX,
  SEARCH_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
} from '../constants.js';
import { pageNoSchema, pageSizeSchema } from '../call.js';
import { brandOptionSchema, categoryHitSchema, productSchema } from './catalog.schemas.js';

/**
 * Category pages and the search's reading of a query (docs/search.md): the category tree with counts, one
 * category's products narrowed by parameter filters with the counts of each value, and the words a query was
 * understood as.
 */

export const catalogNodeSchema = z.object({
  catalogId: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  name: z.string(),
  /** Active products in the node (a top category: in all its subcategories). */
  count: z.number().int(),
});

export const catalogTreeSchema = z.object({ nodes: z.array(catalogNodeSchema) });

/**
 * A filter on one parameter: `values` are value keys as a facet answers them (any of them matches), or a
 * numeric range `min`..`max` in the parameter's base unit (inclusive).
 */
export const paramFilterSchema = z.object({
  code: z.string().trim().min(1).max(100),
  values: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});

const listOfCodes = z
  .union([z.string().max(2000), z.array(z.string().max(64)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim()).filter(Boolean));

export const catalogSortSchema = z.enum(['stock', 'price', 'partNumber']);

export const qryCatalogProductsBodySchema = z.object({
  catalogId: z.coerce.number().int().positive().max(2_147_483_647),
  filters: z
    .array(paramFilterSchema)
    .max(CATEGORY_FILTERS_MAX)
    .default([])
    // Each value is one more index probe and one more count: the work one page asks is bounded as a whole.
    .refine(
      (filters) => filters.reduce((n, f) => n + (f.values?.length ?? 0), 0) <= CATEGORY_FILTER_VALUES_MAX,
      {
        message: `at most ${CATEGORY_FILTER_VALUES_MAX} values over all filters`,
      },
    ),
  brandCodes: listOfCodes.optional(),
  hasStock: z.boolean().optional(),
  /** Default stock, highest first; price is the unit price at `quantity` (else each part's minimum). */
  sort: catalogSortSchema.optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(SEARCH_PAGE_SIZE, 100),
});

export const facetValueSchema = z.object({
  /** The value to send back in a filter's `values`. */
  value: z.string(),
  /** The value as shown ('100nF'). */
  label: z.string(),
  count: z.number().int(),
  /** The value in the parameter's base unit, for numeric parameters (ranges, sorting). */
  num: z.number().nullable(),
});

export const facetSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  /** Values present among the filtered parts (with the parameter's own filter left out), most common first. */
  values: z.array(facetValueSchema),
  /** More values exist than listed. */
  more: z.boolean(),
});

export const catalogPageSchema = z.object({
  rows: z.array(productSchema),
  total: z.number().int(),
  /** The filtered parts reached the cap (10,000): total and counts mean "at least". */
  totalCapped: z.boolean(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  lastPage: z.boolean(),
  node: catalogNodeSchema,
  /** From the top category down to this one. */
  path: z.array(catalogNodeSchema),
  children: z.array(catalogNodeSchema),
  facets: z.array(facetSchema),
  brands: z.array(brandOptionSchema),
  /** Filtered parts in stock (the in-stock facet). */
  inStock: z.number().int(),
});

export const qrySearchHintsBodySchema = z.object({
  code: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
});

export const searchHintsSchema = z.object({
  partNumbers: z.array(z.object({ mfrPartNumber: z.string(), brandCodes: z.array(z.string()) })),
  categories: z.array(categoryHitSchema),
  brands: z.array(z.object({ brandCode: z.string(), brandName: z.string() })),
});

export type CatalogNode = z.infer<typeof catalogNodeSchema>;
export type ParamFilter = z.infer<typeof paramFilterSchema>;
export type CatalogSort = z.infer<typeof catalogSortSchema>;
export type QryCatalogProductsBody = z.input<typeof qryCatalogProductsBodySchema>;
export type Facet = z.infer<typeof facetSchema>;
export type FacetValue = z.infer<typeof facetValueSchema>;
export type CatalogPage = z.infer<typeof catalogPageSchema>;
export type SearchHints = z.infer<typeof searchHintsSchema>;
