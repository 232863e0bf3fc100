import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { StubAnswer } from './api-stub';
import { productFixture, productPageFixture, unpricedProductFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { clearDirectBuy, readDirectBuy } from '../api/direct-buy';
import { loadSession } from '../api/session-loader';
import { useSessionStore } from '../api/session-store';
import { SearchPage } from '../features/search/search-page';

const en = (key: string) => textOf(key, 'en_US');
const stm = productFixture({ spuId: '11', mfrPartNumber: 'STM32F103C8T6' });
const unpriced = unpricedProductFixture({ spuId: '13', mfrPartNumber: 'NOPRICE1' });

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const ADD_TO_CART = contract.cart.addShopCart;
const ADDED = { spuId: '11', quantity: 10, shoppingCartQty: 4 };

function renderSearch(addAnswer: () => StubAnswer<typeof ADD_TO_CART>) {
  const sent = stubCalls([
    on(contract.catalog.qryProduct4Emall, () => ({ data: productPageFixture([stm, unpriced]) })),
    on(contract.system.getParamValue, () => ({ data: {} })),
    on(ADD_TO_CART, addAnswer),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 4 } })),
  ]);
  renderRoute(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '*', element: <Where /> },
    ],
    '/search?qryParam=stm32',
  );
  return sent;
}

describe('add to cart from the search results', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds the row at its quantity, says added successfully, refreshes the badge and opens the cart', async () => {
    givenSession({ user: DEMO_USER });
    const sent = renderSearch(() => ({ data: ADDED }));
    const box = await screen.findByRole('textbox', { name: `${en('search.column.quantity')} STM32F103C8T6` });
    fireEvent.change(box, { target: { value: '10' } });
    fireEvent.blur(box);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: STM32F103C8T6' }));
    expect(await screen.findByText('at /shopping_cart')).toBeTruthy();
    expect(screen.getByText(en('cart.add.success'))).toBeTruthy();
    expect(bodiesTo(sent, ADD_TO_CART)).toEqual([{ spuId: '11', quantity: 10 }]);
    expect(useSessionStore.getState().cartCount).toBe(4);
    expect(screen.queryByRole('button', { name: 'Add to cart: NOPRICE1' })).toBeNull();
  });

  it("stays on the results with the server's message when the cart refuses", async () => {
    givenSession({ user: DEMO_USER });
    renderSearch(() => ({
      status: 422,
      errcode: 'CART_FULL',
      msg: 'The shopping cart holds at most 200 products',
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: STM32F103C8T6' }));
    expect(await screen.findByText('The shopping cart holds at most 200 products')).toBeTruthy();
    expect(screen.queryByText(/^at /)).toBeNull();
  });

  it('sends an anonymous buyer to the login page, coming back to the results', async () => {
    givenSession({ user: null });
    const sent = renderSearch(() => ({ data: ADDED }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: STM32F103C8T6' }));
    expect(await screen.findByText('at /login?origin=%2Fsearch%3FqryParam%3Dstm32')).toBeTruthy();
    expect(bodiesTo(sent, ADD_TO_CART)).toEqual([]);
  });
});

describe('buy now from the search results', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    clearDirectBuy();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the part and quantity as a direct buy and opens the order confirmation, without the cart', async () => {
    givenSession({ user: DEMO_USER });
    const sent = renderSearch(() => ({ data: ADDED }));
    const box = await screen.findByRole('textbox', { name: `${en('search.column.quantity')} STM32F103C8T6` });
    fireEvent.change(box, { target: { value: '25' } });
    fireEvent.blur(box);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now: STM32F103C8T6' }));
    expect(await screen.findByText('at /confirm_order')).toBeTruthy();
    expect(readDirectBuy()).toEqual({ lines: [{ spuId: '11', quantity: 25 }], taxFlag: 'T' });
    expect(bodiesTo(sent, ADD_TO_CART)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Buy now: NOPRICE1' })).toBeNull();
  });

  it('sends an anonymous buyer to the login page and stores nothing', async () => {
    givenSession({ user: null });
    renderSearch(() => ({ data: ADDED }));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now: STM32F103C8T6' }));
    expect(await screen.findByText('at /login?origin=%2Fsearch%3FqryParam%3Dstm32')).toBeTruthy();
    expect(readDirectBuy()).toBeNull();
  });
});

describe('the cart badge at session start', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubSession(user: typeof DEMO_USER | null) {
    return stubCalls([
      on(contract.system.getParamValue, () => ({ data: {} })),
      on(contract.account.getEmallUserSessionInfo, () => ({ data: user })),
      on(contract.account.qryCustAccountType, () => ({
        data: { tenantId: 11, custAccountType: 'C', billingCycle: 30 },
      })),
      on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 7 } })),
    ]);
  }

  it('reads the cart count for a logged-in user', async () => {
    useSessionStore.getState().clearUser();
    const sent = stubSession(DEMO_USER);
    await loadSession();
    await waitFor(() => {
      expect(useSessionStore.getState().cartCount).toBe(7);
    });
    expect(bodiesTo(sent, contract.cart.qryMfrPnQty)).toHaveLength(1);
  });

  it('never asks for it without a session', async () => {
    useSessionStore.getState().clearUser();
    const sent = stubSession(null);
    await loadSession();
    expect(bodiesTo(sent, contract.cart.qryMfrPnQty)).toEqual([]);
    expect(useSessionStore.getState().cartCount).toBe(0);
  });
});
