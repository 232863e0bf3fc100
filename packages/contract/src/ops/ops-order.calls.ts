/** The operator console's order calls. */
export const opsOrderCalls = {} as const;
