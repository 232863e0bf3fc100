import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { contract } from '@emall/contract';
import type { CatalogNode } from '@emall/contract';
import { CatalogTreePage } from '../features/catalog/catalog-tree-page';
import { on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';

const en = (key: string) => textOf(key, 'en_US');

const NODES: CatalogNode[] = [
  { catalogId: 4, parentId: null, level: 1, name: 'Capacitors', count: 1900 },
  { catalogId: 42, parentId: 4, level: 2, name: 'MLCC', count: 1500 },
  { catalogId: 43, parentId: 4, level: 2, name: 'Tantalum Capacitors', count: 400 },
  { catalogId: 7, parentId: null, level: 1, name: 'Resistors', count: 800 },
  { catalogId: 71, parentId: 7, level: 2, name: 'Chip Resistor - Surface Mount', count: 800 },
];

function renderTree(path = '/catalog', nodes = NODES) {
  stubCalls([on(contract.catalog.qryCatalogTree, () => ({ data: { nodes } }))]);
  renderRoute([{ path: '/catalog', element: <CatalogTreePage /> }], path);
}

describe('category tree page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the top categories with their subcategories, counts and links', async () => {
    renderTree();
    const capacitors = await screen.findByRole('region', { name: 'Capacitors' });
    expect(within(capacitors).getByRole('link', { name: 'Capacitors' }).getAttribute('href')).toBe(
      '/catalog/4',
    );
    expect(within(capacitors).getByRole('link', { name: 'MLCC' }).getAttribute('href')).toBe('/catalog/42');
    expect(within(capacitors).getByText('1,500')).toBeTruthy();
    expect(screen.getByText('2 categories, 2,700 parts on sale')).toBeTruthy();
  });

  it('narrows the list to the names holding the typed text', async () => {
    renderTree();
    await screen.findByRole('region', { name: 'Capacitors' });
    fireEvent.change(screen.getByRole('textbox', { name: en('catalog.tree.filter') }), {
      target: { value: 'surface' },
    });
    expect(screen.queryByRole('region', { name: 'Capacitors' })).toBeNull();
    const resistors = screen.getByRole('region', { name: 'Resistors' });
    // The typed text is marked inside the name.
    const sub = within(resistors).getAllByRole('link')[1];
    expect(sub?.textContent).toBe('Chip Resistor - Surface Mount');
    expect(sub?.querySelector('mark')?.textContent).toBe('Surface');
  });

  it('reads the filter from the address and says when nothing matches', async () => {
    renderTree('/catalog?q=diodes');
    expect(await screen.findByText('No category name contains “diodes”')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: en('catalog.tree.filter') })).toHaveProperty(
      'value',
      'diodes',
    );
  });

  it('shows the error text and a retry when the tree cannot be read', async () => {
    stubCalls([on(contract.catalog.qryCatalogTree, () => ({ status: 500, msg: 'Database unavailable' }))]);
    renderRoute([{ path: '/catalog', element: <CatalogTreePage /> }], '/catalog');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: en('catalog.load.retry') })).toBeTruthy();
  });
});
