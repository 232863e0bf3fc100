import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Product, SearchReading } from '@emall/contract';
import { SearchPage } from '../features/search/search-page';
import { contract } from '@emall/contract';
import { on, stubCalls } from './api-stub';
import { productFixture, productPageFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';

const en = (key: string) => textOf(key, 'en_US');

const VALUE_READING: SearchReading = {
  understood: [
    { text: '100nF', kind: 'value', label: 'Capacitance 100nF' },
    { text: '0402', kind: 'package', label: 'Package 0402' },
    { text: 'murata', kind: 'brand', label: 'Brand Murata' },
  ],
  categories: [
    { catalogId: 42, name: 'MLCC', parentName: 'Capacitors', count: 1234 },
    { catalogId: 4, name: 'Capacitors', parentName: null, count: 3 },
  ],
  nearest: [],
  ignored: [],
};

function renderSearch(path: string, rows: Product[], reading: SearchReading | undefined) {
  const page = productPageFixture(rows);
  stubCalls([
    on(contract.catalog.qryProduct4Emall, () => ({
      data: { ...page, ext: { ...page.ext, ...(reading ? { reading } : {}) } },
    })),
    on(contract.system.getParamValue, () => ({ data: {} })),
  ]);
  renderRoute([{ path: '/search', element: <SearchPage /> }], path);
}

describe('how the search read the query', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the understood words as tags and the categories of the matches as links', async () => {
    renderSearch(
      '/search?qryParam=100nF+0402+murata',
      [productFixture({ mfrPartNumber: 'GRM155' })],
      VALUE_READING,
    );
    expect(await screen.findByText('Capacitance 100nF')).toBeTruthy();
    expect(screen.getByText('Package 0402')).toBeTruthy();
    expect(screen.getByText('Brand Murata')).toBeTruthy();
    const categories = screen.getByLabelText(en('catalog.reading.categories'));
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Capacitors › MLCC', '/catalog/42'],
      ['Capacitors', '/catalog/4'],
    ]);
    expect(within(categories).getByText('1,234')).toBeTruthy();
  });

  it('says which words the rows leave out when nothing matched them all', async () => {
    renderSearch(
      '/search?qryParam=Micro+USB+%E6%AF%8D%E5%BA%A7',
      [productFixture({ mfrPartNumber: 'U254' })],
      {
        ...VALUE_READING,
        ignored: ['母座'],
      },
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(en('catalog.reading.ignored').replace('{words}', '“母座”'));
    expect(screen.getByText('Capacitance 100nF')).toBeTruthy();
  });

  it('shows no tags for a plain part number', async () => {
    renderSearch('/search?qryParam=STM32', [productFixture({ mfrPartNumber: 'STM32F103' })], {
      understood: [{ text: 'STM32', kind: 'text', label: 'Text STM32' }],
      categories: [],
      nearest: [],
      ignored: [],
    });
    await screen.findByText('total 1 items');
    expect(screen.queryByText('Text STM32')).toBeNull();
    expect(screen.queryByText(en('catalog.reading.understood'))).toBeNull();
  });

  it('explains a value query that nothing matches and points to the enquiry', async () => {
    renderSearch('/search?qryParam=100nF+0402+murata', [], { ...VALUE_READING, categories: [] });
    expect(await screen.findByText('No part matches “100nF 0402 murata”')).toBeTruthy();
    expect(screen.getByText(en('catalog.reading.noMatchUnderstood'))).toBeTruthy();
    expect(screen.getByText('Capacitance 100nF')).toBeTruthy();
    expect(screen.getByText(en('catalog.reading.noMatchTip'))).toBeTruthy();
    expect(screen.getByText(en('catalog.reading.enquiry')).closest('a')?.getAttribute('href')).toBe(
      '/enquiry',
    );
  });

  it('offers the closest part numbers as new searches when a part number matches nothing', async () => {
    renderSearch('/search?qryParam=STM32F103C8T7', [], {
      understood: [{ text: 'STM32F103C8T7', kind: 'text', label: 'Text STM32F103C8T7' }],
      categories: [],
      nearest: ['STM32F103C8T6', 'STM32F103CBT6'],
      ignored: [],
    });
    expect(await screen.findByText(en('catalog.reading.noMatchPlain'))).toBeTruthy();
    const nearest = screen.getByLabelText(en('catalog.reading.nearest'));
    expect(
      within(nearest)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/search?qryParam=STM32F103C8T6', '/search?qryParam=STM32F103CBT6']);
    expect(screen.queryByText(en('catalog.reading.noMatchUnderstood'))).toBeNull();
  });

  it('still says nothing matched when the answer carries no reading', async () => {
    renderSearch('/search?qryParam=XYZ123', [], undefined);
    expect(await screen.findByText('No part matches “XYZ123”')).toBeTruthy();
    expect(screen.getByText(en('catalog.reading.enquiry'))).toBeTruthy();
  });
});
