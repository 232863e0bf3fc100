import { z } from 'zod';
import { SUBSTITUTES_PAGE_SIZE_MAX } from '../constants.js';
import { productSchema } from './catalog.schemas.js';

/**
 * Drop-in substitutes of a product (docs/substitutes.md): parts of the same category and package whose
 * defining values are equal (capacitance, resistance, frequency, output voltage …), whose every rating is at
 * least as good (voltage, current, power, temperature range) and whose every tolerance is at most as wide.
 * Which parameters define a category and which are ratings is data of the parameter vocabulary.
 */

/**
 * How a substitute's parameter compares with the original's: `same` equal; `better` a rating higher, a
 * tolerance or loss lower, a temperature range wider; `differs` a parameter that decides nothing differs;
 * `missing` the substitute does not state a parameter that decides nothing; `extra` only the substitute states it.
 */
export const substituteVerdictSchema = z.enum(['same', 'better', 'differs', 'missing', 'extra']);

/**
 * What a parameter does in a substitution: `defining` must be equal; `atLeast` a rating the substitute must
 * meet or exceed; `atMost` a tolerance or loss it must not exceed; `covers` a range it must cover;
 * `info` decides nothing.
 */
export const substituteRoleSchema = z.enum(['defining', 'atLeast', 'atMost', 'covers', 'info']);

export const substituteDifferenceSchema = z.object({
  code: z.string(),
  /** The parameter's name in the caller's language. */
  name: z.string(),
  role: substituteRoleSchema,
  original: z.string().nullable(),
  candidate: z.string().nullable(),
  verdict: substituteVerdictSchema,
});

export const productSubstituteSchema = z.object({
  /** The substitute, priced at the asked quantity. */
  product: productSchema,
  /** How many of the original's parameters it states the same (ranks substitutes before stock and price). */
  sameCount: z.number().int(),
  /** Every parameter either side states, in the vocabulary's order. */
  differences: z.array(substituteDifferenceSchema),
});

/**
 * qryProductSubstitutes: the substitutes of one product, best first (most parameters the same, then stock
 * covering the quantity, then unit price at the quantity). `basis` lists the original's parameters that
 * decided (defining values, ratings, tolerances), so a buyer sees what "drop-in" meant here; `searchable`
 * is false when the product has no category, no package or none of its category's defining values, so no
 * part can be called a drop-in for it.
 */
export const productSubstitutesSchema = z.object({
  spuId: z.string(),
  searchable: z.boolean(),
  basis: z.array(
    z.object({ code: z.string(), name: z.string(), role: substituteRoleSchema, value: z.string() }),
  ),
  list: z.array(productSubstituteSchema),
});

export const qryProductSubstitutesBodySchema = z.object({
  spuId: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,18}$/),
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    ])
    .transform(String),
  /** The quantity prices are given at (default: each part's minimum). */
  quantity: z.coerce.number().int().min(1).max(99_999_999).optional(),
  pageSize: z.coerce.number().int().min(1).max(SUBSTITUTES_PAGE_SIZE_MAX).default(10),
  /** Only parts whose stock covers `quantity` (or their minimum). */
  inStockOnly: z.boolean().default(false),
});

export type SubstituteVerdict = z.infer<typeof substituteVerdictSchema>;
export type SubstituteRole = z.infer<typeof substituteRoleSchema>;
export type SubstituteDifference = z.infer<typeof substituteDifferenceSchema>;
export type ProductSubstitute = z.infer<typeof productSubstituteSchema>;
export type ProductSubstitutes = z.infer<typeof productSubstitutesSchema>;
export type QryProductSubstitutesBody = z.output<typeof qryProductSubstitutesBodySchema>;
