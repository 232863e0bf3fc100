import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { contract, deliveryDate, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import type { CartLine, CreatedOrder, CustOrderInfo, Product } from '@emall/contract';
import { DIRECT_BUY_KEYS, storeDirectBuy } from '../api/direct-buy';
import { ConfirmOrderPage } from '../features/checkout/confirm-order-page';
import { renderRouter } from './render-route';
import { bodiesTo, on, requestsTo, stubCalls } from './api-stub';
import type { CallStub, SentRequest } from './api-stub';
import { cartLineFixture, cartStateFixture } from './cart-fixtures';
import { productFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { custOrderInfoFixture, DELIVERY_METHODS } from './order-fixtures';
import { DEMO_USER, givenSession } from './session-fixture';

const CREATE = contract.order.createOrderList;
const en = (key: string) => textOf(key, 'en_US');

// Priced at their quantity's break (catalog fixture: 10–99 at 11.30, 100+ at 10.17); the second line
// asks for more than the stock of 500, so it waits its 14-day delivery cycle.
const stm = cartLineFixture({
  spuId: '11',
  mfrPartNumber: 'STM32F103C8T6',
  quantity: 10,
  custPn: 'HX-MCU-01',
});
const bulk = cartLineFixture({ spuId: '12', mfrPartNumber: 'STM32F030F4P6', quantity: 1000 });

const created: CreatedOrder = {
  orderId: '90',
  dopOrderNo: 'SO261190',
  status: 'WAIT_PAY',
  currency: 'CNY',
  amount: '10283.00',
  lineCount: 2,
  shortageLineCount: 1,
  orderLineList: [],
};

function Probe() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

interface Setup {
  lines?: CartLine[];
  customer?: CustOrderInfo;
  products?: Product[];
  handOver?: unknown;
  extra?: CallStub[];
}

function renderConfirm({ lines = [stm, bulk], customer, products = [], handOver, extra = [] }: Setup) {
  const sent = stubCalls([
    on(contract.cart.qryShopInfo, () => ({ data: cartStateFixture(lines) })),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 0 } })),
    on(contract.account.custOrderInfo, () => ({ data: customer ?? custOrderInfoFixture() })),
    on(contract.system.qryDataDicValueGroup, () => ({ data: DELIVERY_METHODS })),
    on(contract.catalog.qryProductByKey, (body) => {
      const product = products.find((p) => p.spuId === String(body.spuId));
      return product ? { data: product } : { status: 404, errcode: 'NOT_FOUND' };
    }),
    on(CREATE, () => ({ data: created })),
    ...extra,
  ]);
  const router = createMemoryRouter(
    [
      { path: '/confirm_order', element: <ConfirmOrderPage /> },
      { path: '/shopping_cart', element: <Probe /> },
      { path: '/my_EMall', element: <Probe /> },
    ],
    {
      initialEntries: [
        { pathname: '/confirm_order', state: handOver ?? { spuIds: ['11', '12'], taxFlag: 'T' } },
      ],
    },
  );
  renderRouter(router);
  return sent;
}

/** The order payload sends its address and invoice title as JSON texts. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') throw new Error(`not a JSON text: ${JSON.stringify(value)}`);
  return JSON.parse(value);
}

const submitButton = () => screen.getByRole('button', { name: en('checkout.submit') });
const createBodies = (sent: SentRequest[]) => bodiesTo(sent, CREATE);
const keysSent = (sent: SentRequest[]) =>
  requestsTo(sent, CREATE).map((r) => r.headers[IDEMPOTENCY_KEY_HEADER]);

describe('confirm order page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('confirms the chosen cart lines with the default method and address and sends the order payload', async () => {
    const sent = renderConfirm({});
    expect(await screen.findByText('STM32F103C8T6')).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.qryShopInfo)).toEqual([{ spuIds: ['11', '12'] }]);
    expect(screen.getByText('¥10,170.000000')).toBeTruthy();
    expect(screen.getByText(en('product.shortage.T'))).toBeTruthy();
    expect(document.querySelector('.order-submit-bar__amount')?.textContent).toBe('¥10,283.00');
    expect(screen.getByRole('radio', { name: 'Express courier' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Li Lei/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Net 30 days')).toBeTruthy();

    fireEvent.click(submitButton());
    expect(await screen.findByText(en('checkout.placed.toOrders'))).toBeTruthy();
    const [body] = createBodies(sent);
    const today = new Date();
    expect(body).toMatchObject({
      deliveryMethod: '01',
      acctTenantCode: 'T011',
      billingCycle: 30,
      exchangeRate: 1,
      taxFlag: 'T',
      taxRate: '1.13',
      currency: 'CNY',
      amount: '10283.00',
      orderSource: 'EMALL',
      isFromCart: 'T',
    });
    expect(jsonText(body?.shippingAddress)).toMatchObject({ addressId: 1, recipients: 'Li Lei' });
    expect(jsonText(body?.invoiceTitle)).toMatchObject({
      title: 'Shanghai Demo Electronics Co., Ltd.',
      invoiceReceipientPhone: '021-55550001',
      isOrderNOComments: 'T',
      unitUseSingle: 'F',
    });
    expect(body?.orderLineList).toEqual([
      expect.objectContaining({
        spuId: '11',
        qty: 10,
        custPn: 'HX-MCU-01',
        price: '11.300000',
        noTaxPrice: '10.000000',
        linePrice: '11.300000',
        amount: '113.000000',
        noTaxAmount: '100.000000',
        deliveryDate: deliveryDate(today, 3),
        isShortage: 'F',
      }),
      expect.objectContaining({
        spuId: '12',
        amount: '10170.000000',
        deliveryDate: deliveryDate(today, 14),
        isShortage: 'T',
      }),
    ]);
    expect(keysSent(sent)[0]).toMatch(/^[0-9a-f]{32}$/);

    expect(screen.getAllByText(en('order.submit.success')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: en('checkout.placed.toOrders') }));
    expect(await screen.findByText('at /my_EMall?activeKey=2')).toBeTruthy();
  });

  it('direct buy prices the stored parts from the catalog, sends isFromCart F and clears the stored order', async () => {
    storeDirectBuy([{ spuId: '21', quantity: 100, custPn: 'MY-21' }], 'T');
    const part = productFixture({ spuId: '21', mfrPartNumber: 'LM358DR' });
    const sent = renderConfirm({ products: [part], handOver: null });
    expect(await screen.findByText('LM358DR')).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.qryShopInfo)).toEqual([]);
    fireEvent.click(submitButton());
    expect(await screen.findByText(en('checkout.placed.toOrders'))).toBeTruthy();
    expect(createBodies(sent)[0]).toMatchObject({
      isFromCart: 'F',
      amount: '1017.00',
      orderLineList: [
        expect.objectContaining({ spuId: '21', qty: 100, price: '10.170000', custPn: 'MY-21' }),
      ],
    });
    expect(sessionStorage.getItem(DIRECT_BUY_KEYS.flag)).toBeNull();
    expect(sessionStorage.getItem(DIRECT_BUY_KEYS.orderList)).toBeNull();
  });

  it('warns that the order changed and goes back to the cart when a chosen line is gone', async () => {
    renderConfirm({ lines: [stm] });
    expect(await screen.findByText(en('checkout.changed'))).toBeTruthy();
    expect(await screen.findByText('at /shopping_cart')).toBeTruthy();
  });

  it('tells the buyer which prices changed on a 409, reads the lines again and submits with a new key', async () => {
    let answers = 0;
    const sent = renderConfirm({
      extra: [
        on(CREATE, () =>
          ++answers === 1
            ? {
                status: 409,
                errcode: 'ORDER_CHANGED',
                msg: 'The order has changed',
                fields: { 'orderLineList.1.price': 'is now 10.2' },
              }
            : { data: created },
        ),
      ],
    });
    await screen.findByText('STM32F103C8T6');
    fireEvent.click(submitButton());
    expect(
      await screen.findByText(en('checkout.changed.parts').replace('{parts}', 'STM32F030F4P6')),
    ).toBeTruthy();
    await waitFor(() => {
      expect(bodiesTo(sent, contract.cart.qryShopInfo)).toHaveLength(2);
    });
    fireEvent.click(screen.getByRole('button', { name: en('common.confirm') }));
    fireEvent.change(screen.getByLabelText(en('checkout.custOrderNo')), { target: { value: 'PO-7' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText(en('checkout.placed.toOrders'))).toBeTruthy();
    const [first, second] = keysSent(sent);
    expect(second).not.toBe(first);
  });

  it('shows the server message on failure, stops the spinner, and a retry of the same order keeps its key', async () => {
    let answers = 0;
    const sent = renderConfirm({
      extra: [
        on(CREATE, () =>
          ++answers === 1
            ? { status: 503, errcode: 'UNAVAILABLE', msg: 'Try again shortly' }
            : { data: created },
        ),
      ],
    });
    await screen.findByText('STM32F103C8T6');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Try again shortly')).toBeTruthy();
    await waitFor(() => {
      expect(submitButton().className).not.toContain('ant-btn-loading');
    });
    fireEvent.click(submitButton());
    expect(await screen.findByText(en('checkout.placed.toOrders'))).toBeTruthy();
    const [first, second] = keysSent(sent);
    expect(second).toBe(first);
    expect(createBodies(sent)[1]).toEqual(createBodies(sent)[0]);
  });

  it('bills account type F with cycle 0: payment before shipment', async () => {
    const sent = renderConfirm({ customer: custOrderInfoFixture({ custAccountType: 'F', billingCycle: 0 }) });
    expect(await screen.findByText(textOf('order.contract.paymentBefore', 'en_US'))).toBeTruthy();
    fireEvent.click(submitButton());
    await screen.findByText(en('checkout.placed.toOrders'));
    expect(createBodies(sent)[0]).toMatchObject({ billingCycle: 0 });
  });

  it('adds a shipping address and ships the order there', async () => {
    const added = {
      addressId: 3,
      isDefault: 'F' as const,
      recipients: 'Chen Jing',
      contactPhone: '13700000003',
      regionPath: '',
      detailAddr: '5 Gaoxin Rd',
    };
    const sent = renderConfirm({
      extra: [
        on(contract.account.addShippingAddress, () => ({
          data: [...custOrderInfoFixture().shippingAddressPoList, added],
        })),
      ],
    });
    await screen.findByText('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(en('checkout.address.add')) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(en('checkout.address.recipients')), {
      target: { value: 'Chen Jing' },
    });
    fireEvent.change(within(dialog).getByLabelText(en('checkout.address.phone')), {
      target: { value: '13700000003' },
    });
    fireEvent.change(within(dialog).getByLabelText(en('checkout.address.detail')), {
      target: { value: '5 Gaoxin Rd' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en('common.confirm') }));
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: /Chen Jing/ })).toHaveProperty('checked', true);
    });
    expect(bodiesTo(sent, contract.account.addShippingAddress)).toEqual([
      {
        recipients: 'Chen Jing',
        contactPhone: '13700000003',
        regionPath: '',
        detailAddr: '5 Gaoxin Rd',
        isDefault: 'F',
      },
    ]);
    fireEvent.click(submitButton());
    await screen.findByText(en('checkout.placed.toOrders'));
    expect(jsonText(createBodies(sent)[0]?.shippingAddress)).toMatchObject({ addressId: 3 });
  });
});
