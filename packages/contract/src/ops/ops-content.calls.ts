/** The operator console's content calls. */
export const opsContentCalls = {} as const;
