import type { LocalizedText } from '../lang.js';

/** Texts by key, each in the three languages: the shape of every `*.texts.ts` part and of the whole catalogue. */
export type TextCatalogue = Record<string, LocalizedText>;
