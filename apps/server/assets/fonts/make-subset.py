#!/usr/bin/python3
"""Writes NotoSansSC-Contract.otf: Noto Sans CJK SC Regular cut down to the characters a sale contract needs.

Kept: ASCII and Latin-1, general punctuation, CJK punctuation, full-width forms, every character of
GB 2312 (simplified Chinese, 7,445 characters with its symbols) and Big5 level 1 (5,401 common traditional
characters). Run with Debian's fonts-noto-cjk and fonttools installed:

    apt-get install fonts-noto-cjk fonttools && ./make-subset.py
"""
import subprocess

SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
SC_INDEX = 2  # Noto Sans CJK SC inside the collection
TARGET = 'NotoSansSC-Contract.otf'

RANGES = [(0x20, 0x7F), (0xA0, 0x100), (0x2010, 0x2070), (0x2100, 0x2150), (0x2460, 0x2474),
          (0x3000, 0x3040), (0xFF01, 0xFF5F), (0xFFE0, 0xFFE7)]


def two_byte(codec, highs, lows):
    chars = set()
    for hi in highs:
        for lo in lows:
            try:
                text = bytes([hi, lo]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                chars.add(ord(text))
    return chars


chars = set()
for start, end in RANGES:
    chars.update(range(start, end))
chars |= two_byte('gb2312', range(0xA1, 0xF8), range(0xA1, 0xFF))
chars |= two_byte('big5', range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))

subprocess.run(
    ['pyftsubset', SOURCE, f'--font-number={SC_INDEX}',
     '--unicodes=' + ','.join(f'U+{c:04X}' for c in sorted(chars)),
     f'--output-file={TARGET}', '--layout-features=', '--no-hinting', '--name-IDs=*'],
    check=True,
)
print(f'{TARGET}: {len(chars)} characters')
