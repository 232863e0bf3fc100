import type { LocalizedText } from '../lang.js';

/** The operator console's enquiries screens (keys 'ops.enquiries.*'). */
export const opsEnquiriesTexts: Record<string, LocalizedText> = {};
