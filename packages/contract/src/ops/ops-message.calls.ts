/** The operator console's message and announcement calls. */
export const opsMessageCalls = {} as const;
