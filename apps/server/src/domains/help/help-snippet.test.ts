import { describe, expect, it } from 'vitest';
import { plainText, snippetOf, SNIPPET_LENGTH } from './help-snippet.js';

describe('help snippets', () => {
  it('drops the Markdown marks and keeps the words on one line', () => {
    expect(plainText('## Pay\n\n1. Open **My orders**\n- click `Pay` in [the list](/my_EMall)')).toBe(
      'Pay Open My orders click Pay in the list',
    );
  });

  it('starts at the article when the keyword is not in the body', () => {
    const body = 'x'.repeat(SNIPPET_LENGTH + 10);
    expect(snippetOf(body, undefined)).toBe(`${'x'.repeat(SNIPPET_LENGTH)}…`);
    expect(snippetOf('short text', 'absent')).toBe('short text');
  });

  it('shows the passage around the first match, ignoring case, without cutting a character in two', () => {
    const body = `${'前'.repeat(100)}付款凭证${'后'.repeat(100)}`;
    const snippet = snippetOf(body, '付款凭证');
    expect(snippet.startsWith(`…${'前'.repeat(30)}付款凭证`)).toBe(true);
    expect(Array.from(snippet)).toHaveLength(SNIPPET_LENGTH + 2);
    expect(snippetOf(`${'a '.repeat(60)}Payment Proof here`, 'payment proof')).toContain(
      'Payment Proof here',
    );
    // An emoji is one code point of two UTF-16 units: the cut counts code points.
    expect(snippetOf('😀'.repeat(SNIPPET_LENGTH + 1), undefined)).toBe(`${'😀'.repeat(SNIPPET_LENGTH)}…`);
  });

  it('reads a keyword with regular-expression characters literally', () => {
    expect(snippetOf('price (with tax) is 13%', '(with tax)')).toBe('price (with tax) is 13%');
  });
});
