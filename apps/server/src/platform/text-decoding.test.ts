import { describe, expect, it } from 'vitest';
import { decodeText, looksLikeText, TEXT_SNIFF_BYTES } from './text-decoding.mjs';

const TEXT = 'Part,Qty,Note\r\nLM358,2,运放 µA\r\n';

function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/** '型号,数量,备注\nLM358,2,运放\n' as GBK bytes (written by iconv). */
const GBK = Buffer.from('d0cdbac52ccafdc1bf2cb1b8d7a20a4c4d3335382c322cd4cbb7c50a', 'hex');

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark, dropping the mark', () => {
    expect(decodeText(Buffer.from(TEXT))).toEqual({ encoding: 'utf-8', text: TEXT });
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]);
    expect(decodeText(marked)).toEqual({ encoding: 'utf-8', text: TEXT });
  });

  it('reads UTF-16 little- and big-endian by their byte-order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]);
    expect(decodeText(le)).toEqual({ encoding: 'utf-16le', text: TEXT });
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)]);
    expect(decodeText(be)).toEqual({ encoding: 'utf-16be', text: TEXT });
  });

  it('reads UTF-16 without a mark by where its NUL bytes are', () => {
    expect(decodeText(Buffer.from(TEXT, 'utf16le'))).toEqual({ encoding: 'utf-16le', text: TEXT });
    expect(decodeText(utf16be(TEXT))).toEqual({ encoding: 'utf-16be', text: TEXT });
  });

  it('reads GBK (as GB18030) when the bytes are not UTF-8', () => {
    expect(decodeText(GBK)).toEqual({ encoding: 'gb18030', text: '型号,数量,备注\nLM358,2,运放\n' });
  });

  it('drops the Ctrl-Z that DOS programs end a file with', () => {
    expect(decodeText(Buffer.from('a,b\n1,2\n\u001a'))?.text).toBe('a,b\n1,2\n');
  });

  it('answers null for bytes no encoding reads, and for text holding binary control characters', () => {
    expect(decodeText(Buffer.from([0x41, 0xff, 0x41, 0x0a]))).toBeNull();
    expect(decodeText(Buffer.from('a,b\u0000c'))).toBeNull();
    expect(decodeText(Buffer.from('a,b\u0001\u0002\n'))).toBeNull();
    expect(decodeText(Buffer.from('a,b\u0085\n'))).toBeNull();
    expect(decodeText(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
  });
});

describe('looksLikeText', () => {
  it('tells text from its first bytes, a character cut at the end of the sample included', () => {
    const long = Buffer.from('型'.repeat(TEXT_SNIFF_BYTES));
    expect(looksLikeText(long)).toBe(true);
    expect(looksLikeText(Buffer.alloc(0))).toBe(true);
    expect(looksLikeText(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(false);
  });
});
