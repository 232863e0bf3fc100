/** The operator console's registration calls. */
export const opsRegistrationCalls = {} as const;
