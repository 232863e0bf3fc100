/**
 * Shop days: the shop keeps China's calendar (Asia/Shanghai, UTC+8 all year, no daylight saving), so a date a
 * user picks ('2026-11-23') means that day in China wherever the server runs.
 */
export const DAY_MS = 24 * 3600_000;

/** The instant a shop day begins. */
export function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The instant after a shop day ends (the next day's start): an exclusive upper bound. */
export function shopDayEnd(day: string): Date {
  return new Date(shopDayStart(day).getTime() + DAY_MS);
}

/** A list filter's shop days as instants: `from` inclusive, `to` exclusive; an open end stays undefined. */
export function shopDayRange(
  dateFrom: string | undefined,
  dateTo: string | undefined,
): { from: Date | undefined; to: Date | undefined } {
  return {
    from: dateFrom ? shopDayStart(dateFrom) : undefined,
    to: dateTo ? shopDayEnd(dateTo) : undefined,
  };
}
