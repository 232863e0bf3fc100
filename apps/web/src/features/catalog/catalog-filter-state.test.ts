import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  clearParameter,
  EMPTY_CATALOG_STATE,
  filterCount,
  hasFilters,
  MAX_FILTERS,
  readCatalogState,
  readRange,
  toCatalogBody,
  toggleValue,
  withRange,
  withValues,
  writeCatalogState,
} from './catalog-filter-state';
import type { CatalogFilterState } from './catalog-filter-state';
import { catalogPath } from '../../ui/product-links';

const read = (query: string) => readCatalogState(new URLSearchParams(query));
const write = (state: CatalogFilterState) => decodeURIComponent(writeCatalogState(state).toString());

const FULL: CatalogFilterState = {
  values: { capacitance: ['1e-7', '2.2e-7'], package: ['0402'] },
  ranges: { voltageRating: { min: 10, max: 50 } },
  brandCodes: ['MURATA'],
  inStockOnly: true,
  sort: 'price',
  order: 'asc',
  quantity: 1000,
  pageNo: 2,
  pageSize: 20,
};

describe('the category page state in the address', () => {
  it('reads the documented address', () => {
    expect(
      read(
        'f.capacitance=1e-7,2.2e-7&f.package=0402&r.voltageRating=10:50&brand=MURATA&stock=1&sort=price&order=asc&qty=1000&page=2',
      ),
    ).toEqual(FULL);
  });

  it('writes it back the same, defaults left out', () => {
    expect(write(FULL)).toBe(
      'f.capacitance=1e-7,2.2e-7&f.package=0402&r.voltageRating=10:50&brand=MURATA&stock=1&sort=price&order=asc&qty=1000&page=2',
    );
    expect(write(EMPTY_CATALOG_STATE)).toBe('');
  });

  // States as the page makes them: values in the fixed order the address writes.
  it('survives a round trip for every kind of choice', () => {
    const states: CatalogFilterState[] = [
      EMPTY_CATALOG_STATE,
      FULL,
      { ...EMPTY_CATALOG_STATE, ranges: { resistance: { min: undefined, max: 4700 } } },
      { ...EMPTY_CATALOG_STATE, ranges: { resistance: { min: 0.5, max: undefined } } },
      { ...EMPTY_CATALOG_STATE, values: { 'x.dielectric': ['X7R'] }, sort: 'partNumber', order: 'desc' },
      { ...EMPTY_CATALOG_STATE, sort: 'stock', order: 'asc', pageSize: 50 },
      { ...EMPTY_CATALOG_STATE, values: { note: ['100%', 'a,b', 'plain'] } },
    ];
    for (const state of states) {
      expect(readCatalogState(writeCatalogState(state))).toEqual(state);
    }
  });

  it('writes one address for one choice, whatever order the values were ticked in', () => {
    const ab = toggleValue(toggleValue(EMPTY_CATALOG_STATE, 'package', '0603'), 'package', '0402');
    const ba = toggleValue(toggleValue(EMPTY_CATALOG_STATE, 'package', '0402'), 'package', '0603');
    expect(write(ab)).toBe(write(ba));
    expect(write(ab)).toBe('f.package=0402,0603');
  });

  it('escapes commas and percent signs inside a value', () => {
    const state = withValues(EMPTY_CATALOG_STATE, 'note', ['1,5', '5%']);
    const params = writeCatalogState(state);
    expect(params.get('f.note')).toBe('1%2C5,5%25');
    expect(readCatalogState(params).values).toEqual({ note: ['1,5', '5%'] });
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(read('sort=cheapest&order=up&qty=0&page=-1&size=1000&stock=yes&r.v=a:b&f.=x&f.package=')).toEqual(
      EMPTY_CATALOG_STATE,
    );
    expect(read('qty=1.5').quantity).toBeUndefined();
    expect(read('qty=100000000').quantity).toBeUndefined();
    expect(read('unknown=1&p=channel')).toEqual(EMPTY_CATALOG_STATE);
  });

  it('gives a sort without a direction its natural one', () => {
    expect(read('sort=stock')).toMatchObject({ sort: 'stock', order: 'desc' });
    expect(read('sort=price')).toMatchObject({ sort: 'price', order: 'asc' });
    expect(read('sort=partNumber')).toMatchObject({ sort: 'partNumber', order: 'asc' });
    expect(read('order=asc').order).toBeUndefined();
  });

  it('drops repeated and blank values', () => {
    expect(read('f.package=0402,,0402, 0603 ').values).toEqual({ package: ['0402', '0603'] });
  });

  it('keeps no more filters than the server takes', () => {
    const query = Array.from(
      { length: MAX_FILTERS + 5 },
      (_, i) => `f.p${String(i).padStart(2, '0')}=v`,
    ).join('&');
    const state = read(query);
    expect(Object.keys(state.values)).toHaveLength(MAX_FILTERS);
    expect(state.values.p00).toEqual(['v']);
    expect(state.values.p24).toBeUndefined();
  });
});

describe('ranges', () => {
  it('reads either bound alone, and turns a reversed range round', () => {
    expect(readRange('10:50')).toEqual({ min: 10, max: 50 });
    expect(readRange(':50')).toEqual({ min: undefined, max: 50 });
    expect(readRange('1e-7:')).toEqual({ min: 1e-7, max: undefined });
    expect(readRange('50:10')).toEqual({ min: 10, max: 50 });
    expect(readRange(':')).toBeUndefined();
    expect(readRange('10')).toBeUndefined();
    expect(readRange('1:2:3')).toBeUndefined();
    expect(readRange('x:Infinity')).toBeUndefined();
  });

  it('sets, turns round and clears a range', () => {
    const set = withRange({ ...FULL, pageNo: 3 }, 'voltageRating', { min: 100, max: 25 });
    expect(set.ranges.voltageRating).toEqual({ min: 25, max: 100 });
    expect(set.pageNo).toBe(1);
    const cleared = withRange(set, 'voltageRating', { min: undefined, max: undefined });
    expect(cleared.ranges).toEqual({});
  });
});

describe('changes', () => {
  it('ticks and unticks a value, back to page 1', () => {
    const ticked = toggleValue({ ...EMPTY_CATALOG_STATE, pageNo: 4 }, 'package', '0402');
    expect(ticked).toMatchObject({ values: { package: ['0402'] }, pageNo: 1 });
    expect(toggleValue(ticked, 'package', '0402').values).toEqual({});
  });

  it('clears one parameter (values and range) or every filter, keeping sort and quantity', () => {
    const both = withRange(FULL, 'capacitance', { min: 1e-8, max: undefined });
    const one = clearParameter(both, 'capacitance');
    expect(one.values).toEqual({ package: ['0402'] });
    expect(one.ranges).toEqual({ voltageRating: { min: 10, max: 50 } });
    const none = clearFilters(FULL);
    expect(hasFilters(none)).toBe(false);
    expect(none).toMatchObject({ sort: 'price', order: 'asc', quantity: 1000, pageNo: 1 });
  });

  it('counts brands and stock as filters, but not the sort or the page', () => {
    expect(hasFilters({ ...EMPTY_CATALOG_STATE, brandCodes: ['TI'] })).toBe(true);
    expect(hasFilters({ ...EMPTY_CATALOG_STATE, inStockOnly: true })).toBe(true);
    expect(hasFilters({ ...EMPTY_CATALOG_STATE, sort: 'price', order: 'asc', pageNo: 3 })).toBe(false);
  });
});

describe("the count on the phone's filter button", () => {
  it('counts one per parameter (values and range together), one for the brands and one for stock', () => {
    expect(filterCount(EMPTY_CATALOG_STATE)).toBe(0);
    // Capacitance and package by their values, voltage by its range, the brands, in stock.
    expect(filterCount(FULL)).toBe(5);
    const valuesAndRange = withRange(
      toggleValue(EMPTY_CATALOG_STATE, 'voltageRating', '25'),
      'voltageRating',
      {
        min: 10,
        max: undefined,
      },
    );
    expect(filterCount(valuesAndRange)).toBe(1);
    expect(filterCount({ ...EMPTY_CATALOG_STATE, brandCodes: ['MURATA', 'TDK'] })).toBe(1);
    expect(filterCount({ ...FULL, inStockOnly: false, brandCodes: [] })).toBe(3);
  });

  it('leaves the sort, the quantity and the page out', () => {
    expect(
      filterCount({ ...EMPTY_CATALOG_STATE, sort: 'price', order: 'asc', quantity: 100, pageNo: 3 }),
    ).toBe(0);
  });
});

describe('the body of qryCatalogProducts', () => {
  it('sends every filter, one per parameter, values and range together', () => {
    // Ticking a value goes back to page 1.
    const state = withValues(FULL, 'voltageRating', ['25']);
    expect(toCatalogBody(42, state)).toEqual({
      catalogId: 42,
      filters: [
        { code: 'capacitance', values: ['1e-7', '2.2e-7'] },
        { code: 'package', values: ['0402'] },
        { code: 'voltageRating', values: ['25'], min: 10, max: 50 },
      ],
      brandCodes: ['MURATA'],
      hasStock: true,
      sort: 'price',
      sortOrder: 'asc',
      quantity: 1000,
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('sends only the page for a bare category', () => {
    expect(toCatalogBody(7, EMPTY_CATALOG_STATE)).toEqual({
      catalogId: 7,
      filters: [],
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('sends a one-sided range with its one bound', () => {
    const state = withRange(EMPTY_CATALOG_STATE, 'resistance', { min: undefined, max: 4700 });
    expect(toCatalogBody(7, state).filters).toEqual([{ code: 'resistance', max: 4700 }]);
  });

  it('reads back the filters a search category link carries, a comma inside a value included', () => {
    const link = catalogPath(12, {
      filters: [
        { code: 'package', values: ['0402'] },
        { code: 'x.note', values: ['a,b'] },
      ],
      brandCodes: ['MURATA'],
    });
    const [path, query] = link.split('?');
    expect(path).toBe('/catalog/12');
    const state = read(query ?? '');
    expect(state.values).toEqual({ package: ['0402'], 'x.note': ['a,b'] });
    expect(state.brandCodes).toEqual(['MURATA']);
    expect(catalogPath(12, { filters: [], brandCodes: [] })).toBe('/catalog/12');
  });

  it('reads back the ranges a search category link carries: a rating from its value up, a tolerance up to it', () => {
    const link = catalogPath(12, {
      filters: [
        { code: 'capacitance', values: ['10UF'] },
        { code: 'tolerance', values: [], max: 1 },
        { code: 'voltageRating', values: [], min: 25 },
      ],
    });
    const state = read(link.split('?')[1] ?? '');
    expect(state.values).toEqual({ capacitance: ['10UF'] });
    expect(state.ranges).toEqual({
      tolerance: { min: undefined, max: 1 },
      voltageRating: { min: 25, max: undefined },
    });
  });
});
