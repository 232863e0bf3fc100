import type { LocalizedText } from '../lang.js';

/** The operator console's catalog screens (keys 'ops.catalog.*'). */
export const opsCatalogTexts: Record<string, LocalizedText> = {};
