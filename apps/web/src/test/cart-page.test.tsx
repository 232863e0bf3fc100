import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { CartLine } from '@emall/contract';
import { bodiesTo, on, requestsTo, stubCalls } from './api-stub';
import type { CallStub } from './api-stub';
import { cartLineFixture, cartStateFixture, unpricedCartLineFixture } from './cart-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { CartPage } from '../features/cart/cart-page';

const en = (key: string) => textOf(key, 'en_US');

const stm = cartLineFixture({
  spuId: '11',
  mfrPartNumber: 'STM32F103C8T6',
  quantity: 10,
  taxPrice: '11.300000',
  notTaxPrice: '10.000000',
  amount: '113.000000',
  notTaxAmount: '100.000000',
});
const packaged = cartLineFixture({
  spuId: '12',
  mfrPartNumber: 'LM358DR',
  quantity: 1000,
  miniQty: 100,
  miniPkg: 50,
  stock: 9000,
  emallRedundantStockQty: 9000,
  taxPrice: '1.000005',
  notTaxPrice: '0.885000',
  priceBreaks: [{ qtyFrom: 1, qtyTo: null, taxPrice: '1.000005', notTaxPrice: '0.885000' }],
  amount: '1000.005000',
  notTaxAmount: '885.000000',
  custPn: 'HX-OPA-02',
});
const unpriced = unpricedCartLineFixture({ spuId: '13', mfrPartNumber: 'NOPRICE1' });

function ConfirmOrderProbe() {
  const location = useLocation();
  return <p>confirm order {JSON.stringify(location.state)}</p>;
}

function renderCart(lines: CartLine[] = [stm, packaged, unpriced], extra: CallStub[] = []) {
  const sent = stubCalls([
    on(contract.cart.qryShopCart, () => ({ data: cartStateFixture(lines) })),
    on(contract.cart.changeStatus, () => ({ data: { updated: 1 } })),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: lines.length } })),
    on(contract.system.getParamValue, () => ({ data: {} })),
    ...extra,
  ]);
  renderRoute(
    [
      { path: '/shopping_cart', element: <CartPage /> },
      { path: '/confirm_order', element: <ConfirmOrderProbe /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/shopping_cart',
  );
  return sent;
}

const rowOf = async (mfrPartNumber: string) => {
  const link = await screen.findByRole('link', { name: mfrPartNumber });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${mfrPartNumber}`);
  return row;
};
const unitPrice = (row: HTMLElement) => row.querySelector('.cart-row__price .money')?.textContent;
const footerTotal = () => document.querySelector('.product-table__total-amount')?.textContent;
const selectAllBoxes = () => screen.getAllByRole('checkbox', { name: en('productTable.selectAll') });

describe('cart page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the lines with tax-inclusive prices, 6-decimal amounts and the 2-decimal total of the selection', async () => {
    renderCart();
    const row = await rowOf('STM32F103C8T6');
    expect(unitPrice(row)).toBe('¥11.300000');
    expect(within(row).getByText('¥113.000000')).toBeTruthy();
    expect(within(await rowOf('LM358DR')).getByText('¥1,000.005000')).toBeTruthy();
    expect(footerTotal()).toBe('¥1,113.01');
    expect(screen.getByText('Products: 3 of at most 200')).toBeTruthy();
    expect(
      within(await rowOf('NOPRICE1')).getByRole('button', { name: en('productTable.noPrice') }),
    ).toBeTruthy();
  });

  it('switches to prices and totals without tax', async () => {
    renderCart();
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('radio', { name: en('cart.tax.excluded') }));
    const row = await rowOf('STM32F103C8T6');
    expect(unitPrice(row)).toBe('¥10.000000');
    expect(within(row).getByText('¥100.000000')).toBeTruthy();
    expect(footerTotal()).toBe('¥985.00');
    expect(screen.getByRole('columnheader', { name: en('cart.column.amountExcl') })).toBeTruthy();
  });

  it('pushes every selection change to the server, select-all taking only the priced rows', async () => {
    const sent = renderCart();
    await rowOf('STM32F103C8T6');
    fireEvent.click(selectAllBoxes()[0] as HTMLElement);
    fireEvent.click(selectAllBoxes()[0] as HTMLElement);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select NOPRICE1' }));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.cart.changeStatus)).toEqual([
        { spuIds: ['11', '12'], isSelected: 'F' },
        { spuIds: ['11', '12'], isSelected: 'T' },
        { spuIds: ['13'], isSelected: 'T' },
      ]);
    });
    expect(footerTotal()).toBe('¥1,113.01');
  });

  it('warns with a Hint when an action needs a selection and none is made', async () => {
    renderCart([{ ...stm, isSelected: 'F' }]);
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: en('cart.action.checkout') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en('cart.selectFirst'))).toBeTruthy();
    expect(within(dialog).getAllByText(en('common.hint')).length).toBeGreaterThan(0);
    expect(footerTotal()).toBe('¥0.00');
  });

  it('asks before deleting the selection, then says delete succeeded and reads the cart again', async () => {
    const sent = renderCart(undefined, [
      on(contract.cart.delShopCart, () => ({ data: { deleted: 2, shoppingCartQty: 1 } })),
    ]);
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: en('cart.action.deleteSelected') }));
    expect(await screen.findByText(en('cart.delete.confirm'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('cart.delete.yes') }));
    expect(await screen.findByText(en('cart.delete.success'))).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.delShopCart)).toEqual([{ spuIds: ['11', '12'] }]);
    expect(bodiesTo(sent, contract.cart.qryShopCart).length).toBeGreaterThan(1);
  });

  it('says delete failed when the server refuses', async () => {
    renderCart(undefined, [
      on(contract.cart.delShopCart, () => ({ status: 404, errcode: 'CART_LINE_NOT_FOUND', msg: 'x' })),
    ]);
    fireEvent.click(within(await rowOf('LM358DR')).getByRole('button', { name: 'Delete LM358DR' }));
    fireEvent.click(await screen.findByRole('button', { name: en('cart.delete.yes') }));
    expect(await screen.findByText(en('cart.delete.failed'))).toBeTruthy();
  });

  it('refuses a quantity against the package rule without asking the server', async () => {
    const sent = renderCart();
    await rowOf('LM358DR');
    const box = screen.getByRole('textbox', { name: `${en('search.column.quantity')} LM358DR` });
    fireEvent.change(box, { target: { value: '1025' } });
    fireEvent.blur(box);
    expect(
      await screen.findByText(en('rules.quantity.notPackageMultiple').replace('{n}', '50')),
    ).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.changeShopCart)).toEqual([]);
  });

  it('changes a quantity on the server, shows the repriced line, and the server message on refusal', async () => {
    const repriced = { ...stm, quantity: 100, taxPrice: '10.170000', amount: '1017.000000' };
    let refuse = false;
    const sent = renderCart(undefined, [
      on(contract.cart.changeShopCart, () =>
        refuse
          ? { status: 422, errcode: 'QUANTITY_TOO_LARGE', msg: 'The quantity cannot be more than 99999999' }
          : { data: repriced },
      ),
    ]);
    await rowOf('STM32F103C8T6');
    const box = () => screen.getByRole('textbox', { name: `${en('search.column.quantity')} STM32F103C8T6` });
    fireEvent.change(box(), { target: { value: '100' } });
    fireEvent.blur(box());
    expect(await screen.findByText('¥1,017.000000')).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.changeShopCart)).toEqual([{ spuId: '11', quantity: 100 }]);
    refuse = true;
    fireEvent.change(box(), { target: { value: '200' } });
    fireEvent.blur(box());
    expect(await screen.findByText('The quantity cannot be more than 99999999')).toBeTruthy();
  });

  it('tells the buyer when a quantity goes above stock', async () => {
    const above = { ...stm, quantity: 600, shortageFlag: 'T' as const, amount: '6102.000000' };
    renderCart(undefined, [on(contract.cart.changeShopCart, () => ({ data: above }))]);
    await rowOf('STM32F103C8T6');
    const box = screen.getByRole('textbox', { name: `${en('search.column.quantity')} STM32F103C8T6` });
    fireEvent.change(box, { target: { value: '600' } });
    fireEvent.blur(box);
    expect(await screen.findByText(en('rules.quantity.exceedsStock'))).toBeTruthy();
    expect(await screen.findByText(en('cart.shortageHint'))).toBeTruthy();
  });

  it('adds, edits and deletes a custom part number: click to add, confirm, delete saves empty', async () => {
    const sent = renderCart(undefined, [
      on(contract.cart.changeShopCartMfr, (body) => ({
        data: { spuId: String(body.spuId), custPn: body.custPn ?? '' },
      })),
    ]);
    const row = await rowOf('STM32F103C8T6');
    fireEvent.click(
      within(row).getByRole('button', { name: 'click to add: Custom part number of STM32F103C8T6' }),
    );
    fireEvent.change(within(row).getByRole('textbox', { name: 'Custom part number of STM32F103C8T6' }), {
      target: { value: ' MY-PN-1 ' },
    });
    fireEvent.click(within(row).getByRole('button', { name: en('cart.custPn.save') }));
    expect(await within(row).findByText('MY-PN-1')).toBeTruthy();
    fireEvent.click(within(await rowOf('LM358DR')).getByRole('button', { name: en('cart.custPn.delete') }));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.cart.changeShopCartMfr)).toEqual([
        { spuId: '11', custPn: 'MY-PN-1' },
        { spuId: '12', custPn: '' },
      ]);
    });
  });

  it('cancels a custom part number edit without saving, and keeps at most 35 characters', async () => {
    const sent = renderCart();
    const row = await rowOf('LM358DR');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit: Custom part number of LM358DR' }));
    const box = within(row).getByRole<HTMLInputElement>('textbox', { name: 'Custom part number of LM358DR' });
    expect(box.maxLength).toBe(35);
    fireEvent.click(within(row).getByRole('button', { name: en('cart.custPn.cancel') }));
    expect(within(row).getByText('HX-OPA-02')).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.changeShopCartMfr)).toEqual([]);
  });

  it('settles the selection at /confirm_order, refusing unpriced rows and totals too large to print', async () => {
    renderCart();
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: en('cart.action.checkout') }));
    expect(await screen.findByText('confirm order {"spuIds":["11","12"],"taxFlag":"T"}')).toBeTruthy();
  });

  it('refuses to settle a selected row without a price', async () => {
    renderCart([stm, { ...unpriced, isSelected: 'T' }]);
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: en('cart.action.checkout') }));
    expect(await screen.findByText(en('cart.checkout.unpriced'))).toBeTruthy();
  });

  it('shows The amount is too large instead of a total in exponent form, and refuses to settle', async () => {
    const huge = { ...stm, amount: '9'.repeat(22) + '.000000' };
    renderCart([huge]);
    await rowOf('STM32F103C8T6');
    expect(footerTotal()).toBe(en('rules.money.tooLarge'));
    fireEvent.click(screen.getByRole('button', { name: en('cart.action.checkout') }));
    // The footer's text, then the toast's (its code loads with the first toast).
    await waitFor(() => {
      expect(screen.getAllByText(en('rules.money.tooLarge'))).toHaveLength(2);
    });
  });

  it('exports the selection as a form post and saves a timestamp-named file', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:cart', revokeObjectURL: () => undefined }),
    );
    const sent = renderCart(undefined, [
      on(contract.cart.shopCartExport, () => ({
        file: 'xlsx bytes',
        contentType: 'application/vnd.ms-excel',
      })),
    ]);
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: en('cart.action.export') }));
    expect(await screen.findByText(en('download.success'))).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.shopCartExport)).toEqual([
      { cols: 'brand,mfrPartNumber,custPn,price,quantity,amount', taxFlag: 'T', spuIds: '11,12' },
    ]);
    expect(requestsTo(sent, contract.cart.shopCartExport).map((r) => r.headers['x-lang'])).toEqual(['en_US']);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^\d{13}\.xlsx$/);
  });

  it('says download failed with the server message when the export is refused', async () => {
    renderCart(undefined, [
      on(contract.cart.shopCartExport, () => ({
        status: 404,
        errcode: 'CART_LINE_NOT_FOUND',
        msg: 'Not in your cart',
      })),
    ]);
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: en('cart.action.export') }));
    expect(await screen.findByText('Not in your cart')).toBeTruthy();
  });

  it('pages the cart 20 lines a page with quick jump and the item total, and sorts it by stock', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      cartLineFixture({
        spuId: String(100 + i),
        mfrPartNumber: `PART-${String(i).padStart(2, '0')}`,
        emallRedundantStockQty: (i * 7) % 25,
      }),
    );
    renderCart(many);
    await rowOf('PART-00');
    expect(screen.getByText(textOf('productTable.total', 'en_US').replace('{n}', '25'))).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: en('pager.label') });
    expect(within(pages).getByRole('textbox', { name: en('pager.goToLabel') })).toBeTruthy();
    // The table's rows below its row of column heads.
    const lineRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(lineRows()).toHaveLength(20);
    expect(screen.queryByRole('link', { name: 'PART-20' })).toBeNull();
    // The footer counts the selection of the whole cart, not of the page.
    expect(screen.getByText(textOf('productTable.selected', 'en_US').replace('{n}', '25'))).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'PART-20' })).toBeTruthy();
    expect(lineRows()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: en('productTable.sortStock') }));
    const stocks = () =>
      lineRows().map((row) => Number(row.querySelector('td:nth-child(4) strong')?.textContent));
    await waitFor(() => {
      expect(stocks()[0]).toBe(0);
    });
    expect(stocks()).toEqual([...stocks()].sort((a, b) => a - b));
    const stockHead = () => screen.getByRole('columnheader', { name: new RegExp(en('search.column.stock')) });
    expect(stockHead().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: en('productTable.sortStockAsc') }));
    await waitFor(() => {
      expect(stocks()[0]).toBe(24);
    });
    expect(stocks()).toEqual([...stocks()].sort((a, b) => b - a));
    expect(stockHead().getAttribute('aria-sort')).toBe('descending');
  });

  it('sends a buyer without a session to the login page, back to the cart afterwards', async () => {
    givenSession({ user: null });
    renderCart();
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
