import type { LocalizedText } from '../lang.js';

/** The operator console's dashboard screens (keys 'ops.dashboard.*'). */
export const opsDashboardTexts: Record<string, LocalizedText> = {};
