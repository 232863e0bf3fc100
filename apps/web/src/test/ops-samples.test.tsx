import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opsContract } from '@emall/contract/ops';
import type { OperatorUser, OpsSampleDetail, OpsSamplePage } from '@emall/contract/ops';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsSamplesPage } from '../features/ops/samples/ops-samples-page';

const en = (key: string) => textOf(key, 'en_US');
const calls = opsContract.opsSample;

function loginAs(role: OperatorUser['role']) {
  useOpsSession.getState().setOperator({
    operatorId: 1,
    loginCode: role === 'OPERATOR' ? 'ops' : 'auditor',
    operatorName: 'x',
    role,
    lang: 'en_US',
  });
}

const ROW = {
  sampleReqId: '41',
  sampleReqNo: 'SR2611230001',
  status: 'SUBMITTED' as const,
  statusName: 'Submitted',
  tenantId: 1,
  tenantCode: 'T10001',
  tenantName: 'Demo Electronics',
  requesterName: 'Zhang',
  lineCount: 1,
  totalQty: 2,
  amount: '24.86',
  createTime: '2026-11-23T01:00:00.000Z',
  rating: null,
};

const PAGE: OpsSamplePage = {
  rows: [ROW],
  total: 1,
  pageNo: 1,
  pageSize: 20,
  statusCounts: {
    SUBMITTED: 1,
    APPROVED: 0,
    SHIPPED: 3,
    AWAITING_FEEDBACK: 0,
    FEEDBACK_GIVEN: 2,
    REJECTED: 0,
  },
};

const DETAIL: OpsSampleDetail = {
  ...ROW,
  recipient: 'Li Lei',
  contactPhone1: '13800000000',
  contactPhone2: '',
  regionPath: '广东省/深圳市/南山区',
  detailAddr: '科技园 1 号',
  projectName: 'Meter',
  projectDesc: '',
  lines: [
    {
      spuId: '21',
      mfrPartNumber: 'STM32F103C8T6',
      brandCode: 'ST',
      qty: 2,
      unitLimit: 10,
      unitPrice: '12.430000',
      amount: '24.86',
    },
  ],
  rejectReason: null,
  carrier: null,
  trackingNo: null,
  timeline: [{ status: 'SUBMITTED', statusName: 'Submitted', at: ROW.createTime }],
  feedback: null,
  steps: ['approve', 'reject'],
};

describe('/ops/samples', () => {
  beforeEach(async () => {
    await switchLang('en_US');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the status tabs with counts, opens a request and rejects it with a reason', async () => {
    loginAs('OPERATOR');
    const sent = stubCalls([
      on(calls.qrySampleReqByPage, () => ({ data: PAGE })),
      on(calls.qrySampleReqDetail, () => ({ data: DETAIL })),
      on(calls.rejectSampleReq, () => ({
        data: { sampleReqId: '41', status: 'REJECTED', statusName: 'Rejected' },
      })),
    ]);
    renderRoute([{ path: '/ops/samples', element: <OpsSamplesPage /> }], '/ops/samples');
    const shippedTab = await screen.findByRole('tab', { name: new RegExp(en('sample.status.SHIPPED')) });
    await waitFor(() => {
      expect(shippedTab.textContent).toContain('3');
    });
    fireEvent.click(await screen.findByText('SR2611230001'));
    const drawer = await screen.findByRole('dialog', { name: 'Sample request SR2611230001' });
    expect(await within(drawer).findByText('STM32F103C8T6')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: en('ops.samples.action.approve') })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: en('ops.samples.action.ship') })).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: en('ops.samples.action.reject') }));
    const title = await screen.findByText('Reject sample request SR2611230001');
    const dialog = title.closest<HTMLElement>('.ant-modal') ?? document.body;
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.samples.action.reject') }));
    expect(await within(dialog).findByText(en('ops.samples.reject.reasonRequired'))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(en('ops.samples.reject.reason')), {
      target: { value: 'Not for resale' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.samples.action.reject') }));
    await waitFor(() => {
      expect(bodiesTo(sent, calls.rejectSampleReq)).toEqual([
        { sampleReqId: '41', reason: 'Not for resale' },
      ]);
    });
    // The list and the detail are read again after the step.
    await waitFor(() => {
      expect(bodiesTo(sent, calls.qrySampleReqDetail).length).toBeGreaterThan(1);
    });
  }, 60_000);

  it('shows the auditor the request without any step button', async () => {
    loginAs('AUDITOR');
    stubCalls([
      on(calls.qrySampleReqByPage, () => ({ data: PAGE })),
      on(calls.qrySampleReqDetail, () => ({ data: DETAIL })),
    ]);
    renderRoute([{ path: '/ops/samples', element: <OpsSamplesPage /> }], '/ops/samples');
    fireEvent.click(await screen.findByText('SR2611230001'));
    const drawer = await screen.findByRole('dialog', { name: 'Sample request SR2611230001' });
    expect(await within(drawer).findByText('STM32F103C8T6')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: en('ops.samples.action.approve') })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: en('ops.samples.action.reject') })).toBeNull();
  });
});
