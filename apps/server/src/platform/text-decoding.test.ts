import { describe, expect, it } from 'vitest';
import { decodeText, looksLikeText, TEXT_SNIFF_BYTES } from './text-decoding.mjs';

const TEXT = 'Part,Qty,Note\r\nLM358,2,运放 µA\r\n';

function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/** '型号,数量,备注\nLM358,2,运放\n' as GBK bytes (written by iconv). */
const GBK = Buffer.from('d0cdbac52ccafdc1bf2cb1b8d7a20a4c4d3335382c322cd4cbb7c50a', 'hex');

/** '位号,数量,描述\r\nC1,2,贴片电容 10uF ±10% 25V\r\nR3,5,电阻 0603 1kΩ\r\n' as GB18030 bytes (written by Python). */
const GB_BOM = Buffer.from(
  'cebbbac52ccafdc1bf2cc3e8caf60d0a43312c322cccf9c6acb5e7c8dd203130754620a1c0313025203235560d0a' +
    '52332c352cb5e7d7e8203036303320316ba6b80d0a',
  'hex',
);

/** Windows-1252 bytes of a text: Latin-1 for its letters and signs, and the 0x80-0x9F bytes it uses. */
const WINDOWS_1252_EXTRA = new Map([
  ['€', 0x80],
  ['…', 0x85],
  ['“', 0x93],
  ['”', 0x94],
  ['™', 0x99],
]);
function windows1252(text: string): Buffer {
  return Buffer.from(Array.from(text, (c) => WINDOWS_1252_EXTRA.get(c) ?? c.charCodeAt(0)));
}

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

  it('reads a Western Windows export (Windows-1252) as such, not as GB18030', () => {
    // Every one of these is valid GB18030 too: 10µF, Würth and -40°C read as rare ideographs eating a letter.
    const valid = 'Designator,Qty,Comment\r\nC1,4,10µF X7R Würth\r\nU2,1,"LM358, -40°C"\r\n';
    expect(decodeText(windows1252(valid))).toEqual({ encoding: 'windows-1252', text: valid });
    // ±5% and …+85 are no GB18030 at all: the GB18030-only rule refused the file.
    const invalid = 'Value,Tolerance,Range\r\n100nF,±5%,-55°C…+85°C\r\nØ3mm LED,“rot” 0,20€,\r\n';
    expect(decodeText(windows1252(invalid))).toEqual({ encoding: 'windows-1252', text: invalid });
  });

  it('reads Chinese GB18030 with its full-width signs as GB18030, not as Windows-1252', () => {
    expect(decodeText(GB_BOM)).toEqual({
      encoding: 'gb18030',
      text: '位号,数量,描述\r\nC1,2,贴片电容 10uF ±10% 25V\r\nR3,5,电阻 0603 1kΩ\r\n',
    });
  });

  it('reads the same parts list in UTF-16 either way round, with or without a mark', () => {
    const text = 'Designator,Qty,Comment\r\nC1,4,10µF ±10% -40°C Ø3 1kΩ 贴片电容\r\n';
    const le = Buffer.from(text, 'utf16le');
    const be = utf16be(text);
    expect(decodeText(le)).toEqual({ encoding: 'utf-16le', text });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toEqual({
      encoding: 'utf-16le',
      text,
    });
    expect(decodeText(be)).toEqual({ encoding: 'utf-16be', text });
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual({
      encoding: 'utf-16be',
      text,
    });
  });

  it('refuses Windows-1252 bytes it leaves unassigned when GB18030 cannot read them either', () => {
    expect(decodeText(Buffer.from([0x41, 0x81, 0x2c, 0x42, 0x0a]))).toBeNull();
  });

  it('keeps NUL only when asked, for readers that refuse its row rather than the file', () => {
    const text = 'Brand,Part,Note\nTI,LM358,\u0000\nST,LM393,“dual”\n';
    expect(decodeText(Buffer.from(text), { keepNul: true })?.text).toBe(text);
    expect(decodeText(Buffer.from(text))).toBeNull();
    expect(decodeText(Buffer.from('Brand,Part\nTI,LM358\u0001\n'), { keepNul: true })).toBeNull();
  });

  it('drops the Ctrl-Z that DOS programs end a file with', () => {
    expect(decodeText(Buffer.from('a,b\n1,2\n\u001a'))?.text).toBe('a,b\n1,2\n');
  });

  it('answers null for bytes no encoding reads, and for text holding binary control characters', () => {
    expect(decodeText(Buffer.from([0x41, 0x81, 0x0a]))).toBeNull();
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
