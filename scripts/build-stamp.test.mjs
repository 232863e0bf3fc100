import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint, isStale, makeStamp, webMode } from './build-stamp.mjs';

describe('build stamp', () => {
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('counts a build of another mode as stale, even with the same inputs', () => {
    const development = makeStamp({ mode: 'development', inputs: 'abc' });
    expect(isStale(development, { mode: 'production', inputs: 'abc' })).toBe(true);
    expect(isStale(development, { mode: 'development', inputs: 'abc' })).toBe(false);
  });

  it('counts changed inputs, a missing stamp and the old plain-hash stamp as stale', () => {
    const wanted = { mode: 'production', inputs: 'abc' };
    expect(isStale(makeStamp(wanted), wanted)).toBe(false);
    expect(isStale(makeStamp({ mode: 'production', inputs: 'abd' }), wanted)).toBe(true);
    expect(isStale(undefined, wanted)).toBe(true);
    expect(isStale('abc', wanted)).toBe(true);
  });

  it('builds for production whatever NODE_ENV says, and for development only when asked', () => {
    expect(webMode({ NODE_ENV: 'test' })).toBe('production');
    expect(webMode({ NODE_ENV: 'development' })).toBe('production');
    expect(webMode({ EMALL_WEB_MODE: 'development', NODE_ENV: 'production' })).toBe('development');
    expect(() => webMode({ EMALL_WEB_MODE: 'debug' })).toThrow(/EMALL_WEB_MODE/);
  });

  it('changes the input hash when a file under an input folder changes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'emall-stamp-'));
    dirs.push(root);
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/a.ts'), 'one');
    const before = fingerprint(root, ['src']);
    expect(fingerprint(root, ['src'])).toBe(before);
    utimesSync(path.join(root, 'src/a.ts'), new Date(0), new Date(0));
    expect(fingerprint(root, ['src'])).not.toBe(before);
  });
});
