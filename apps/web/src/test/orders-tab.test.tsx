import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { Order } from '@emall/contract';
import { bodiesTo, on, requestsTo, stubCalls } from './api-stub';
import type { CallStub, SentRequest } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { orderFixture, orderLineFixture, payInfoFixture } from './order-fixtures';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { MemberCentrePage } from '../features/member/member-centre-page';
import { OrdersTab } from '../features/orders/orders-tab';

const en = (key: string) => textOf(key, 'en_US');

const waiting = orderFixture({ orderId: '90', custOrderNo: 'PO-HX-1' });
const shipped = orderFixture({
  orderId: '91',
  status: 'SHIPPED',
  amount: '2500.50',
  orderLineList: [
    orderLineFixture({ orderId: '91', orderLineId: '601', status: 'SHIPPED', mfrPartNumber: 'LM358DR' }),
  ],
});

function Probe() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderOrdersTab(rows: Order[] = [waiting, shipped], extra: CallStub[] = []) {
  const sent = stubCalls([
    on(contract.order.qryOrderListForEmall, () => ({ data: { rows, total: 23, pageNo: 1, pageSize: 10 } })),
    on(contract.order.countOrderInfoByCust, () => ({ data: { waitPayCount: 3, hasUploadEOPCount: 1 } })),
    ...extra,
  ]);
  renderRoute(
    [
      { path: '/my_EMall', element: <MemberCentrePage tabContent={{ '2': <OrdersTab /> }} /> },
      { path: '/orderline/:orderId', element: <Probe /> },
    ],
    '/my_EMall?activeKey=2',
  );
  return sent;
}

const cardOf = (no: string) => screen.findByRole('article', { name: `Order ${no}` });
const listBodies = (sent: SentRequest[]) => bodiesTo(sent, contract.order.qryOrderListForEmall);

describe('member centre orders tab', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the orders 10 a page with their lines, amounts and the counts as badges', async () => {
    const sent = renderOrdersTab();
    const card = await cardOf('SO261190');
    expect(within(card).getByText('STM32F103C8T6')).toBeTruthy();
    expect(within(card).getByText('PO-HX-1')).toBeTruthy();
    expect(within(card).getByText('¥113.00')).toBeTruthy();
    expect(within(card).getAllByText(en('order.status.WAIT_PAY')).length).toBeGreaterThan(0);
    expect(within(await cardOf('SO261191')).getByText('¥2,500.50')).toBeTruthy();
    expect(screen.getByText('total 23 items')).toBeTruthy();
    // 'all' means no filter: no status is sent.
    expect(listBodies(sent)[0]).toEqual({ pageNo: 1, pageSize: 10 });
    const waitPay = screen.getByRole('radio', { name: new RegExp(en('order.status.WAIT_PAY')) });
    expect(waitPay.closest('label')?.querySelector('.ant-badge-count')?.textContent).toBe('3');
    const proof = screen.getByRole('radio', { name: new RegExp(en('order.status.PROOF_UPLOADED')) });
    expect(proof.closest('label')?.querySelector('.ant-badge-count')?.textContent).toBe('1');
  });

  it('filters by line status, back to no filter on all, and by creation time', async () => {
    const sent = renderOrdersTab();
    await cardOf('SO261190');
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(en('order.status.SHIPPED')) }));
    await waitFor(() => {
      expect(listBodies(sent).at(-1)).toEqual({ pageNo: 1, pageSize: 10, status: 'SHIPPED' });
    });
    fireEvent.click(screen.getByRole('radio', { name: en('order.status.all') }));
    await waitFor(() => {
      expect(listBodies(sent).at(-1)).toEqual({ pageNo: 1, pageSize: 10 });
    });
    const from = screen.getByPlaceholderText(en('orders.filter.from'));
    fireEvent.mouseDown(from);
    fireEvent.click(from);
    fireEvent.focus(from);
    fireEvent.click(await screen.findByText(en('orders.filter.last7')));
    await waitFor(() => {
      expect(listBodies(sent).at(-1)).toMatchObject({
        createTimeStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
        createTimeEnd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      });
    });
  });

  it("edits an order's own number in place, without reading the list again", async () => {
    const sent = renderOrdersTab(undefined, [
      on(contract.order.updateCustOrderNo, (body) => ({
        data: { orderId: String(body.orderId), custOrderNo: body.custOrderNo ?? null },
      })),
    ]);
    const card = await cardOf('SO261190');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit: Your order no. of SO261190' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Your order no. of SO261190' }), {
      target: { value: 'PO-HX-2' },
    });
    fireEvent.click(within(card).getByRole('button', { name: en('orders.edit.save') }));
    expect(await within(card).findByText('PO-HX-2')).toBeTruthy();
    expect(bodiesTo(sent, contract.order.updateCustOrderNo)).toEqual([
      { orderId: '90', custOrderNo: 'PO-HX-2' },
    ]);
    expect(listBodies(sent)).toHaveLength(1);
  });

  it("pays in the modal: the seller's bank details, then the proof uploaded as multipart", async () => {
    const sent = renderOrdersTab(undefined, [
      on(contract.order.qryPayInfo, () => ({ data: payInfoFixture() })),
      on(contract.order.uploadPaymentProof, () => ({
        data: {
          orderId: '90',
          status: 'PROOF_UPLOADED',
          proof: {
            proofId: '5',
            fileName: 'receipt.pdf',
            kind: 'pdf',
            size: 900,
            uploadTime: '2026-11-22T05:00:00.000Z',
            downloadUrl: `${contract.order.downloadPaymentProof.path}?proofId=5`,
          },
        },
      })),
    ]);
    const card = await cardOf('SO261190');
    fireEvent.click(within(card).getByRole('button', { name: en('orders.action.pay') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('China Merchants Bank Shenzhen Branch')).toBeTruthy();
    expect(within(dialog).getByText('¥1,234.50')).toBeTruthy();
    expect(within(dialog).getByText('7559 0000 1111 222')).toBeTruthy();
    expect(bodiesTo(sent, contract.order.qryPayInfo)).toEqual([{ orderId: '90' }]);

    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    expect(input?.getAttribute('accept')).toBe('.png,.jpg,.jpeg,.pdf');
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    expect(await screen.findByText('receipt.pdf uploaded; the seller will confirm the payment')).toBeTruthy();
    expect(bodiesTo(sent, contract.order.uploadPaymentProof)).toEqual([
      { orderId: '90', file: 'receipt.pdf' },
    ]);
    await waitFor(() => {
      expect(listBodies(sent).length).toBeGreaterThan(1);
    });
  });

  it('refuses a proof that is not an image or a PDF before sending it', async () => {
    const sent = renderOrdersTab(undefined, [
      on(contract.order.qryPayInfo, () => ({ data: payInfoFixture() })),
    ]);
    fireEvent.click(within(await cardOf('SO261190')).getByRole('button', { name: en('orders.action.pay') }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('China Merchants Bank Shenzhen Branch');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    fireEvent.change(input as HTMLInputElement, { target: { files: [new File(['x'], 'notes.docx')] } });
    // The dialog's hint, then the toast (its code loads with the first toast).
    await waitFor(() => {
      expect(screen.getAllByText(en('orders.pay.accept')).length).toBeGreaterThan(1);
    });
    expect(bodiesTo(sent, contract.order.uploadPaymentProof)).toEqual([]);
  });

  it('downloads the sale contract as a timestamp-named PDF and opens the order line page', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }),
    );
    const sent = renderOrdersTab(undefined, [
      on(contract.order.downloadSaleContract, () => ({
        file: '%PDF-1.4',
        contentType: 'application/pdf',
      })),
    ]);
    const card = await cardOf('SO261190');
    fireEvent.click(within(card).getByRole('button', { name: en('orders.action.contract') }));
    expect(await screen.findByText(en('download.success'))).toBeTruthy();
    expect(requestsTo(sent, contract.order.downloadSaleContract).map((r) => r.search)).toEqual([
      '?orderId=90',
    ]);
    expect(clicked[0]?.download).toMatch(/^\d{13}\.pdf$/);

    fireEvent.click(within(card).getByRole('button', { name: en('orders.action.viewLines') }));
    expect(await screen.findByText('at /orderline/90')).toBeTruthy();
  });
});
