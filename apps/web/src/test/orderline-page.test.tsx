import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { CallStub } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { expressGroupFixture, orderDetailFixture, orderLineFixture } from './order-fixtures';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { OrderLinePage } from '../features/orders/orderline-page';

const en = (key: string) => textOf(key, 'en_US');

const lines = [
  orderLineFixture({ status: 'PART_SHIPPED', shippedQty: 6, custPn: 'HX-MCU-01' }),
  orderLineFixture({
    orderLineId: '502',
    lineNo: 2,
    mfrPartNumber: 'LM358DR',
    brandName: 'Texas Instruments',
    quantity: 5000,
    shortageFlag: 'T',
    deliveryDate: '2026-12-06',
    amount: '5085.000000',
  }),
];

function renderOrderLine(path = '/orderline/90', extra: CallStub[] = []) {
  const sent = stubCalls([
    on(contract.order.qryOrderListByOrderId, () => ({
      data: orderDetailFixture({ status: 'PART_SHIPPED' }),
    })),
    on(contract.order.qryOrderLineListByOrderIdForEmall, () => ({
      data: { rows: lines, total: 2, pageNo: 1, pageSize: 15 },
    })),
    on(contract.order.getExpressGroup, () => ({ data: [expressGroupFixture()] })),
    ...extra,
  ]);
  renderRoute(
    [
      { path: '/orderline/:orderId', element: <OrderLinePage /> },
      { path: '/my_EMall', element: <p>my orders</p> },
    ],
    path,
  );
  return sent;
}

const rowOf = async (part: string) => {
  const cell = await screen.findByText(part);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${part}`);
  return row;
};

describe('order line page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the order, its express groups and the first page of 15 lines', async () => {
    const sent = renderOrderLine();
    expect(await screen.findByRole('heading', { name: 'Order SO261190' })).toBeTruthy();
    await rowOf('LM358DR');
    expect(bodiesTo(sent, contract.order.qryOrderListByOrderId)).toEqual([{ orderId: '90' }]);
    expect(bodiesTo(sent, contract.order.getExpressGroup)).toEqual([{ orderId: '90' }]);
    expect(bodiesTo(sent, contract.order.qryOrderLineListByOrderIdForEmall)).toEqual([
      { orderId: '90', pageNo: 1, pageSize: 15 },
    ]);
    expect(screen.getByText('Net 30 days · pay by 2026-12-22')).toBeTruthy();
  });

  it('shows each line with status, quantities shipped, money, delivery date and shortage', async () => {
    renderOrderLine();
    const first = await rowOf('STM32F103C8T6');
    expect(within(first).getByText(en('order.status.PART_SHIPPED'))).toBeTruthy();
    expect(within(first).getByText('6 shipped')).toBeTruthy();
    expect(within(first).getByText('¥11.300000')).toBeTruthy();
    expect(within(first).getByText('HX-MCU-01')).toBeTruthy();
    const second = await rowOf('LM358DR');
    expect(within(second).getByText('¥5,085.000000')).toBeTruthy();
    expect(within(second).getByText('2026-12-06')).toBeTruthy();
    expect(within(second).getByText(en('orders.line.shortage'))).toBeTruthy();
  });

  it('shows the shipments with carrier, tracking number and the logistics events', async () => {
    renderOrderLine();
    const shipment = await screen.findByRole('article', { name: 'SF Express SF1408823516302' });
    expect(within(shipment).getByText(en('order.carrier.SF'))).toBeTruthy();
    expect(within(shipment).getByText('SF1408823516302')).toBeTruthy();
    expect(within(shipment).getByText(en('order.logistics.ARRIVED'))).toBeTruthy();
    expect(within(shipment).getByText(en('order.logistics.PICKED_UP'))).toBeTruthy();
    expect(within(shipment).getByText('Arrived at the Shanghai Pudong depot')).toBeTruthy();
    expect(within(shipment).getByText('STM32F103C8T6 × 6 PCS')).toBeTruthy();
  });

  it("edits a line's own part number in place", async () => {
    const sent = renderOrderLine(undefined, [
      on(contract.order.updateCustPn, () => ({
        data: { orderLineId: '502', orderId: '90', custPn: 'HX-OPA-9' },
      })),
    ]);
    const row = await rowOf('LM358DR');
    fireEvent.click(within(row).getByRole('button', { name: 'click to add: Custom part number of LM358DR' }));
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: 'HX-OPA-9' } });
    fireEvent.click(within(row).getByRole('button', { name: en('orders.edit.save') }));
    expect(await within(row).findByText('HX-OPA-9')).toBeTruthy();
    expect(bodiesTo(sent, contract.order.updateCustPn)).toEqual([{ orderLineId: '502', custPn: 'HX-OPA-9' }]);
    expect(bodiesTo(sent, contract.order.qryOrderLineListByOrderIdForEmall)).toHaveLength(1);
  });

  it('filters the lines by status and starts again from page 1', async () => {
    const sent = renderOrderLine(undefined, [
      on(contract.order.qryOrderListByOrderId, () => ({
        data: orderDetailFixture({
          lineStatusCounts: {
            WAIT_PAY: 0,
            PROOF_UPLOADED: 0,
            PAID: 1,
            PART_SHIPPED: 1,
            SHIPPED: 0,
            COMPLETED: 0,
            CANCELLED: 0,
          },
        }),
      })),
    ]);
    await rowOf('LM358DR');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: en('orders.filter.status') }));
    fireEvent.click(await screen.findByText(`${en('order.status.PAID')} (1)`));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.order.qryOrderLineListByOrderIdForEmall).at(-1)).toEqual({
        orderId: '90',
        pageNo: 1,
        pageSize: 15,
        status: 'PAID',
      });
    });
  });

  it("says there is no such order for another tenant's order (404) and leads back to my orders", async () => {
    renderOrderLine('/orderline/77', [
      on(contract.order.qryOrderListByOrderId, () => ({
        status: 404,
        errcode: 'NOT_FOUND',
        msg: 'Not found',
      })),
      on(contract.order.qryOrderLineListByOrderIdForEmall, () => ({ status: 404, errcode: 'NOT_FOUND' })),
      on(contract.order.getExpressGroup, () => ({ status: 404, errcode: 'NOT_FOUND' })),
    ]);
    expect(await screen.findByText(en('orders.detail.notFound'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('orders.detail.backToOrders') }));
    expect(await screen.findByText('my orders')).toBeTruthy();
  });
});
