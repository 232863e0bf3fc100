import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { QryCatalogProductsBody } from '@emall/contract';
import { CatalogPage } from '../features/catalog/catalog-page';
import { renderRouter } from './render-route';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { SentRequest, StubAnswer } from './api-stub';
import { CAPACITANCE, CAPACITORS, mlccPage, PACKAGE } from './catalog-page-fixtures';
import { switchLang, textOf } from './catalogue';
import { givenSession } from './session-fixture';

const en = (key: string) => textOf(key, 'en_US');
const PRODUCTS = contract.catalog.qryCatalogProducts;

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{decodeURIComponent(search)}</output>;
}

/**
 * The page at a path, answering with `answer` (by default the MLCC page, its capacitance counts narrowed to
 * 5 once a package is chosen, as the server counts among the filtered parts).
 */
function renderCatalog(path: string, answer?: (body: QryCatalogProductsBody) => StubAnswer<typeof PRODUCTS>) {
  const sent = stubCalls([on(PRODUCTS, answer ?? narrowingAnswer)]);
  const router = createMemoryRouter(
    [
      {
        path: '/catalog/:catalogId',
        element: (
          <>
            <CatalogPage />
            <Where />
          </>
        ),
      },
      { path: '/catalog', element: <p>the category tree</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return { sent, router };
}

function narrowingAnswer(body: QryCatalogProductsBody): StubAnswer<typeof PRODUCTS> {
  const hasPackage = (body.filters ?? []).some((f) => f.code === 'package');
  const capacitance = hasPackage
    ? { ...CAPACITANCE, values: CAPACITANCE.values.map((v) => ({ ...v, count: 5 })) }
    : CAPACITANCE;
  return { data: mlccPage({ facets: [capacitance, PACKAGE] }) };
}

function lastBody(sent: SentRequest[]): QryCatalogProductsBody {
  const body = bodiesTo(sent, PRODUCTS).at(-1);
  if (!body) throw new Error('no product query sent');
  return body;
}
const address = () => screen.getByLabelText('address').textContent;
/** A parameter's column, by its heading. */
function facet(name: string): HTMLElement {
  const heading = screen.getByText((_, element) => element?.tagName === 'H3' && element.textContent === name);
  const column = heading.closest('section');
  if (!column) throw new Error(`no column ${name}`);
  return column;
}

describe('category page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the path, the name, the count and the filter table with counts', async () => {
    const { sent } = renderCatalog('/catalog/42');
    expect(await screen.findByText('MLCC', { selector: 'h1' })).toBeTruthy();
    expect(bodiesTo(sent, PRODUCTS)).toEqual([{ catalogId: 42, filters: [], pageNo: 1, pageSize: 20 }]);
    const path = screen.getByLabelText(en('catalog.page.path'));
    expect(
      within(path)
        .getByRole('link', { name: en('catalog.link.all') })
        .getAttribute('href'),
    ).toBe('/catalog');
    expect(within(path).getByRole('link', { name: 'Capacitors' }).getAttribute('href')).toBe(
      `/catalog/${CAPACITORS.catalogId}`,
    );
    expect(screen.getByText('52 parts')).toBeTruthy();
    // Numeric values small to large; text values in the server's order.
    const capacitance = within(facet('Capacitance (F)')).getAllByRole('checkbox');
    expect(capacitance.map((box) => box.closest('label')?.textContent)).toEqual([
      '10nF (12)',
      '100nF (40)',
      '1µF (7)',
    ]);
    expect(within(facet('Package')).getByText(en('catalog.filters.more'))).toBeTruthy();
    expect(screen.getByLabelText('In stock only (48)').getAttribute('role')).toBe('switch');
    expect(screen.getByLabelText('Murata (30)')).toBeTruthy();
    expect(screen.getByText('GRM155R71C104KA88D').closest('a')).toBeTruthy();
  });

  it('lists subcategories as links when the category has any', async () => {
    renderCatalog('/catalog/4', () => ({
      data: mlccPage({
        node: CAPACITORS,
        path: [CAPACITORS],
        children: [
          { catalogId: 42, parentId: 4, level: 2, name: 'MLCC', count: 600 },
          { catalogId: 43, parentId: 4, level: 2, name: 'Empty kind', count: 0 },
        ],
      }),
    }));
    const children = await screen.findByLabelText(en('catalog.page.children'));
    expect(
      within(children)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/catalog/42']);
  });

  it('sends the ticked values and keeps them in the address; the counts follow the answer', async () => {
    const { sent } = renderCatalog('/catalog/42?page=3');
    fireEvent.click(await screen.findByLabelText('0402 (20)'));
    await waitFor(() => {
      expect(lastBody(sent)).toEqual({
        catalogId: 42,
        filters: [{ code: 'package', values: ['0402'] }],
        pageNo: 1,
        pageSize: 20,
      });
    });
    expect(address()).toBe('?f.package=0402');
    // The server counted again among the parts in 0402.
    fireEvent.click(await screen.findByLabelText('100nF (5)'));
    await waitFor(() => {
      expect(lastBody(sent).filters).toEqual([
        { code: 'capacitance', values: ['1e-7'] },
        { code: 'package', values: ['0402'] },
      ]);
    });
    expect(address()).toBe('?f.capacitance=1e-7&f.package=0402');
    expect(screen.getByLabelText('0402 (20)')).toHaveProperty('checked', true);
  });

  it('reads a shared address: values, range, brand, stock, sort, quantity and page', async () => {
    const { sent } = renderCatalog(
      '/catalog/42?f.package=0402&r.capacitance=1e-8:1e-6&brand=MURATA&stock=1&sort=price&order=asc&qty=1000&page=2',
    );
    await screen.findByText('MLCC', { selector: 'h1' });
    expect(bodiesTo(sent, PRODUCTS)).toEqual([
      {
        catalogId: 42,
        filters: [
          { code: 'capacitance', min: 1e-8, max: 1e-6 },
          { code: 'package', values: ['0402'] },
        ],
        brandCodes: ['MURATA'],
        hasStock: true,
        sort: 'price',
        sortOrder: 'asc',
        quantity: 1000,
        pageNo: 2,
        pageSize: 20,
      },
    ]);
    const applied = screen.getByLabelText(en('catalog.filters.applied'));
    expect(within(applied).getByText('10nF – 1µF')).toBeTruthy();
    expect(within(applied).getByText('Murata')).toBeTruthy();
    expect(screen.getByLabelText('In stock only (48)').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText(en('catalog.quantity.label'))).toHaveProperty('value', '1000');
  });

  it('filters a numeric parameter by a range chosen from its values, and clears a bound', async () => {
    const { sent } = renderCatalog('/catalog/42');
    await screen.findByText('MLCC', { selector: 'h1' });
    const min = screen.getByRole<HTMLSelectElement>('combobox', {
      name: en('catalog.filters.minOf').replace('{name}', 'Capacitance'),
    });
    // The values in order of size, after the empty choice.
    expect([...min.options].map((option) => option.text)).toEqual([
      en('catalog.filters.min'),
      '10nF',
      '100nF',
      '1µF',
    ]);
    fireEvent.change(min, { target: { value: '1e-7' } });
    await waitFor(() => {
      expect(address()).toBe('?r.capacitance=1e-7:');
    });
    await waitFor(() => {
      expect(lastBody(sent).filters).toEqual([{ code: 'capacitance', min: 1e-7 }]);
    });
    fireEvent.change(
      screen.getByRole('combobox', { name: en('catalog.filters.minOf').replace('{name}', 'Capacitance') }),
      {
        target: { value: '' },
      },
    );
    await waitFor(() => {
      expect(address()).toBe('');
    });
  });

  it('clears one filter from its tag and all of them at once', async () => {
    const { sent } = renderCatalog('/catalog/42?f.package=0402&f.capacitance=1e-7&brand=MURATA&sort=price');
    await screen.findByText('MLCC', { selector: 'h1' });
    // Once the answer has come, the tags name the parameters as the server does.
    const applied = screen.getByLabelText(en('catalog.filters.applied'));
    fireEvent.click(within(applied).getByRole('button', { name: 'Clear the Package filter' }));
    await waitFor(() => {
      expect(address()).toBe('?f.capacitance=1e-7&brand=MURATA&sort=price&order=asc');
    });
    fireEvent.click(within(applied).getByText(en('catalog.filters.clearAll')));
    await waitFor(() => {
      expect(lastBody(sent)).toEqual({
        catalogId: 42,
        filters: [],
        sort: 'price',
        sortOrder: 'asc',
        pageNo: 1,
        pageSize: 20,
      });
    });
  });

  it('clears one parameter from its column', async () => {
    renderCatalog('/catalog/42?f.package=0402,0603');
    await screen.findByText('MLCC', { selector: 'h1' });
    const column = facet('Package');
    fireEvent.click(within(column).getByRole('button', { name: 'Clear the Package filter' }));
    await waitFor(() => {
      expect(address()).toBe('');
    });
  });

  it('filters in-stock parts with the switch and sorts by price at a typed quantity', async () => {
    const { sent } = renderCatalog('/catalog/42');
    fireEvent.click(await screen.findByLabelText('In stock only (48)'));
    await waitFor(() => {
      expect(lastBody(sent)).toMatchObject({ hasStock: true });
    });
    fireEvent.click(screen.getByText(en('catalog.sort.price')));
    await waitFor(() => {
      expect(lastBody(sent)).toMatchObject({ sort: 'price', sortOrder: 'asc' });
    });
    const quantity = screen.getByLabelText(en('catalog.quantity.label'));
    fireEvent.change(quantity, { target: { value: '1000' } });
    fireEvent.keyDown(quantity, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(lastBody(sent)).toMatchObject({ sort: 'price', quantity: 1000, hasStock: true });
    });
    fireEvent.click(screen.getByText(en('catalog.sort.asc')));
    await waitFor(() => {
      expect(lastBody(sent)).toMatchObject({ sort: 'price', sortOrder: 'desc' });
    });
    expect(address()).toBe('?stock=1&sort=price&order=desc&qty=1000');
  });

  it('walks back and forward through the choices', async () => {
    const { sent, router } = renderCatalog('/catalog/42');
    fireEvent.click(await screen.findByLabelText('0402 (20)'));
    await waitFor(() => {
      expect(address()).toBe('?f.package=0402');
    });
    await act(async () => {
      await router.navigate(-1);
    });
    expect(address()).toBe('');
    await waitFor(() => {
      expect(screen.getByLabelText('0402 (20)')).toHaveProperty('checked', false);
    });
    expect(lastBody(sent).filters).toEqual([]);
    await act(async () => {
      await router.navigate(1);
    });
    expect(address()).toBe('?f.package=0402');
  });

  it('says when no part matches the filters and offers to clear them', async () => {
    const { sent } = renderCatalog('/catalog/42?f.package=0402', (body) => ({
      data: mlccPage(body.filters?.length ? { rows: [], total: 0, inStock: 0 } : {}),
    }));
    expect(await screen.findByText(en('catalog.empty.filtered'))).toBeTruthy();
    const table = screen.getByLabelText(en('catalog.page.results'));
    fireEvent.click(within(table).getByRole('button', { name: en('catalog.filters.clearAll') }));
    await waitFor(() => {
      expect(lastBody(sent).filters).toEqual([]);
    });
    expect(await screen.findByText('GRM155R71C104KA88D')).toBeTruthy();
  });

  it('shows the error text for a category the server does not know', async () => {
    renderCatalog('/catalog/999', () => ({ status: 404, errcode: 'NOT_FOUND', msg: 'No category 999' }));
    expect(await screen.findByText(en('catalog.notFound.title'))).toBeTruthy();
    expect(screen.getByText('No category 999')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('catalog.notFound.back') }));
    expect(await screen.findByText('the category tree')).toBeTruthy();
  });

  it('asks nothing for an id that is no id', async () => {
    const { sent } = renderCatalog('/catalog/capacitors');
    expect(await screen.findByText(en('catalog.notFound.title'))).toBeTruthy();
    expect(bodiesTo(sent, PRODUCTS)).toEqual([]);
  });

  it('offers to try again when the answer fails otherwise', async () => {
    renderCatalog('/catalog/42', () => ({ status: 500, msg: 'Database unavailable' }));
    expect(await screen.findByText(en('catalog.load.failed'))).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: en('catalog.load.retry') })).toBeTruthy();
  });

  it('shows its headings in every language', async () => {
    for (const lang of ['zh_CN', 'zh_TW'] as const) {
      await switchLang(lang);
      const { unmount } = renderAgain();
      expect(await screen.findByText(textOf('catalog.filters.title', lang), { selector: 'h2' })).toBeTruthy();
      expect(screen.getByText(textOf('catalog.sort.label', lang))).toBeTruthy();
      unmount();
    }
  });
});

/** A fresh page in the current language (the language test renders it once per language). */
function renderAgain() {
  stubCalls([on(contract.catalog.qryCatalogProducts, () => ({ data: mlccPage() }))]);
  const router = createMemoryRouter([{ path: '/catalog/:catalogId', element: <CatalogPage /> }], {
    initialEntries: ['/catalog/42'],
  });
  return renderRouter(router);
}
