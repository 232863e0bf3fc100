import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FONT_FILE = path.join('assets', 'fonts', 'NotoSansSC-Contract.otf');

let cached: Buffer | undefined;

/**
 * The contract's CJK font (assets/fonts, see its SOURCE.md), found above this file both from source
 * (src/domains/order) and from the bundle (dist). Read once; the server never depends on system fonts.
 */
export function contractFont(from: string = path.dirname(fileURLToPath(import.meta.url))): Buffer {
  if (cached) return cached;
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, FONT_FILE);
    if (existsSync(candidate)) {
      cached = readFileSync(candidate);
      return cached;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Contract font ${FONT_FILE} not found above ${from}`);
    dir = parent;
  }
}
