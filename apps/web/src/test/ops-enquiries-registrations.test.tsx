import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opsContract } from '@emall/contract/ops';
import type { OperatorUser, OpsEnquiryDetail, OpsRegistrationDetail } from '@emall/contract/ops';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsEnquiriesPage } from '../features/ops/enquiries/ops-enquiries-page';
import { OpsRegistrationsPage } from '../features/ops/registrations/ops-registrations-page';

const en = (key: string) => textOf(key, 'en_US');
const enquiryCalls = opsContract.opsEnquiry;
const registrationCalls = opsContract.opsRegistration;

function loginAs(role: OperatorUser['role']) {
  useOpsSession.getState().setOperator({
    operatorId: 1,
    loginCode: role === 'OPERATOR' ? 'ops' : 'auditor',
    operatorName: 'x',
    role,
    lang: 'en_US',
  });
}

const emptyPage = { data: { rows: [], total: 0, pageNo: 1, pageSize: 20 } };

const line = (lineId: string, part: string, quoted: string | null) => ({
  lineId,
  lineNo: Number(lineId) - 10,
  mfrPartNumber: part,
  brand: '',
  quantity: 100,
  targetPrice: null,
  custPn: '',
  deliveryDate: null,
  remarks: '',
  spuId: '7',
  matchedPartNumber: part,
  matchedBrandCode: 'TI',
  quotedUnitPrice: quoted,
  quotedNotTaxPrice: null,
  quotedQty: quoted ? 100 : null,
  quotedAmount: null,
  sellerRemarks: '',
  canAddToCart: quoted !== null,
});

/** A quoted enquiry still valid for years: the form starts from its quote and its date. */
const QUOTED: OpsEnquiryDetail = {
  enquiryId: '5',
  enquiryNo: 'EQ20261122-0005',
  status: 'QUOTED',
  statusName: 'Quoted',
  staffName: 'Demo',
  remarks: '',
  lineCount: 2,
  quotedLineCount: 2,
  createTime: '2026-11-22T08:00:00.000Z',
  quotedTime: '2026-11-22T09:00:00.000Z',
  validUntil: '2099-12-31',
  tenantId: 1,
  tenantCode: 'T10001',
  tenantName: 'Demo Co',
  lines: [line('11', 'TL072IDR', '9.040000'), line('12', 'LM293DR', '3.000000')],
};

function renderEnquiry() {
  return stubCalls([
    on(enquiryCalls.qryOpsEnquiryByPage, () => emptyPage),
    on(enquiryCalls.qryOpsEnquiryDetail, () => ({ data: QUOTED })),
    on(enquiryCalls.quoteEnquiry, () => ({ data: QUOTED })),
  ]);
}

beforeEach(async () => {
  await switchLang('en_US');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('console enquiries', () => {
  it(
    'sends a whole new quote: edited prices, a cleared line left out, the valid-until kept',
    { timeout: 60_000 },
    async () => {
      loginAs('OPERATOR');
      const sent = renderEnquiry();
      renderRoute(
        [{ path: '/ops/enquiries/*', element: <OpsEnquiriesPage /> }],
        '/ops/enquiries?enquiryId=5',
      );
      const price = (part: string) => screen.findByLabelText(`${en('ops.enquiries.unitPrice')} ${part}`);
      expect(((await price('TL072IDR')) as HTMLInputElement).value).toBe('9.04');

      fireEvent.change(await price('TL072IDR'), { target: { value: '8.x' } });
      const send = screen.getByRole('button', { name: en('ops.enquiries.requote') });
      fireEvent.click(send);
      expect(await screen.findByText(en('ops.enquiries.priceInvalid'))).toBeTruthy();
      expect(bodiesTo(sent, enquiryCalls.quoteEnquiry)).toEqual([]);

      fireEvent.change(await price('TL072IDR'), { target: { value: '8.5' } });
      fireEvent.change(screen.getByLabelText(`${en('ops.enquiries.sellerRemarks')} TL072IDR`), {
        target: { value: 'reel' },
      });
      fireEvent.change(await price('LM293DR'), { target: { value: '' } });
      fireEvent.click(send);
      await waitFor(() => {
        expect(bodiesTo(sent, enquiryCalls.quoteEnquiry)).toEqual([
          {
            enquiryId: '5',
            validUntil: '2099-12-31',
            lines: [{ lineId: '11', unitPrice: '8.5', remarks: 'reel' }],
          },
        ]);
      });
    },
  );

  it('shows the auditor the quote without inputs or a send button', async () => {
    loginAs('AUDITOR');
    renderEnquiry();
    renderRoute([{ path: '/ops/enquiries/*', element: <OpsEnquiriesPage /> }], '/ops/enquiries?enquiryId=5');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('TL072IDR')).toBeTruthy();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: en('ops.enquiries.requote') })).toBeNull();
  });
});

const PENDING: OpsRegistrationDetail = {
  applicationId: '3',
  applicationNo: 'RG20261122-0003',
  status: 'PENDING',
  statusName: 'Pending review',
  companyName: 'Xiamen Test Co',
  creditCode: '91350100M000100Y43',
  contactName: 'Chen',
  staffCode: 'xmtest01',
  submittedAt: '2026-11-22T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  mobile: '13912345678',
  email: 'chen@example.com',
  lang: 'zh_CN',
  licenceFileName: 'licence.pdf',
  licenceKind: 'pdf',
  licenceSize: 100,
  ip: '127.0.0.1',
  rejectReason: null,
  tenantId: null,
  tenantCode: null,
  staffId: null,
};

function renderRegistration() {
  const sent = stubCalls([
    on(registrationCalls.qryOpsRegistrationByPage, () => emptyPage),
    on(registrationCalls.qryOpsRegistrationDetail, () => ({ data: PENDING })),
    on(registrationCalls.downloadLicence, () => ({ file: '%PDF-1.4', contentType: 'application/pdf' })),
    on(registrationCalls.approveRegistration, () => ({
      data: {
        applicationNo: PENDING.applicationNo,
        status: 'APPROVED',
        tenantId: 9,
        tenantCode: 'R000003',
        staffId: 4,
      },
    })),
    on(registrationCalls.rejectRegistration, () => ({ data: { ...PENDING, status: 'REJECTED' } })),
  ]);
  renderRoute(
    [{ path: '/ops/registrations/*', element: <OpsRegistrationsPage /> }],
    '/ops/registrations?applicationId=3',
  );
  return sent;
}

/** A modal by its title (it opens over the drawer, which is a dialog too). */
async function modalTitled(title: string) {
  const modal = (await screen.findByText(title)).closest<HTMLElement>('.ant-modal');
  if (!modal) throw new Error(`no modal ${title}`);
  return modal;
}

describe('console registrations', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:licence');
    URL.revokeObjectURL = vi.fn();
  });

  it('approves an application on credit terms the operator chose', { timeout: 60_000 }, async () => {
    loginAs('OPERATOR');
    const sent = renderRegistration();
    expect(await screen.findByText('Xiamen Test Co')).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: new RegExp(en('ops.registrations.openLicence')) }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('ops.registrations.approve') }));
    const dialog = await modalTitled(en('ops.registrations.approveTitle'));
    fireEvent.click(within(dialog).getByLabelText(en('ops.registrations.accountType.C')));
    fireEvent.change(within(dialog).getByLabelText(en('ops.registrations.billingCycle')), {
      target: { value: '45' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.registrations.approve') }));
    await waitFor(() => {
      expect(bodiesTo(sent, registrationCalls.approveRegistration)).toEqual([
        { applicationId: '3', custAccountType: 'C', billingCycle: 45 },
      ]);
    });
  });

  it('asks for a reason before rejecting', { timeout: 60_000 }, async () => {
    loginAs('OPERATOR');
    const sent = renderRegistration();
    fireEvent.click(await screen.findByRole('button', { name: en('ops.registrations.reject') }));
    const dialog = await modalTitled(en('ops.registrations.rejectTitle'));
    const confirm = within(dialog).getByRole('button', { name: /^Reject$/ });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(en('ops.registrations.reasonRequired'))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(en('ops.registrations.rejectReason')), {
      target: { value: 'Blurred licence' },
    });
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(bodiesTo(sent, registrationCalls.rejectRegistration)).toEqual([
        { applicationId: '3', reason: 'Blurred licence' },
      ]);
    });
  });

  it('gives the auditor no approve or reject buttons', async () => {
    loginAs('AUDITOR');
    renderRegistration();
    expect(await screen.findByText('Xiamen Test Co')).toBeTruthy();
    expect(screen.queryByRole('button', { name: en('ops.registrations.approve') })).toBeNull();
    expect(screen.queryByRole('button', { name: en('ops.registrations.reject') })).toBeNull();
  });
});
