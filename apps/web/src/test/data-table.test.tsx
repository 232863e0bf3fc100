import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { ResponsiveTable } from '../ui/responsive-table';
import type { ResponsiveTableProps } from '../ui/responsive-table';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';

interface Line {
  id: string;
  part: string;
  stock: number;
  price: string | null;
}

const LINES: Line[] = [
  { id: '1', part: 'STM32F103C8T6', stock: 120, price: '12.43' },
  { id: '2', part: 'LM358DR', stock: 0, price: null },
];

function columns(stockOrder: 'ascend' | 'descend' | null | undefined): TableColumnsType<Line> {
  return [
    { key: 'part', title: 'Part', dataIndex: 'part', width: 200 },
    { key: 'stock', title: 'Stock', dataIndex: 'stock', align: 'right', sortOrder: stockOrder },
    {
      key: 'price',
      title: 'Price',
      // An unpriced line says so across the price and amount cells.
      onCell: (line) => (line.price === null ? { colSpan: 2 } : {}),
      render: (_, line) => line.price ?? 'Ask customer service',
    },
    {
      key: 'amount',
      title: 'Amount',
      onCell: (line) => (line.price === null ? { colSpan: 0 } : {}),
      render: (_, line) => (line.price === null ? null : `${line.price} total`),
    },
  ];
}

function renderTable(props: Partial<ResponsiveTableProps<Line>> = {}) {
  renderRoute(
    [
      {
        path: '/',
        element: (
          <ResponsiveTable<Line> rowKey="id" columns={columns(undefined)} dataSource={LINES} {...props} />
        ),
      },
    ],
    '/',
  );
}

const en = (key: string) => textOf(key, 'en_US');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the shared table on the desktop', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  it('is a table with column heads and one row of cells per line', () => {
    renderTable();
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Part', 'Stock', 'Price', 'Amount']);
    for (const head of heads) expect(head.getAttribute('scope')).toBe('col');
    const [first] = bodyRows();
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['STM32F103C8T6', '120', '12.43', '12.43 total']);
    expect(within(first as HTMLElement).getByText('120').className).toContain('data-table__cell--right');
  });

  it("spans a cell over the next ones as the column's onCell says", () => {
    renderTable();
    const unpriced = bodyRows()[1] as HTMLElement;
    const cells = within(unpriced).getAllByRole('cell');
    expect(cells).toHaveLength(3);
    expect(cells[2]?.textContent).toBe('Ask customer service');
    expect(cells[2]?.getAttribute('colspan')).toBe('2');
  });

  it('tells screen readers which way a sortable column is sorted, and nothing for the others', () => {
    renderTable({ columns: columns('descend') });
    const stock = screen.getByRole('columnheader', { name: 'Stock' });
    expect(stock.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Part' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('marks a sortable column that is not sorted now as such', () => {
    renderTable({ columns: columns(null) });
    expect(screen.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('none');
  });

  it('says an empty table has no data', () => {
    renderTable({ dataSource: [] });
    expect(bodyRows()).toHaveLength(1);
    const cell = within(bodyRows()[0] as HTMLElement).getByRole('cell');
    expect(cell.getAttribute('colspan')).toBe('4');
    // antd's empty picture with its own words.
    expect(cell.textContent).toContain('No data');
  });

  it("shows the page's own empty text", () => {
    renderTable({ dataSource: [], emptyText: 'Nothing in your cart' });
    expect(screen.getByText('Nothing in your cart')).toBeTruthy();
  });

  it('is busy while its rows load', () => {
    renderTable({ loading: true });
    const table = screen.getByRole('table');
    expect(table.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it('gives each row the class the page computes for it', () => {
    renderTable({ rowClassName: (line) => (line.price === null ? 'unpriced' : '') });
    expect(bodyRows().map((row) => row.classList.contains('unpriced'))).toEqual([false, true]);
  });

  it('pages its rows with the total and previous and next buttons', () => {
    const onChange = vi.fn();
    renderTable({
      pagination: { current: 1, pageSize: 2, total: 5, showTotal: (n) => `total ${n}`, onChange },
    });
    const pages = screen.getByRole('navigation', { name: en('pager.label') });
    expect(within(pages).getByText('total 5')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: en('pager.previous') })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(pages).getByRole('button', { name: en('pager.next') }));
    expect(onChange).toHaveBeenCalledWith(2, 2);
    // antd's quick jump is the product table's; this one has none.
    expect(within(pages).queryByRole('textbox')).toBeNull();
  });

  it('shows no page buttons without rows', () => {
    renderTable({ dataSource: [], pagination: { current: 1, pageSize: 20, total: 0, onChange: vi.fn() } });
    expect(screen.queryByRole('navigation', { name: en('pager.label') })).toBeNull();
  });
});
