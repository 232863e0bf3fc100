import { shopToday } from '@emall/contract';
import type { DashboardDay, DashboardFigures, SearchRanking } from '@emall/contract/ops';
import type { Db } from '../../platform/db.js';
import { searchRanking } from '../catalog/catalog.service.js';
import { enquiriesAwaitingQuote } from '../enquiry/enquiry-figures.service.js';
import { ordersPerShopDay, paymentsAwaitingConfirmation } from '../order/order-figures.service.js';
import { registrationsAwaitingApproval } from '../registration/registration-figures.service.js';
import { samplesAwaitingReview } from '../sample/sample-figures.service.js';
import { leadsAwaitingHandling } from '../brand-site/brand-site-ops.service.js';
import { feedbackAwaitingHandling } from '../message/feedback-ops.service.js';
import { DAY_MS, shopDayEnd, shopDayStart } from '../../platform/shop-day.js';

/** The `days` shop days ending with `today`, oldest first. */
function shopDaysUpTo(today: string, days: number): string[] {
  const last = shopDayStart(today).getTime();
  return Array.from({ length: days }, (_, i) => shopToday(new Date(last - (days - 1 - i) * DAY_MS)));
}

/**
 * The dashboard's figures, each from its own domain's service, read side by side: today's orders and
 * amount, the queues waiting for the seller, and the orders per day of the last `days` shop days.
 */
export async function dashboardFigures(db: Db, now: Date, days: number): Promise<DashboardFigures> {
  const today = shopToday(now);
  const window = shopDaysUpTo(today, days);
  const from = shopDayStart(window[0] ?? today);
  const to = shopDayEnd(today);
  const [
    perDay,
    paymentsWaiting,
    samplesWaiting,
    enquiriesWaiting,
    registrationsPending,
    leadsWaiting,
    feedbackWaiting,
  ] = await Promise.all([
    ordersPerShopDay(db, from, to),
    paymentsAwaitingConfirmation(db),
    samplesAwaitingReview(db),
    enquiriesAwaitingQuote(db),
    registrationsAwaitingApproval(db),
    leadsAwaitingHandling(db),
    feedbackAwaitingHandling(db),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const series: DashboardDay[] = window.map(
    (day) => byDay.get(day) ?? { day, orderCount: 0, amount: '0.00' },
  );
  const todays = byDay.get(today);
  return {
    today,
    ordersToday: todays?.orderCount ?? 0,
    amountToday: todays?.amount ?? '0.00',
    paymentsWaiting,
    samplesWaiting,
    enquiriesWaiting,
    registrationsPending,
    leadsWaiting,
    feedbackWaiting,
    series,
  };
}

/** The catalog's gaps (searched, nothing found) and the most searched part numbers. */
export function dashboardSearches(db: Db, now: Date, days: number, limit: number): Promise<SearchRanking> {
  return searchRanking(db, now, days, limit);
}
