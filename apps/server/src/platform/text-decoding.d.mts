// Types of text-decoding.mjs (plain JavaScript, run as it is by the parsing child process).

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030' | 'windows-1252';

export declare const TEXT_SNIFF_BYTES: number;

export declare function decodeText(
  bytes: Uint8Array,
  options?: { partial?: boolean; keepNul?: boolean },
): { encoding: TextEncodingName; text: string } | null;

export declare function looksLikeText(bytes: Uint8Array): boolean;

export declare function streamingDecoder(encoding: TextEncodingName): {
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
};
