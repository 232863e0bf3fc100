import { z } from 'zod';
import { BOM_ATTRITION_PERCENT_MAX, BOM_ATTRITION_SPARES_MAX } from '../constants.js';

/**
 * An attrition percent: 0 to BOM_ATTRITION_PERCENT_MAX with at most two decimals ('2.5'), carried as a number.
 * Computed on hundredths of a percent, never on binary fractions.
 */
export const attritionPercentSchema = z.coerce
  .number()
  .min(0)
  .max(BOM_ATTRITION_PERCENT_MAX)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, {
    message: 'at most two decimals',
  });

/** Spare pieces added to a line's need, whole numbers from 0 to BOM_ATTRITION_SPARES_MAX. */
export const attritionSparesSchema = z.coerce.number().int().min(0).max(BOM_ATTRITION_SPARES_MAX);
