import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Lang, SearchHints } from '@emall/contract';
import { contract, LANGS, SUGGESTION_BLUR_HIDE_MS, SUGGESTION_DELAY_MS } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { SentRequest } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { advance as wait, settle, installFakeTimeouts } from './timers';
import { PartSearchBox } from '../ui/part-search-box';

const PART_NUMBERS_ONLY: SearchHints = {
  partNumbers: [
    { mfrPartNumber: 'LM358DR', brandCodes: ['TI'] },
    { mfrPartNumber: 'LM358', brandCodes: ['TI', 'ST'] },
  ],
  categories: [],
  brands: [],
};

const WITH_CATALOG: SearchHints = {
  partNumbers: [{ mfrPartNumber: 'MURATA-GRM155', brandCodes: ['MURATA'] }],
  categories: [{ catalogId: 42, name: 'MLCC', parentName: 'Capacitors', count: 1234 }],
  brands: [{ brandCode: 'MURATA', brandName: 'Murata' }],
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderBox(onSearch: (value: string) => void, withCatalogHints?: boolean) {
  renderRoute(
    [
      { path: '/', element: <PartSearchBox onSearch={onSearch} withCatalogHints={withCatalogHints} /> },
      { path: '*', element: <Where /> },
    ],
    '/',
  );
  const label = withCatalogHints === false ? 'search.box.partNumberLabel' : 'search.box.label';
  return screen.getByRole('combobox', { name: textOf(label, 'en_US') });
}

/** Types a text, lets the 200 ms pause pass and the suggestions answer. */
async function typeAndWait(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await wait(SUGGESTION_DELAY_MS);
  await settle();
}

describe('part search box', () => {
  let sent: SentRequest[];

  beforeEach(async () => {
    await switchLang('en_US');
    sent = stubCalls([
      on(contract.catalog.qrySearchHints, (body) =>
        body.code?.startsWith('MUR') ? { data: WITH_CATALOG } : { data: PART_NUMBERS_ONLY },
      ),
    ]);
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
    expect(bodiesTo(sent, contract.catalog.qrySearchHints)).toEqual([]);

    fireEvent.change(box, { target: { value: 'LM' } });
    await wait(SUGGESTION_DELAY_MS - 50);
    fireEvent.change(box, { target: { value: 'LM3' } });
    await wait(SUGGESTION_DELAY_MS - 1);
    expect(bodiesTo(sent, contract.catalog.qrySearchHints)).toEqual([]);
    await wait(1);
    expect(bodiesTo(sent, contract.catalog.qrySearchHints)).toEqual([{ code: 'LM3' }]);

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

  it('lists part numbers without group headings when nothing else is suggested', async () => {
    installFakeTimeouts();
    renderBox(vi.fn());
    await typeAndWait(screen.getByRole('combobox'), 'LM358');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('groups part numbers, categories and brands under their headings', async () => {
    installFakeTimeouts();
    renderBox(vi.fn());
    await typeAndWait(screen.getByRole('combobox'), 'MURATA');
    const group = (key: string) => screen.getByRole('group', { name: textOf(key, 'en_US') });
    expect(within(group('catalog.hints.partNumbers')).getByRole('option').textContent).toBe(
      'MURATA-GRM155MURATA',
    );
    expect(within(group('catalog.hints.categories')).getByRole('option').textContent).toBe(
      'Capacitors › MLCC1,234',
    );
    expect(within(group('catalog.hints.brands')).getByRole('option').textContent).toBe('Murata');
  });

  it('walks all groups with the arrow keys and opens the picked category', async () => {
    installFakeTimeouts();
    const onSearch = vi.fn();
    renderBox(onSearch);
    const box = screen.getByRole('combobox');
    await typeAndWait(box, 'MURATA');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('MLCC');
    fireEvent.keyDown(box, { key: 'Enter' });
    await settle();
    expect(screen.getByText('at /catalog/42')).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('wraps from the last option back to the first', async () => {
    installFakeTimeouts();
    renderBox(vi.fn());
    const box = screen.getByRole('combobox');
    await typeAndWait(box, 'MURATA');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const last = box.getAttribute('aria-activedescendant');
    expect(last && document.getElementById(last)?.textContent).toBe('Murata');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = box.getAttribute('aria-activedescendant');
    expect(first && document.getElementById(first)?.textContent).toContain('MURATA-GRM155');
  });

  it('lists the parts of a picked brand', async () => {
    installFakeTimeouts();
    renderBox(vi.fn());
    await typeAndWait(screen.getByRole('combobox'), 'MURATA');
    fireEvent.click(screen.getByRole('option', { name: 'Murata' }));
    await settle();
    expect(screen.getByText('at /search?brandCodes=MURATA')).toBeTruthy();
  });

  it('shows the text it is given anew, and keeps what the buyer typed while it stays the same', () => {
    function Outside() {
      const [query, setQuery] = useState('LM358');
      return (
        <>
          <PartSearchBox defaultValue={query} onSearch={vi.fn()} />
          <button
            type="button"
            onClick={() => {
              setQuery('100nF 0402');
            }}
          >
            elsewhere
          </button>
        </>
      );
    }
    renderRoute([{ path: '*', element: <Outside /> }], '/');
    const box = screen.getByRole<HTMLInputElement>('combobox');
    expect(box.value).toBe('LM358');
    fireEvent.change(box, { target: { value: 'LM35' } });
    expect(box.value).toBe('LM35');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(box.value).toBe('100nF 0402');
  });

  it('offers part numbers only where catalog hints are not wanted', async () => {
    installFakeTimeouts();
    renderBox(vi.fn(), false);
    await typeAndWait(screen.getByRole('combobox'), 'MURATA');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['MURATA-GRM155MURATA']);
  });
});

describe.each(LANGS)('the search box in %s', (lang: Lang) => {
  beforeEach(async () => {
    await switchLang(lang);
    stubCalls([on(contract.catalog.qrySearchHints, () => ({ data: PART_NUMBERS_ONLY }))]);
  });

  it('says it takes part numbers, values, brands and categories, with an example of each', () => {
    renderRoute([{ path: '*', element: <PartSearchBox onSearch={vi.fn()} /> }], '/');
    const box = screen.getByRole('combobox', { name: textOf('search.box.label', lang) });
    const placeholder = box.getAttribute('placeholder') ?? '';
    expect(placeholder).toBe(textOf('search.box.placeholder', lang));
    for (const example of ['STM32F103', '100nF 0402']) expect(placeholder).toContain(example);
  });

  it('says a box of part numbers only (global spot stock) is one', () => {
    renderRoute([{ path: '*', element: <PartSearchBox onSearch={vi.fn()} withCatalogHints={false} /> }], '/');
    const box = screen.getByRole('combobox', { name: textOf('search.box.partNumberLabel', lang) });
    expect(box.getAttribute('placeholder')).toBe(textOf('search.box.partNumberPlaceholder', lang));
  });
});
