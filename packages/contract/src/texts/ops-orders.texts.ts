import type { LocalizedText } from '../lang.js';

/** The operator console's orders screens (keys 'ops.orders.*'). */
export const opsOrdersTexts: Record<string, LocalizedText> = {};
