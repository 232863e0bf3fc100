import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opsContract } from '@emall/contract/ops';
import type { OperatorUser, OpsOrderDetail } from '@emall/contract/ops';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { orderDetailFixture, orderLineFixture } from './order-fixtures';
import { renderRoute } from './render-route';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsOrdersPage } from '../features/ops/orders/ops-orders-page';

const en = (key: string) => textOf(key, 'en_US');
const calls = opsContract.opsOrder;

function loginAs(role: OperatorUser['role']) {
  useOpsSession.getState().setOperator({
    operatorId: 1,
    loginCode: role === 'OPERATOR' ? 'ops' : 'auditor',
    operatorName: 'x',
    role,
    lang: 'en_US',
  });
}

/** A paid order of two lines, the second partly shipped already. */
const PAID: OpsOrderDetail = {
  order: orderDetailFixture({ orderId: '90', dopOrderNo: 'EM90', status: 'PAID' }),
  lines: [
    orderLineFixture({
      orderId: '90',
      orderLineId: '601',
      lineNo: 1,
      mfrPartNumber: 'LM358DR',
      quantity: 10,
      status: 'PAID',
    }),
    orderLineFixture({
      orderId: '90',
      orderLineId: '602',
      lineNo: 2,
      mfrPartNumber: 'TL072IDR',
      quantity: 5,
      shippedQty: 2,
      status: 'PART_SHIPPED',
    }),
  ],
  proofs: [],
  shipments: [],
  history: [],
};

function renderDetail() {
  const sent = stubCalls([
    on(calls.qryOpsOrderDetail, () => ({ data: PAID })),
    on(calls.shipOpsOrder, () => ({ data: { orderId: '90', status: 'PART_SHIPPED', shipmentId: '7' } })),
  ]);
  renderRoute([{ path: '/ops/orders/*', element: <OpsOrdersPage /> }], '/ops/orders/90');
  return sent;
}

beforeEach(async () => {
  await switchLang('en_US');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useOpsSession.getState().setOperator(null);
});

describe('the console order detail', () => {
  it('ships chosen quantities of the open lines with a carrier and tracking number', async () => {
    loginAs('OPERATOR');
    const sent = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: en('ops.orders.step.ship') }));
    const dialog = await screen.findByRole('dialog', { name: en('ops.orders.ship.title') });
    // What is left of each line is offered by default; the first line ships 4 of its 10 this time.
    const first = within(dialog).getByRole('spinbutton', { name: 'Pieces of LM358DR in this parcel' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: 'Pieces of TL072IDR in this parcel' })
        .value,
    ).toBe('3');
    fireEvent.change(first, { target: { value: '4' } });
    fireEvent.mouseDown(within(dialog).getByLabelText(en('ops.orders.carrier')));
    fireEvent.click(await screen.findByTitle(en('order.carrier.JD')));
    fireEvent.change(within(dialog).getByLabelText(en('ops.orders.expressNo')), {
      target: { value: ' JD-1 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.orders.step.ship') }));
    await waitFor(() => {
      expect(bodiesTo(sent, calls.shipOpsOrder)).toEqual([
        {
          orderId: '90',
          carrierCode: 'JD',
          expressNo: 'JD-1',
          lines: [
            { orderLineId: '601', qty: 4 },
            { orderLineId: '602', qty: 3 },
          ],
        },
      ]);
    });
  });

  it('shows the auditor the order without any step', async () => {
    loginAs('AUDITOR');
    const sent = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Order EM90' })).toBeTruthy();
    expect(screen.getByText('LM358DR')).toBeTruthy();
    expect(screen.queryByRole('button', { name: en('ops.orders.step.ship') })).toBeNull();
    expect(screen.queryByRole('button', { name: en('ops.orders.step.cancel') })).toBeNull();
    expect(bodiesTo(sent, calls.qryOpsOrderDetail)).toEqual([{ orderId: '90' }]);
  });
});

describe('the console order list', () => {
  it('lists the orders and sends the filters to the server', async () => {
    loginAs('AUDITOR');
    const sent = stubCalls([
      on(calls.qryOpsOrderByPage, () => ({
        data: {
          rows: [
            {
              orderId: '90',
              dopOrderNo: 'EM90',
              tenantCode: 'T10001',
              custName: 'Demo Co',
              staffName: 'Demo',
              status: 'PROOF_UPLOADED',
              currency: 'CNY',
              amount: '1234.50',
              createTime: '2026-11-22T08:00:00.000Z',
              hasPaymentProof: true,
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 20,
        },
      })),
    ]);
    renderRoute([{ path: '/ops/orders/*', element: <OpsOrdersPage /> }], '/ops/orders');
    expect((await screen.findByRole('link', { name: 'EM90' })).getAttribute('href')).toBe('/ops/orders/90');
    expect(screen.getByText('¥1,234.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en('ops.orders.filter.tenant')), {
      target: { value: ' T10001 ' },
    });
    fireEvent.click(screen.getByText(en('ops.orders.filter.awaitingPayment')));
    fireEvent.click(screen.getByRole('button', { name: en('ops.common.search') }));
    await waitFor(() => {
      expect(bodiesTo(sent, calls.qryOpsOrderByPage).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        tenant: 'T10001',
        awaitingPayment: true,
      });
    });
  });
});
