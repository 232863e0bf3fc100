/** The operator console's catalog calls. */
export const opsCatalogCalls = {} as const;
