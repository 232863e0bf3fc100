import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Pager, pageItems } from '../ui/pager';
import type { PagerProps } from '../ui/pager';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';

const en = (key: string) => textOf(key, 'en_US');

function renderPager(props: Partial<PagerProps> = {}, label = en('pager.label')) {
  const onChange = vi.fn();
  renderRoute(
    [
      {
        path: '/',
        element: <Pager current={1} pageSize={20} total={200} onChange={onChange} {...props} />,
      },
    ],
    '/',
  );
  return { onChange, pages: screen.getByRole('navigation', { name: label }) };
}

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and two pages either side of the current one, folding the rest', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'jump-forward', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'jump-forward', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'jump-back', 3, 4, 5, 6, 7, 'jump-forward', 10]);
    expect(pageItems(8, 10)).toEqual([1, 'jump-back', 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'jump-back', 6, 7, 8, 9, 10]);
  });

  it('shows a page next to the first or the last instead of folding it alone', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'jump-forward', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'jump-back', 5, 6, 7, 8, 9, 10]);
  });
});

describe('the pager', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  it('turns to a page, marking the current one, with next disabled on the last page', () => {
    const { onChange, pages } = renderPager({ current: 10 });
    expect(within(pages).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: en('pager.next') })).toHaveProperty('disabled', true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 8' }));
    expect(onChange).toHaveBeenCalledWith(8, 20);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 10' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('jumps 5 pages over the folded ones, never past the first', () => {
    const { onChange, pages } = renderPager({ current: 5 });
    fireEvent.click(within(pages).getByRole('button', { name: en('pager.forward5') }));
    expect(onChange).toHaveBeenLastCalledWith(10, 20);
    fireEvent.click(within(pages).getByRole('button', { name: en('pager.back5') }));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('turns to a typed page on Enter, kept within the pages there are', () => {
    const { onChange, pages } = renderPager({ showQuickJumper: true });
    const box = within(pages).getByRole('textbox', { name: en('pager.goToLabel') });
    fireEvent.change(box, { target: { value: '4' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    expect(box).toHaveProperty('value', '');
    fireEvent.change(box, { target: { value: '999' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(10, 20);
  });

  it('takes only digits in the jump box', () => {
    const { onChange, pages } = renderPager({ showQuickJumper: true });
    const box = within(pages).getByRole('textbox', { name: en('pager.goToLabel') });
    fireEvent.change(box, { target: { value: '-x' } });
    expect(box).toHaveProperty('value', '');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the total with the range of the rows on the page', () => {
    const { pages } = renderPager({
      current: 2,
      total: 45,
      showTotal: (n, [from, to]) => `${from}-${to} of ${n}`,
    });
    expect(within(pages).getByText('21-40 of 45')).toBeTruthy();
  });

  it('reads in the chosen language', async () => {
    await switchLang('zh_CN');
    const { pages } = renderPager({ showQuickJumper: true }, textOf('pager.label', 'zh_CN'));
    expect(within(pages).getByRole('button', { name: '第 2 页' })).toBeTruthy();
    expect(within(pages).getByRole('textbox', { name: textOf('pager.goToLabel', 'zh_CN') })).toBeTruthy();
  });
});
