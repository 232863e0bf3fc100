import type { LocalizedText } from '../lang.js';

/** The operator console's messages and announcements screen (keys 'ops.messages.*'). */
export const opsMessagesTexts: Record<string, LocalizedText> = {};
