/** The operator console's enquiry calls. */
export const opsEnquiryCalls = {} as const;
