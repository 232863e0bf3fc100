import type { LocalizedText } from '../lang.js';

/** The operator console's content screens (keys 'ops.content.*'). */
export const opsContentTexts: Record<string, LocalizedText> = {};
