import { describe, expect, it } from 'vitest';
import { TEXTS } from '@emall/contract';

// Every source file of the web app, as text; vite's glob keeps this free of node APIs.
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const NAMESPACES = [...new Set(Object.keys(TEXTS).map((key) => key.split('.')[0]))];

/**
 * Keys as the app writes them: inside t('…') calls, and as quoted literals of a catalogue namespace
 * (key tables such as the status texts and the language names).
 */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const literal = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_.]+)'`, 'g');
  for (const [file, source] of Object.entries(SOURCES)) {
    for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) if (match[1]) keys.set(match[1], file);
    for (const match of source.matchAll(literal)) if (match[1]) keys.set(match[1], file);
  }
  return keys;
}

describe('text keys used by the web app', () => {
  const keys = usedKeys();

  it('finds the keys of the app (the scan itself works)', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(20);
    expect(keys.size).toBeGreaterThan(60);
    expect(keys.has('frame.header.memberCentre')).toBe(true);
  });

  it('are all in the catalogue with a non-empty text in every language', () => {
    const problems: string[] = [];
    for (const [key, file] of keys) {
      const text = TEXTS[key];
      if (!text) problems.push(`${key} (in ${file}) is missing`);
      else if (!text.zhCn.trim() || !text.zhTw.trim() || !text.enUs.trim()) problems.push(`${key} is empty`);
    }
    expect(problems).toEqual([]);
  });
});
