/** The query keys of the dashboard (/ops). */
export const dashboardKeys = {
  figures: (days: number) => ['ops', 'dashboard', 'figures', days] as const,
  searches: ['ops', 'dashboard', 'searches'] as const,
};
