import type { LocalizedText } from '../lang.js';

/** The operator console's samples screens (keys 'ops.samples.*'). */
export const opsSamplesTexts: Record<string, LocalizedText> = {};
