import { z } from 'zod';

/** The dashboard's figures: today's orders (shop day, Asia/Shanghai), the queues waiting for the seller, a series. */
export const dashboardFiguresQuerySchema = z.object({
  /** How many shop days the series covers, today included. */
  days: z.coerce
    .number()
    .int()
    .refine((n) => n === 14 || n === 30, { message: '14 or 30' })
    .default(14),
});

/** Orders placed on one shop day (cancelled ones left out) and their amount, a decimal string. */
export const dashboardDaySchema = z.object({
  day: z.iso.date(),
  orderCount: z.number().int(),
  amount: z.string(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardFiguresSchema = z.object({
  /** Today's shop day (yyyy-mm-dd). */
  today: z.iso.date(),
  ordersToday: z.number().int(),
  amountToday: z.string(),
  /** Orders whose payment proof waits for the seller's confirmation (PROOF_UPLOADED). */
  paymentsWaiting: z.number().int(),
  /** Sample requests waiting for review (SUBMITTED). */
  samplesWaiting: z.number().int(),
  /** Enquiries waiting for a quote (SUBMITTED). */
  enquiriesWaiting: z.number().int(),
  /** Registration applications waiting for approval (PENDING). */
  registrationsPending: z.number().int(),
  /** Brand-site leads nobody has handled yet (NEW). */
  leadsWaiting: z.number().int(),
  /** Feedback nobody has handled yet (NEW). */
  feedbackWaiting: z.number().int(),
  /** One entry per shop day, oldest first, days without orders included. */
  series: z.array(dashboardDaySchema),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const searchRankingQuerySchema = z.object({
  /** The window in days, ending now. */
  days: z.coerce.number().int().min(1).max(90).default(30),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A normalised part-number keyword, how often it was searched and when last. */
export const searchedKeywordSchema = z.object({
  keyword: z.string(),
  searchCount: z.number().int(),
  lastSearchedAt: z.string(),
  /** Result count of the latest search of the keyword. */
  lastResultCount: z.number().int(),
});
export type SearchedKeyword = z.infer<typeof searchedKeywordSchema>;

export const searchRankingSchema = z.object({
  /** The most searched keywords that found nothing: the catalog's gaps. */
  noResult: z.array(searchedKeywordSchema),
  /** The most searched keywords overall. */
  top: z.array(searchedKeywordSchema),
});
export type SearchRanking = z.infer<typeof searchRankingSchema>;
