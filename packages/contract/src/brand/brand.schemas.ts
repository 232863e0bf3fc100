import { z } from 'zod';

/**
 * The Ruisa brand site (/ruisa, /ruisa_product/{productCode}, /ruisa_customized, /gd;
 * docs/brand-site.md). Every text of an answer is already in the caller's language; the content lives in the
 * database in all three.
 */

/** A product line's code as it appears in /ruisa_product/{productCode}: lower-case words joined by '-'. */
export const BRAND_PRODUCT_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const brandProductCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(40)
  .regex(BRAND_PRODUCT_CODE_PATTERN);

/** The brand site's pages with free content (sections and facts) besides the home and the product pages. */
export const BRAND_PAGE_CODES = ['ruisa', 'ruisa_customized', 'gd'] as const;
export type BrandPageCode = (typeof BRAND_PAGE_CODES)[number];

export const qryBrandProductBodySchema = z.object({ productCode: brandProductCodeSchema });
export const qryBrandPageBodySchema = z.object({ pageCode: z.enum(BRAND_PAGE_CODES) });

/** A web path of the app (a brand image under /brand/, or a route), never an outside address. */
const appPathSchema = z.string().regex(/^\/[\w\-./?=&]*$/);

export const brandBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: appPathSchema,
  /** Where a click leads inside the app, or null. */
  link: appPathSchema.nullable(),
});

/** A product line as lists show it. */
export const brandProductCardSchema = z.object({
  productCode: z.string(),
  series: z.string(),
  name: z.string(),
  tagline: z.string(),
  image: appPathSchema,
});

export const brandSceneSchema = z.object({
  sceneCode: z.string(),
  name: z.string(),
  description: z.string(),
  image: appPathSchema,
  /** The product lines used in this scene, in the order of the product list. */
  productCodes: z.array(z.string()),
});

export const brandFactSchema = z.object({ value: z.string(), label: z.string() });
export const brandSectionSchema = z.object({
  heading: z.string(),
  body: z.string(),
  image: appPathSchema.nullable(),
});

/** A page's own content: what /gd and /ruisa_customized show, and the home's introduction. */
export const brandPageSchema = z.object({
  pageCode: z.enum(BRAND_PAGE_CODES),
  title: z.string(),
  summary: z.string(),
  image: appPathSchema.nullable(),
  facts: z.array(brandFactSchema),
  sections: z.array(brandSectionSchema),
});

export const brandSiteSchema = z.object({
  page: brandPageSchema,
  banners: z.array(brandBannerSchema),
  products: z.array(brandProductCardSchema),
  scenes: z.array(brandSceneSchema),
});

export const brandPageAnswerSchema = z.object({
  page: brandPageSchema,
  products: z.array(brandProductCardSchema),
});

export const brandParameterSchema = z.object({ name: z.string(), value: z.string() });
export const brandProductSceneSchema = z.object({
  sceneCode: z.string(),
  name: z.string(),
  image: appPathSchema,
  /** How this product line serves the scene. */
  note: z.string(),
});

export const brandProductSchema = z.object({
  productCode: z.string(),
  series: z.string(),
  title: z.string(),
  tagline: z.string(),
  summary: z.string(),
  images: z.array(appPathSchema),
  parameters: z.array(brandParameterSchema),
  features: z.array(z.string()),
  scenes: z.array(brandProductSceneSchema),
  /** Part-number searches of the shop that list comparable parts (/search?qryParam=…). */
  searchKeywords: z.array(z.string()),
  /** The other product lines, for the page's links. */
  otherProducts: z.array(brandProductCardSchema),
});

export const customizedRequestAnswerSchema = z.object({ requestNo: z.string() });

export type BrandSite = z.infer<typeof brandSiteSchema>;
export type BrandPage = z.infer<typeof brandPageSchema>;
export type BrandPageAnswer = z.infer<typeof brandPageAnswerSchema>;
export type BrandProduct = z.infer<typeof brandProductSchema>;
export type BrandProductCard = z.infer<typeof brandProductCardSchema>;
export type BrandScene = z.infer<typeof brandSceneSchema>;
export type BrandBanner = z.infer<typeof brandBannerSchema>;
