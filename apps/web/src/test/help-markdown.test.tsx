import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HelpMarkdown } from '../features/help/help-markdown';
import { parseBlocks } from '../features/help/help-markdown-blocks';

function renderMarkdown(source: string): HTMLElement {
  const router = createMemoryRouter([{ path: '*', element: <HelpMarkdown source={source} /> }]);
  return render(<RouterProvider router={router} />).container;
}

describe('help article renderer', () => {
  it('renders headings, paragraphs, both kinds of list, bold, code and links as elements', () => {
    const html = renderMarkdown(
      [
        '## Paying',
        'Open **My orders** and click `Pay`.',
        'A second line of the same paragraph.',
        '',
        '1. first',
        '2. second with [a link](/my_EMall?activeKey=2)',
        '',
        '### Proofs',
        '- PNG',
        '- PDF, see [the bank](https://bank.example/help)',
      ].join('\n'),
    );
    expect(html.querySelector('h2')?.textContent).toBe('Paying');
    expect(html.querySelector('h3')?.textContent).toBe('Proofs');
    expect(html.querySelector('p')?.textContent).toBe(
      'Open My orders and click Pay. A second line of the same paragraph.',
    );
    expect(html.querySelector('strong')?.textContent).toBe('My orders');
    expect(html.querySelector('code')?.textContent).toBe('Pay');
    expect([...html.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'first',
      'second with a link',
    ]);
    expect(html.querySelectorAll('ul > li')).toHaveLength(2);
    const inApp = html.querySelector('ol a');
    expect(inApp?.getAttribute('href')).toBe('/my_EMall?activeKey=2');
    expect(inApp?.getAttribute('target')).toBeNull();
    const web = html.querySelector('ul a');
    expect(web?.getAttribute('href')).toBe('https://bank.example/help');
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows HTML in an article as text and never runs or links a script', () => {
    const html = renderMarkdown(
      [
        '<script>window.hacked = true</script>',
        '<img src=x onerror="window.hacked = true">',
        '- [click](javascript:window.hacked=true) and [far](//evil.example/x) and [back](/\\evil.example)',
      ].join('\n'),
    );
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelectorAll('a')).toHaveLength(0);
    expect(html.textContent).toContain('<script>window.hacked = true</script>');
    expect(html.textContent).toContain('click and far and back');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps unknown Markdown as the text written', () => {
    expect(parseBlocks('# not a heading\n> quote\n**open bold')).toEqual([
      {
        kind: 'paragraph',
        content: [{ kind: 'text', text: '# not a heading > quote **open bold' }],
      },
    ]);
  });
});
