import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Product } from '@emall/contract';
import { PageFrame } from '../app/frame/page-frame';
import { ProductTable } from '../ui/product-table';
import { ResponsiveTable } from '../ui/responsive-table';
import { productFixture, unpricedProductFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { setViewportWidth } from './viewport';

interface Line {
  id: string;
  part: string;
  qty: number;
  price: string | null;
}

const LINES: Line[] = [
  { id: '1', part: 'STM32F103C8T6', qty: 10, price: '12.43' },
  { id: '2', part: 'LM358DR', qty: 2500, price: null },
];

function lineColumns(onDelete: (line: Line) => void): TableColumnsType<Line> {
  return [
    { key: 'part', title: 'Part', dataIndex: 'part' },
    { key: 'qty', title: 'Quantity', render: (_, line) => line.qty.toLocaleString('en-US') },
    {
      key: 'price',
      title: 'Price',
      // An unpriced line says so across the price and amount cells, as the cart does.
      onCell: (line) => (line.price === null ? { colSpan: 2 } : {}),
      render: (_, line) => line.price ?? 'Ask customer service',
    },
    {
      key: 'amount',
      title: 'Amount',
      onCell: (line) => (line.price === null ? { colSpan: 0 } : {}),
      render: (_, line) => (line.price === null ? null : (Number(line.price) * line.qty).toFixed(2)),
    },
    {
      key: 'action',
      title: 'Action',
      render: (_, line) => (
        <Button
          onClick={() => {
            onDelete(line);
          }}
        >
          {`Delete ${line.part}`}
        </Button>
      ),
    },
  ];
}

function renderLines(onDelete = vi.fn()) {
  renderRoute(
    [
      {
        path: '/',
        element: (
          <ResponsiveTable<Line>
            rowKey="id"
            columns={lineColumns(onDelete)}
            dataSource={LINES}
            pagination={false}
            phone={{ headKeys: ['part'], actionKeys: ['action'], cardLabel: (line) => line.part }}
          />
        ),
      },
    ],
    '/',
  );
  return onDelete;
}

describe('responsive table', () => {
  it('renders one card per row on a phone: the head, labelled fields, then the actions', () => {
    setViewportWidth(390);
    const onDelete = renderLines();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = within(screen.getByRole('listitem', { name: 'STM32F103C8T6' }));
    expect(first.getByText('STM32F103C8T6').closest('.responsive-card__head')).toBeTruthy();
    expect(first.getByText('Quantity').tagName).toBe('DT');
    expect(first.getByText('10').tagName).toBe('DD');
    expect(first.getByText('124.30')).toBeTruthy();
    fireEvent.click(first.getByRole('button', { name: 'Delete STM32F103C8T6' }));
    expect(onDelete).toHaveBeenCalledWith(LINES[0]);

    // The spanning cell takes a whole line without a label; the cell it covers is left out.
    const second = within(screen.getByRole('listitem', { name: 'LM358DR' }));
    expect(second.getByText('Ask customer service').closest('.responsive-card__wide')).toBeTruthy();
    expect(second.queryByText('Amount')).toBeNull();
    expect(second.getByText('2,500')).toBeTruthy();
  });

  it('renders the antd table on the desktop, and switches to cards when the window narrows', () => {
    setViewportWidth(1280);
    renderLines();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Quantity' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();

    act(() => {
      setViewportWidth(390);
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps the desktop table at 768 px, the breakpoint', () => {
    setViewportWidth(768);
    renderLines();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});

describe('product table on a phone', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  it('heads each card with its selection box and keeps the footer total', () => {
    setViewportWidth(390);
    const priced = productFixture({ mfrPartNumber: 'STM32F103C8T6', taxPrice: '12.43' });
    const unpriced = unpricedProductFixture({ mfrPartNumber: 'NOPRICE1' });
    const onChange = vi.fn();
    const columns: TableColumnsType<Product> = [{ key: 'mpn', title: 'Part', dataIndex: 'mfrPartNumber' }];
    renderRoute(
      [
        {
          path: '/',
          element: (
            <ProductTable<Product>
              rows={[priced, unpriced]}
              columns={columns}
              phone={{ headKeys: ['mpn'] }}
              selection={{
                selectedKeys: [],
                onChange,
                nameOf: (row) => row.mfrPartNumber,
                amountOf: (row) => row.taxPrice,
              }}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('listitem', { name: 'STM32F103C8T6' }));
    fireEvent.click(
      card.getByRole('checkbox', {
        name: textOf('productTable.selectRow', 'en_US').replace('{name}', 'STM32F103C8T6'),
      }),
    );
    expect(onChange).toHaveBeenCalledWith([priced.spuId]);
    // The footer (select-all, count, total, actions) stays below the cards.
    expect(screen.getByText(textOf('productTable.selected', 'en_US').replace('{n}', '0'))).toBeTruthy();
  });
});

describe('page frame on a phone', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });

  it('shows the menu button instead of the top bar; its drawer has the links, the language and log out', async () => {
    setViewportWidth(390);
    givenSession({ user: DEMO_USER });
    renderRoute(
      [{ element: <PageFrame />, children: [{ path: '*', element: <p>page body</p> }] }],
      '/search',
    );
    const header = within(screen.getByRole('banner'));
    expect(header.queryByText(textOf('frame.header.memberCentre', 'en_US'))).toBeNull();
    fireEvent.click(header.getByRole('button', { name: textOf('frame.phoneMenu.open', 'en_US') }));

    const menu = within(await screen.findByRole('dialog'));
    expect(menu.getByRole('link', { name: textOf('frame.header.cart', 'en_US') }).getAttribute('href')).toBe(
      '/shopping_cart',
    );
    expect(
      menu.getByRole('link', { name: textOf('frame.phoneMenu.myOrders', 'en_US') }).getAttribute('href'),
    ).toBe('/my_EMall?activeKey=2');
    expect(menu.getByRole('link', { name: textOf('frame.header.messages', 'en_US') })).toBeTruthy();
    expect(menu.getByText(DEMO_USER.staffPo.staffName)).toBeTruthy();
    expect(menu.getByRole('button', { name: textOf('frame.header.logout', 'en_US') })).toBeTruthy();
    expect(menu.getByRole('radio', { name: textOf('frame.lang.zh_TW', 'en_US') })).toBeTruthy();
  });

  it('keeps the desktop header from 768 px on', () => {
    setViewportWidth(768);
    givenSession({ user: null });
    renderRoute([{ element: <PageFrame />, children: [{ path: '*', element: <p>page body</p> }] }], '/');
    const header = within(screen.getByRole('banner'));
    expect(header.getByText(textOf('frame.header.memberCentre', 'en_US'))).toBeTruthy();
    expect(header.queryByRole('button', { name: textOf('frame.phoneMenu.open', 'en_US') })).toBeNull();
  });
});
