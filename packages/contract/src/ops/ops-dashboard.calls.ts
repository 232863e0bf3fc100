/** The operator console's dashboard calls. */
export const opsDashboardCalls = {} as const;
