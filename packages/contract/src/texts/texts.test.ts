import { describe, expect, it } from 'vitest';
import { ERRORS, FIELD_MESSAGES } from '../errors.js';
import { TEXTS } from './index.js';
import { samePlaceholders } from './placeholders.js';

describe('the text catalogue', () => {
  it('has every key in all three languages, none empty', () => {
    const incomplete = Object.entries(TEXTS).filter(
      ([, t]) => !t.zhCn.trim() || !t.zhTw.trim() || !t.enUs.trim(),
    );
    expect(incomplete.map(([key]) => key)).toEqual([]);
  });

  it('has every error message and field message in all three languages', () => {
    const all = [...Object.values(ERRORS).map((e) => e.text), ...Object.values(FIELD_MESSAGES)];
    for (const text of all) {
      expect([text.zhCn, text.zhTw, text.enUs].every((s) => s.trim().length > 0)).toBe(true);
    }
  });

  it('keeps placeholders the same in every language of a text', () => {
    const mismatched = Object.entries(TEXTS).filter(([, t]) => !samePlaceholders(t.zhCn, t.zhTw, t.enUs));
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
