import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE, SUGGESTION_BU_TENANT_CODE } from '../constants.js';
import { pageNoSchema, pageSizeSchema } from '../call.js';

/**
 * How a product was found for a part number (docs/search.md, docs/bom-matching.md). Search: `exact`,
 * `prefix`, `contains` on the normalised key, `keyword` (its parameters, brand and category match every word
 * of the query), `description` (every word is in its description). BOM matching: `exact` (the text as
 * written), `key` (the normalised key), `lcsc` (an LCSC C-number),
 * `distributor` (a DigiKey or Mouser code), `packaging` (a packaging suffix more or less), `custPn` (the part the
 * tenant chose before for the same customer part number), `prefix`, `oneChar` (one character apart),
 * `freeText` (a part number found inside a description), `parametric` (a part of the kind, value, package …
 * a description names: '0603 4.7k电阻'), `manual` (chosen by the buyer), `substitute` (a drop-in substitute the buyer chose for the line's part).
 */
export const partMatchRuleSchema = z.enum([
  'exact',
  'key',
  'prefix',
  'contains',
  'lcsc',
  'distributor',
  'packaging',
  'custPn',
  'oneChar',
  'freeText',
  'parametric',
  'manual',
  'substitute',
  'keyword',
  'description',
]);

/** A quantity price break: the price for quantities from qtyFrom up to qtyTo (null: no upper bound). */
export const priceBreakSchema = z.object({
  qtyFrom: z.number().int(),
  qtyTo: z.number().int().nullable(),
  taxPrice: z.string(),
  notTaxPrice: z.string(),
});

export const agentCertSchema = z.object({ fileUrl: z.string(), fileName: z.string() });
export const i18nProductSpecSchema = z.object({ i18nItemName: z.string(), itemValue: z.string() });

/**
 * A product. Money is a decimal string; taxRate is a multiplier ('1.13'). The price fields hold the
 * break for `quantity` (the asked quantity, else miniQty). Stock: per warehouse, their sum, and
 * emallRedundantStockQty, the stock the shop may sell beyond reservations (the sort key of the search).
 */
export const productSchema = z.object({
  id: z.number().int(),
  spuId: z.string(),
  productCode: z.string(),
  mfrPartNumber: z.string(),
  mfrPn: z.string(),
  brandCode: z.string(),
  brandName: z.string(),
  catalogIdPath: z.string(),
  productCatalogName: z.string(),
  topCatalogName: z.string(),
  productDesc: z.string(),
  specDesc: z.string(),
  productPhoto: z.string().nullable(),
  detailSpecFile: z.string().nullable(),
  productLineCode: z.string().nullable(),
  productLineName: z.string().nullable(),
  productDeptName: z.string().nullable(),
  mpnLevel: z.string().nullable(),
  supplierCode: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplierMfrPn: z.string().nullable(),
  productSupplierId: z.string().nullable(),
  currency: z.string(),
  taxPrice: z.string().nullable(),
  notTaxPrice: z.string().nullable(),
  taxRate: z.string(),
  tariff: z.string().nullable(),
  priceUnit: z.number().int(),
  qtyUnit: z.string(),
  miniQty: z.number().int(),
  miniQtyUnit: z.string(),
  miniPkg: z.number().int(),
  miniPkgUnit: z.string(),
  deliveryCycle: z.number().int(),
  deliveryCycleJson: z.string().nullable(),
  isMatch: z.boolean(),
  isErrPrice: z.boolean(),
  isSample: z.enum(['T', 'F']),
  sampleUnitLimit: z.number().int().nullable(),
  isActive: z.enum(['T', 'F']),
  quantity: z.number().int(),
  custPartNumber: z.string().nullable(),
  custPn: z.string().nullable(),
  valuedProperty: z.string().nullable(),
  operateArgs: z.string().nullable(),
  updateDate: z.string(),
  agentCert: z.array(agentCertSchema),
  i18nProductSpec: z.array(i18nProductSpecSchema),
  shortageFlag: z.enum(['T', 'F']),
  i18nShortageFlag: z.string(),
  njHbStockQty: z.number().int(),
  hbStockQty: z.number().int(),
  hkStockQty: z.number().int(),
  njStockQty: z.number().int(),
  stockQty: z.number().int(),
  totalStockQty: z.number().int(),
  stock: z.number().int(),
  hasStock: z.boolean(),
  emallRedundantStockQty: z.number().int(),
  priceBreaks: z.array(priceBreakSchema),
  /** Which rule found this product: a search stage, or the BOM rule that proposed it as a line's candidate. */
  matchRule: partMatchRuleSchema.optional(),
});

/**
 * Where a parameter stands on the product page: what kind of part it is (`general`), its ratings and values
 * (`electrical`), its size, package and look (`physical`), and the rest the catalog data brings (`other`).
 */
export const parameterGroupSchema = z.enum(['general', 'electrical', 'physical', 'other']);

/**
 * One parameter of a product as the details page shows it: the parameter's code and name in the caller's
 * language, the value as written, and its value key, the value a category page's filter on `code` takes.
 */
export const productParameterSchema = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
  valueKey: z.string(),
  group: parameterGroupSchema,
});

/** A product as the details calls answer it: every parameter it has, in the filter tables' order. */
export const productDetailsSchema = productSchema.extend({
  parameters: z.array(productParameterSchema).optional(),
});

/** What a word of a search query was read as. */
export const queryWordKindSchema = z.enum(['value', 'package', 'brand', 'category', 'parameter', 'text']);

/** One word (or phrase: 'Texas Instruments') of a query and how it was read, for the buyer to see. */
export const understoodWordSchema = z.object({
  text: z.string(),
  kind: queryWordKindSchema,
  /** What it was read as, in the caller's language: 'Capacitance 100nF', 'Brand Murata', 'Category Capacitors'. */
  label: z.string(),
});

/**
 * A parameter filter a category page opens with: any of the value keys its facet answers, or a numeric range in
 * the parameter's base unit (a search's rating from its value up: `min` 25 for '10uF 25V'; a tolerance up to it).
 */
export const categoryFilterSchema = z.object({
  code: z.string(),
  values: z.array(z.string()),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** A category a search hit or a suggestion names, with the number of matching parts. */
export const categoryHitSchema = z.object({
  catalogId: z.number().int(),
  name: z.string(),
  /** The parent category's name ('Capacitors' for 'MLCC'), or null for a top category. */
  parentName: z.string().nullable(),
  count: z.number().int(),
  /**
   * In a search's reading: the query's values, packages and dielectrics as this category's parameter filters,
   * and its brands, so the category link opens the page narrowed as the query was. Absent in suggestions.
   */
  filters: z.array(categoryFilterSchema).optional(),
  brandCodes: z.array(z.string()).optional(),
});

/** The search answer's reading of the query: added to qryProduct4Emall's ext. */
export const searchReadingSchema = z.object({
  /** The categories of the matches, most matches first (at most 12). */
  categories: z.array(categoryHitSchema),
  /** How each word of the query was read. */
  understood: z.array(understoodWordSchema),
  /** When nothing matched: part numbers closest to the query (at most 10). */
  nearest: z.array(z.string()),
  /**
   * Words of the query the answer leaves out: nothing matched all of them, and these (Chinese words the shop
   * does not know) were dropped to find the rows shown. Empty when every word was used.
   */
  ignored: z.array(z.string()).default([]),
});

export const brandOptionSchema = z.object({
  brandCode: z.string(),
  brandName: z.string(),
  count: z.number().int(),
});

const flagSchema = z
  .union([z.boolean(), z.enum(['T', 'F', 'true', 'false', 'Y', 'N', '1', '0'])])
  .transform((v) => v === true || v === 'T' || v === 'true' || v === 'Y' || v === '1');

const codeListSchema = z
  .union([z.string().max(2000), z.array(z.string().max(64)).max(100)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim()).filter(Boolean));

export const searchQuerySchema = z.string().trim().max(SEARCH_MAX_LENGTH);

export const qryProduct4EmallBodySchema = z.object({
  qryParam: searchQuerySchema.default(''),
  brandName: z.string().trim().max(100).optional(),
  brandCodes: codeListSchema.optional(),
  hasStock: flagSchema.optional(),
  /**
   * No sort: relevance (exact part numbers, then matching parameters, then prefixes; docs/search.md). Stock: most
   * first unless sortOrder says asc. Price: the unit price at `quantity` (else at its minimum order), cheapest first
   * unless sortOrder says desc, parts without a price last; as a category page sorts.
   */
  sortField: z.enum(['emallRedundantStockQty', 'price']).optional(),
  sortOrder: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc', 'ascend', 'descend']))
    .transform((v) => (v.startsWith('asc') ? ('asc' as const) : ('desc' as const)))
    .optional(),
  detailId: z.union([z.string().max(64), z.number()]).optional(),
  custJson: z.string().max(4000).optional(),
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(SEARCH_PAGE_SIZE, 100),
});

export const productPageSchema = z.object({
  rows: z.array(productSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  lastPage: z.boolean(),
  ext: z.object({
    brands: z.array(brandOptionSchema),
    /** The matches reached the search cap (10,000): `total` means "at least", shown as "10,000+". */
    totalCapped: z.boolean(),
    /** How the query was read and the categories it hit: the search call answers it, other pages do not. */
    reading: searchReadingSchema.optional(),
  }),
});

export const qryProductByKeyBodySchema = z.object({
  spuId: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,18}$/),
      z.number().int().positive(),
    ])
    .transform(String),
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
});

export const qryDigitProductByKeyBodySchema = z.object({
  mfrPartNumber: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  brandCode: z.string().trim().min(1).max(64),
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
});

export const suggestionBodySchema = z.object({
  code: z.string().trim().max(SEARCH_MAX_LENGTH).default(''),
  buTenantCode: z.union([z.string(), z.number()]).transform(String).default(SUGGESTION_BU_TENANT_CODE),
});

/** A map of suggestions: part number → the brands it exists under. */
export const suggestionAnswerSchema = z.record(z.string(), z.array(z.string()));

export type Product = z.infer<typeof productSchema>;
export type ProductDetails = z.infer<typeof productDetailsSchema>;
export type ProductParameter = z.infer<typeof productParameterSchema>;
export type ParameterGroup = z.infer<typeof parameterGroupSchema>;
export type PartMatchRule = z.infer<typeof partMatchRuleSchema>;
export type BrandOption = z.infer<typeof brandOptionSchema>;
export type ProductPage = z.infer<typeof productPageSchema>;
export type QueryWordKind = z.infer<typeof queryWordKindSchema>;
export type UnderstoodWord = z.infer<typeof understoodWordSchema>;
export type CategoryFilter = z.infer<typeof categoryFilterSchema>;
export type CategoryHit = z.infer<typeof categoryHitSchema>;
export type SearchReading = z.infer<typeof searchReadingSchema>;
export type QryProduct4EmallBody = z.input<typeof qryProduct4EmallBodySchema>;
