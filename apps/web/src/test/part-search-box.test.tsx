import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SUGGESTION_BLUR_HIDE_MS, SUGGESTION_DELAY_MS } from '@emall/contract';
import { bodiesTo, stubApi } from './api-stub';
import type { SentRequest } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { advance as wait, settle, installFakeTimeouts } from './timers';
import { PartSearchBox } from '../ui/part-search-box';

const SUGGEST = '/api/emall/psm/product/qryEmallMfrPartNumber';

function renderBox(onSearch: (value: string) => void) {
  renderRoute([{ path: '/', element: <PartSearchBox onSearch={onSearch} /> }], '/');
  return screen.getByRole('combobox', { name: textOf('search.box.label', 'en_US') });
}

describe('part search box', () => {
  let sent: SentRequest[];

  beforeEach(async () => {
    await switchLang('en_US');
    sent = stubApi({
      [SUGGEST]: () => ({ data: { LM358DR: ['TI'], LM358: ['TI', 'ST'] } }),
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('warns about fewer than 2 valid characters and does not search', async () => {
    const onSearch = vi.fn();
    const box = renderBox(onSearch);
    fireEvent.change(box, { target: { value: ' -a- ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const warning = textOf('rules.search.tooShort', 'en_US').replace('{n}', '2');
    expect(await screen.findByText(warning)).toBeTruthy();
    expect(warning).toBe('please enter at least 2 valid characters');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('ignores a blank search without a warning', () => {
    const onSearch = vi.fn();
    const box = renderBox(onSearch);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches the trimmed part number', () => {
    const onSearch = vi.fn();
    const box = renderBox(onSearch);
    fireEvent.change(box, { target: { value: '  STM32F103 ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('STM32F103');
  });

  it('keeps the input to 200 characters', () => {
    const box = renderBox(vi.fn());
    expect(box.getAttribute('maxlength')).toBe('200');
  });

  it('asks for suggestions only after a 200 ms pause, once, for the last input of 2 or more characters', async () => {
    installFakeTimeouts();
    const box = renderBox(vi.fn());
    box.focus();
    fireEvent.change(box, { target: { value: 'L' } });
    await wait(SUGGESTION_DELAY_MS + 50);
    expect(bodiesTo(sent, SUGGEST)).toEqual([]);

    fireEvent.change(box, { target: { value: 'LM' } });
    await wait(SUGGESTION_DELAY_MS - 50);
    fireEvent.change(box, { target: { value: 'LM3' } });
    await wait(SUGGESTION_DELAY_MS - 1);
    expect(bodiesTo(sent, SUGGEST)).toEqual([]);
    await wait(1);
    expect(bodiesTo(sent, SUGGEST)).toEqual([{ code: 'LM3', buTenantCode: '64' }]);

    await settle();
    const list = screen.getByRole('listbox');
    expect(list.style.maxHeight).toBe('200px');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['LM358DRTI', 'LM358TI / ST']);
  });

  it('closes the suggestions 200 ms after the box loses focus', async () => {
    installFakeTimeouts();
    const box = renderBox(vi.fn());
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'LM358' } });
    await wait(SUGGESTION_DELAY_MS);
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();

    fireEvent.blur(box);
    await wait(SUGGESTION_BLUR_HIDE_MS - 1);
    expect(screen.queryByRole('listbox')).toBeTruthy();
    await wait(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches a picked suggestion', async () => {
    installFakeTimeouts();
    const onSearch = vi.fn();
    const box = renderBox(onSearch);
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'LM358' } });
    await wait(SUGGESTION_DELAY_MS);
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /LM358DR/ }));
    expect(onSearch).toHaveBeenCalledWith('LM358DR');
    expect((box as HTMLInputElement).value).toBe('LM358DR');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
