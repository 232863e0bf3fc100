import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { CatalogNode, HomePart } from '@emall/contract';
import { on, stubCalls } from './api-stub';
import type { CallStub } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { HomePage } from '../features/home/home-page';
import { topCategories } from '../features/home/home-categories';
import { SPOT_STOCK_FLAG_KEY } from '../features/home/spot-stock-store';

const en = (key: string) => textOf(key, 'en_US');

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

const node = (catalogId: number, parentId: number | null, name: string, count: number): CatalogNode => ({
  catalogId,
  parentId,
  level: parentId === null ? 1 : 2,
  name,
  count,
});

const NODES: CatalogNode[] = [
  node(4, null, 'Capacitors', 1900),
  node(42, 4, 'MLCC', 1500),
  node(7, null, 'Resistors', 800),
  node(9, null, 'Empty shelf', 0),
];

const part = (spuId: string, mfrPartNumber: string, extra: Partial<HomePart> = {}): HomePart => ({
  spuId,
  mfrPartNumber,
  brandName: 'Texas Instruments',
  productCatalogName: 'Amplifiers',
  productDesc: '',
  currency: 'CNY',
  taxPrice: '1.130000',
  priceUnit: 1,
  qtyUnit: 'PCS',
  miniQty: 1,
  stock: 12345,
  ...extra,
});

const NEW_PARTS = [part('101', 'LM358DR'), part('102', 'TL431')];
const HOT_PARTS = [part('201', 'STM32F103C8T6', { taxPrice: null, stock: 0, brandName: 'ST' })];

function stubHome(extra: CallStub[] = []) {
  return stubCalls([
    on(contract.system.getDicByCodes, () => ({ data: {} })),
    on(contract.catalog.qryCatalogTree, () => ({ data: { nodes: NODES } })),
    on(contract.catalog.qryNewParts, () => ({ data: { rows: NEW_PARTS } })),
    on(contract.order.qryHotParts, () => ({ data: { rows: HOT_PARTS } })),
    ...extra,
  ]);
}

function renderHome() {
  renderRoute(
    [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <Where /> },
    ],
    '/',
  );
}

const section = (titleKey: string, options: Record<string, unknown> = {}) =>
  screen.findByRole('region', { name: textOf(titleKey, 'en_US').replace('{days}', String(options.days)) });

describe('home sections below the banners', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    localStorage.setItem(SPOT_STOCK_FLAG_KEY, 'T');
    givenSession({ user: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for nothing below the fold before the first render is painted', async () => {
    const sent = stubHome();
    renderHome();
    const paths = () => sent.map((request) => request.path);
    expect(paths()).not.toContain(contract.catalog.qryNewParts.path);
    expect(paths()).not.toContain(contract.catalog.qryCatalogTree.path);
    await section('home.newParts.title');
    expect(paths()).toEqual(
      expect.arrayContaining([
        contract.catalog.qryCatalogTree.path,
        contract.catalog.qryNewParts.path,
        contract.order.qryHotParts.path,
      ]),
    );
  });

  it('lists the top categories with their counts, each opening its category page', async () => {
    stubHome();
    renderHome();
    const categories = await section('home.categories.title');
    const capacitors = await within(categories).findByRole('link', { name: /Capacitors/ });
    expect(capacitors.getAttribute('href')).toBe('/catalog/4');
    expect(capacitors.textContent).toContain('1,900 parts');
    // Only top categories with parts: no subcategory, no empty shelf.
    expect(within(categories).queryByRole('link', { name: /MLCC|Empty shelf/ })).toBeNull();
    expect(
      within(categories)
        .getByRole('link', { name: en('home.categories.all') })
        .getAttribute('href'),
    ).toBe('/catalog');
    fireEvent.click(capacitors);
    expect(await screen.findByText('at /catalog/4')).toBeTruthy();
  });

  it('lists new and hot parts with price and stock, each opening its product page', async () => {
    stubHome();
    renderHome();
    const newParts = await section('home.newParts.title');
    const lm358 = await within(newParts).findByRole('link', { name: /LM358DR/ });
    expect(lm358.textContent).toContain('¥1.130000');
    expect(lm358.textContent).toContain('12,345 in stock');
    const hot = await section('home.hotParts.title', { days: 90 });
    const stm = await within(hot).findByRole('link', { name: /STM32F103C8T6/ });
    expect(stm.textContent).toContain(en('home.part.noPrice'));
    expect(stm.textContent).toContain(en('home.part.noStock'));
    fireEvent.click(lm358);
    expect(await screen.findByText('at /details/101')).toBeTruthy();
  });

  it('leaves out a list the server answers empty', async () => {
    stubHome([on(contract.order.qryHotParts, () => ({ data: { rows: [] } }))]);
    renderHome();
    await section('home.newParts.title');
    expect(await screen.findByRole('link', { name: /LM358DR/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Best sellers/ })).toBeNull();
  });

  it('says when a list could not be read, without a toast, and reads it again on request', async () => {
    let fail = true;
    stubHome([
      on(contract.catalog.qryNewParts, () =>
        fail ? { status: 500, msg: 'boom' } : { data: { rows: NEW_PARTS } },
      ),
    ]);
    renderHome();
    const newParts = await section('home.newParts.title');
    const retry = await within(newParts).findByRole('button', { name: en('home.sections.retry') });
    expect(within(newParts).getByText(en('home.sections.failed'), { exact: false })).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    fail = false;
    fireEvent.click(retry);
    expect(await within(newParts).findByRole('link', { name: /LM358DR/ })).toBeTruthy();
  });

  it('shows the sections in the buyer’s language', async () => {
    await switchLang('zh_TW');
    stubHome();
    renderHome();
    const newParts = await screen.findByRole('region', { name: textOf('home.newParts.title', 'zh_TW') });
    const lm358 = await within(newParts).findByRole('link', { name: /LM358DR/ });
    expect(lm358.textContent).toContain(textOf('home.part.stock', 'zh_TW').replace('{n}', '12,345'));
  });
});

describe('topCategories', () => {
  it('keeps top categories with parts in the server order, a node without its parent among them, cut at the count', () => {
    const orphan = node(50, 999, 'Orphan', 10);
    expect(topCategories([...NODES, orphan]).map((n) => n.catalogId)).toEqual([4, 7, 50]);
    expect(topCategories(NODES, 1).map((n) => n.catalogId)).toEqual([4]);
  });
});
