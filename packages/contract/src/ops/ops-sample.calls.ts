/** The operator console's sample calls. */
export const opsSampleCalls = {} as const;
