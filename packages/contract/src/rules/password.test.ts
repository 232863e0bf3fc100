import { describe, expect, it } from 'vitest';
import { isAcceptablePassword } from './password.js';

describe('isAcceptablePassword', () => {
  it.each(['demo123456', 'Abcdefg1', 'P@ssw0rd-2026'])('accepts %s', (password) => {
    expect(isAcceptablePassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'abc123'],
    ['no digit', 'abcdefghij'],
    ['no letter', '1234567890'],
    ['a space', 'abcd 12345'],
    ['over 32 characters', `a1${'x'.repeat(31)}`],
    ['full-width characters', 'ａｂｃ１２３４５６'],
  ])('refuses a password with %s', (_reason, password) => {
    expect(isAcceptablePassword(password)).toBe(false);
  });
});
