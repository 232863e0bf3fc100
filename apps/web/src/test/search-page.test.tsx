import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@emall/contract';
import { contract } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { SentRequest } from './api-stub';
import { productFixture, productPageFixture, unpricedProductFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { SearchPage } from '../features/search/search-page';

const BRANDS = [
  { brandCode: 'ST', brandName: 'STMicroelectronics', count: 2 },
  { brandCode: 'TI', brandName: 'Texas Instruments', count: 1 },
];

const stm = productFixture({ spuId: '11', mfrPartNumber: 'STM32F103C8T6' });
const packaged = productFixture({
  spuId: '12',
  mfrPartNumber: 'STM32G030F6P6',
  miniQty: 20,
  miniPkg: 10,
  quantity: 20,
  stock: 100,
  emallRedundantStockQty: 100,
});
const unpriced = unpricedProductFixture({ spuId: '13', mfrPartNumber: 'STM32NOPRICE' });

function renderSearch(path: string, rows: Product[] = [stm, packaged, unpriced]): SentRequest[] {
  const sent = stubCalls([
    on(contract.catalog.qryProduct4Emall, () => ({ data: productPageFixture(rows, BRANDS, 45) })),
    on(contract.system.getParamValue, () => ({ data: {} })),
  ]);
  renderRoute([{ path: '/search', element: <SearchPage /> }], path);
  return sent;
}

const en = (key: string) => textOf(key, 'en_US');

function lastSearch(sent: SentRequest[]) {
  return bodiesTo(sent, contract.catalog.qryProduct4Emall).at(-1);
}

function quantityBox(mfrPartNumber: string): HTMLInputElement {
  return screen.getByRole('textbox', {
    name: `${textOf('search.column.quantity', 'en_US')} ${mfrPartNumber}`,
  });
}

function rowOf(mfrPartNumber: string): HTMLElement {
  const row = screen.getByText(
    (_, element) => element?.textContent === mfrPartNumber && element.tagName === 'A',
  );
  const tr = row.closest('tr');
  if (!tr) throw new Error(`no row for ${mfrPartNumber}`);
  return tr;
}

describe('search page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('searches page 1 of 20 for the qryParam and marks the keyword in part numbers', async () => {
    const sent = renderSearch('/search?qryParam=stm32');
    expect(await screen.findByText('total 45 items')).toBeTruthy();
    expect(bodiesTo(sent, contract.catalog.qryProduct4Emall)).toEqual([
      { qryParam: 'stm32', pageNo: 1, pageSize: 20 },
    ]);
    const link = screen.getByRole('link', { name: 'STM32F103C8T6' });
    expect(link.querySelector('mark')?.textContent).toBe('STM32');
    expect(link.getAttribute('href')).toBe('/details/11');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('reads a banner link: mfrPn as the part number, with its brand', async () => {
    const sent = renderSearch('/search?mfrPn=LM358DR&brandCodes=TI');
    await screen.findByText('total 45 items');
    expect(lastSearch(sent)).toEqual({ qryParam: 'LM358DR', brandCodes: ['TI'], pageNo: 1, pageSize: 20 });
  });

  it('filters by the brands ticked in the brand list', async () => {
    const sent = renderSearch('/search?qryParam=stm32');
    fireEvent.click(await screen.findByLabelText('STMicroelectronics (2)'));
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({ brandCodes: ['ST'], pageNo: 1 });
    });
    fireEvent.click(screen.getByLabelText('Texas Instruments (1)'));
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({ brandCodes: ['ST', 'TI'] });
    });
  });

  it('asks for stock only when in-stock-only is ticked', async () => {
    const sent = renderSearch('/search?qryParam=stm32&pageNo=2');
    fireEvent.click(await screen.findByLabelText(textOf('search.filter.hasStock', 'en_US')));
    await waitFor(() => {
      expect(lastSearch(sent)).toEqual({ qryParam: 'stm32', hasStock: true, pageNo: 1, pageSize: 20 });
    });
  });

  it('sorts by redundant stock, toggling ascending and descending on each click', async () => {
    const sent = renderSearch('/search?qryParam=stm32');
    await screen.findByText('total 45 items');
    const sort = () => screen.getByRole('button', { name: /stock/i });
    fireEvent.click(sort());
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({ sortField: 'emallRedundantStockQty', sortOrder: 'asc' });
    });
    fireEvent.click(sort());
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({ sortField: 'emallRedundantStockQty', sortOrder: 'desc' });
    });
    fireEvent.click(sort());
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({ sortOrder: 'asc' });
    });
  });

  it('sorts by unit price at a typed quantity with the category page’s sort bar, and back to relevance', async () => {
    const sent = renderSearch('/search?qryParam=100nF%200402&hasStock=T');
    await screen.findByText('total 45 items');
    fireEvent.click(screen.getByText(en('catalog.sort.price')));
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({ sortField: 'price', sortOrder: 'asc', hasStock: true });
    });
    const quantity = screen.getByLabelText(en('catalog.quantity.label'));
    fireEvent.change(quantity, { target: { value: '1000' } });
    fireEvent.keyDown(quantity, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({
        sortField: 'price',
        sortOrder: 'asc',
        quantity: 1000,
        pageNo: 1,
      });
    });
    fireEvent.click(screen.getByText(en('catalog.sort.asc')));
    await waitFor(() => {
      expect(lastSearch(sent)).toMatchObject({ sortField: 'price', sortOrder: 'desc', quantity: 1000 });
    });
    fireEvent.click(screen.getByText(en('search.sort.relevance')));
    await waitFor(() => {
      expect(lastSearch(sent)).toEqual({
        qryParam: '100nF 0402',
        hasStock: true,
        quantity: 1000,
        pageNo: 1,
        pageSize: 20,
      });
    });
    // Relevance has no direction to turn round.
    expect(screen.queryByText(en('catalog.sort.asc'))).toBeNull();
    expect(screen.queryByText(en('catalog.sort.desc'))).toBeNull();
  });

  it('reads the order and quantity from the address, and an older link’s stock order by its direction', async () => {
    const sent = renderSearch('/search?qryParam=stm32&sort=price&sortOrder=desc&qty=500');
    await screen.findByText('total 45 items');
    expect(lastSearch(sent)).toEqual({
      qryParam: 'stm32',
      sortField: 'price',
      sortOrder: 'desc',
      quantity: 500,
      pageNo: 1,
      pageSize: 20,
    });
    expect(screen.getByLabelText(en('catalog.quantity.label'))).toHaveProperty('value', '500');
    cleanup();
    const older = renderSearch('/search?qryParam=stm32&sortOrder=asc');
    await screen.findByText('total 45 items');
    expect(lastSearch(older)).toMatchObject({ sortField: 'emallRedundantStockQty', sortOrder: 'asc' });
  });

  it('refuses a quantity that is not a multiple of the package, and keeps the quantity', async () => {
    renderSearch('/search?qryParam=stm32');
    await screen.findByText('total 45 items');
    const box = quantityBox('STM32G030F6P6');
    expect(box.value).toBe('20');
    fireEvent.change(box, { target: { value: '25' } });
    fireEvent.blur(box);
    const message = textOf('rules.quantity.notPackageMultiple', 'en_US').replace('{n}', '10');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(box.value).toBe('20');
  });

  it('refuses a quantity above stock that is below the minimum order quantity', async () => {
    const small = productFixture({ mfrPartNumber: 'TINYSTOCK', miniQty: 50, miniPkg: 1, stock: 5 });
    renderSearch('/search?qryParam=tiny', [small]);
    await screen.findByText('total 45 items');
    const box = quantityBox('TINYSTOCK');
    fireEvent.change(box, { target: { value: '30' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const message = textOf('rules.quantity.belowMinimum', 'en_US').replace('{n}', '50');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('prices the row from the break its quantity falls in', async () => {
    renderSearch('/search?qryParam=stm32');
    await screen.findByText('total 45 items');
    const row = rowOf('STM32F103C8T6');
    const price = () => row.querySelector('.search-row__price .money')?.textContent;
    expect(price()).toBe('¥12.430000');
    expect(within(row).getByText('incl. 13% tax')).toBeTruthy();

    fireEvent.change(quantityBox('STM32F103C8T6'), { target: { value: '10' } });
    fireEvent.blur(quantityBox('STM32F103C8T6'));
    await waitFor(() => {
      expect(price()).toBe('¥11.300000');
    });
    expect(within(row).getByText('Subtotal: ¥113.000000')).toBeTruthy();
    expect(within(row).getByText('3 days')).toBeTruthy();
  });

  it('tells the buyer when a quantity goes above stock, and shows the delivery cycle', async () => {
    renderSearch('/search?qryParam=stm32');
    await screen.findByText('total 45 items');
    fireEvent.change(quantityBox('STM32F103C8T6'), { target: { value: '600' } });
    fireEvent.blur(quantityBox('STM32F103C8T6'));
    expect(await screen.findByText(textOf('rules.quantity.exceedsStock', 'en_US'))).toBeTruthy();
    expect(within(rowOf('STM32F103C8T6')).getByText('14 days')).toBeTruthy();
  });

  it('offers customer service on a row without a price', async () => {
    renderSearch('/search?qryParam=stm32');
    await screen.findByText('total 45 items');
    const row = rowOf('STM32NOPRICE');
    expect(within(row).getByRole('button', { name: textOf('productTable.noPrice', 'en_US') })).toBeTruthy();
    expect(within(row).queryByRole('textbox')).toBeNull();
  });

  it('asks for a part number when there is nothing to search', () => {
    const sent = renderSearch('/search');
    expect(screen.getByText(textOf('search.prompt', 'en_US'))).toBeTruthy();
    expect(bodiesTo(sent, contract.catalog.qryProduct4Emall)).toEqual([]);
  });
});
