import type { LocalizedText } from '../lang.js';

/** The operator console's registrations screens (keys 'ops.registrations.*'). */
export const opsRegistrationsTexts: Record<string, LocalizedText> = {};
