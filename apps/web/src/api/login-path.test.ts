import { describe, expect, it } from 'vitest';
import { loginPath, sanitizeOrigin } from './login-path';

describe('sanitizeOrigin', () => {
  it('keeps a same-site path with its query', () => {
    expect(sanitizeOrigin('/my_EMall?activeKey=6')).toBe('/my_EMall?activeKey=6');
  });

  it.each([
    ['a protocol-relative url', '//evil.example/x'],
    ['a backslash url browsers read as protocol-relative', '/\\evil.example'],
    ['an absolute url', 'https://evil.example'],
    ['a javascript url', 'javascript:alert(1)'],
    ['a relative path', 'my_EMall'],
    ['a path with a control character', '/a\nb'],
    ['the login page itself', '/login?origin=%2F'],
    ['an empty value', ''],
    ['no value', null],
  ])('refuses %s', (_, value) => {
    expect(sanitizeOrigin(value)).toBeUndefined();
  });
});

describe('loginPath', () => {
  it('carries the encoded current route as origin', () => {
    expect(loginPath('/search?mfrPn=LM358&brandCodes=TI')).toBe(
      '/login?origin=%2Fsearch%3FmfrPn%3DLM358%26brandCodes%3DTI',
    );
  });

  it('leaves out home and unsafe origins', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
