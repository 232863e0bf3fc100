import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import type { Product } from '@emall/contract';
import { productFixture, unpricedProductFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { ProductTable } from '../ui/product-table';
import type { ProductTableProps } from '../ui/product-table';
import { isFooterFixed } from '../ui/use-fixed-footer';

const COLUMNS: TableColumnsType<Product> = [{ key: 'mpn', title: 'Part', dataIndex: 'mfrPartNumber' }];

function renderTable(props: Partial<ProductTableProps<Product>> & { rows: Product[] }) {
  renderRoute([{ path: '/', element: <ProductTable<Product> columns={COLUMNS} {...props} /> }], '/');
}

function selection(selectedKeys: string[], onChange = vi.fn()) {
  return {
    selectedKeys,
    onChange,
    nameOf: (row: Product) => row.mfrPartNumber,
    amountOf: (row: Product) => (row.taxPrice === null ? null : row.taxPrice),
  };
}

function setPageGeometry(scrollHeight: number, innerHeight: number, scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

describe('product table', () => {
  const a = productFixture({ mfrPartNumber: 'STM32F103C8T6', taxPrice: '12.43' });
  const b = unpricedProductFixture({ mfrPartNumber: 'NOPRICE1' });
  const c = productFixture({ mfrPartNumber: 'LM358DR', taxPrice: '1.5' });

  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  afterEach(() => {
    setPageGeometry(0, 768, 0);
  });

  it('selects only the priced rows with select-all at the top', () => {
    const onChange = vi.fn();
    renderTable({ rows: [a, b, c], selection: selection([], onChange) });
    const selectAll = screen.getAllByRole('checkbox', { name: textOf('productTable.selectAll', 'en_US') });
    fireEvent.click(selectAll[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith([a.spuId, c.spuId]);
  });

  it('selects only the priced rows with select-all at the bottom, and clears them once all are selected', () => {
    const onChange = vi.fn();
    renderTable({ rows: [a, b, c], selection: selection([a.spuId, b.spuId, c.spuId], onChange) });
    const bottom = screen.getByText(textOf('productTable.selectAll', 'en_US'));
    expect(bottom.closest('label')?.querySelector('input')?.checked).toBe(true);
    fireEvent.click(bottom);
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('lets an unpriced row be selected by itself', () => {
    const onChange = vi.fn();
    renderTable({ rows: [a, b], selection: selection([], onChange) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select NOPRICE1' }));
    expect(onChange).toHaveBeenCalledWith([b.spuId]);
  });

  it('shows the selected count and the total of the selected rows', () => {
    renderTable({ rows: [a, b, c], selection: selection([a.spuId, c.spuId]) });
    expect(screen.getByText('2 items selected')).toBeTruthy();
    expect(screen.getByText('¥13.93')).toBeTruthy();
  });

  it('puts the delete, buy-now and main actions in the footer', () => {
    renderTable({
      rows: [a],
      selection: selection([]),
      actions: {
        delete: <button>del</button>,
        buyNow: <button>buy now</button>,
        main: <button>main</button>,
      },
    });
    for (const name of ['del', 'buy now', 'main']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('hides checkboxes and the footer without a selection', () => {
    renderTable({ rows: [a, c] });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByText(textOf('productTable.selectAll', 'en_US'))).toBeNull();
  });

  it('shows pagination with the total and a quick jump', () => {
    const onChange = vi.fn();
    renderTable({ rows: [a, c], pagination: { current: 1, pageSize: 20, total: 45, onChange } });
    expect(screen.getByText('total 45 items')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: textOf('pager.label', 'en_US') });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledWith(3, 20);
    expect(within(pages).getByRole('textbox', { name: textOf('pager.goToLabel', 'en_US') })).toBeTruthy();
  });

  it('reads a total the server stopped counting at as "at least"', () => {
    const pagination = { current: 1, pageSize: 20, total: 10_000, isTotalCapped: true, onChange: vi.fn() };
    renderTable({ rows: [a, c], pagination });
    expect(screen.getByText('total 10,000+ items')).toBeTruthy();
  });

  it('fixes the footer with more than 520 px below the window and at least 4 rows', () => {
    setPageGeometry(2000, 800, 0);
    const rows = [a, c, productFixture(), productFixture()];
    renderTable({ rows, selection: selection([]) });
    const footer = () => document.querySelector('.product-table__footer');
    expect(footer()?.classList.contains('product-table__footer--fixed')).toBe(true);

    // Scrolled down until only 520 px remain below: back in its place.
    setPageGeometry(2000, 800, 680);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(footer()?.classList.contains('product-table__footer--fixed')).toBe(false);
  });

  it('keeps the footer in its place with fewer than 4 rows', () => {
    setPageGeometry(3000, 800, 0);
    renderTable({ rows: [a, b, c], selection: selection([]) });
    const footer = document.querySelector('.product-table__footer');
    expect(footer?.classList.contains('product-table__footer--fixed')).toBe(false);
  });
});

describe('isFooterFixed', () => {
  it('needs strictly more than 520 px below and at least 4 rows', () => {
    expect(isFooterFixed(521, 4)).toBe(true);
    expect(isFooterFixed(520, 4)).toBe(false);
    expect(isFooterFixed(5000, 3)).toBe(false);
    expect(isFooterFixed(5000, 40)).toBe(true);
  });
});
