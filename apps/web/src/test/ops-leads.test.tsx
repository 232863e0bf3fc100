import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opsContract } from '@emall/contract/ops';
import type { OperatorUser, OpsFeedbackRow, OpsLeadDetail } from '@emall/contract/ops';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsLeadsPage } from '../features/ops/leads/ops-leads-page';

const en = (key: string) => textOf(key, 'en_US');
const calls = opsContract.opsLead;

function loginAs(role: OperatorUser['role']) {
  useOpsSession.getState().setOperator({
    operatorId: 1,
    loginCode: role === 'OPERATOR' ? 'ops' : 'auditor',
    operatorName: 'x',
    role,
    lang: 'en_US',
  });
}

const LEAD: OpsLeadDetail = {
  leadId: '7',
  requestNo: 'RS202611220007',
  status: 'NEW',
  statusName: 'New',
  company: 'Shenzhen Bright Power',
  contact: 'Li Wei',
  mobile: '13812345678',
  email: 'liwei@brightpower.cn',
  productCode: 'power-inductor',
  productName: 'Power inductors',
  annualQty: 1200000,
  tenantName: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  handledAt: null,
  handledBy: null,
  description: '<b>4.7 µH</b>\nAEC-Q200',
  lang: 'en_US',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  staffId: null,
  tenantId: null,
  handlingNote: null,
  nextStatuses: ['CONTACTED', 'CLOSED'],
};

const FEEDBACK: OpsFeedbackRow = {
  feedbackId: '3',
  status: 'NEW',
  statusName: 'New',
  content: 'Please remember my filters',
  companyName: 'Huaxin',
  tel: '13800138000',
  email: '',
  tenantName: null,
  tenantId: null,
  staffId: null,
  lang: 'en_US',
  clientIp: '198.51.100.1',
  createdAt: '2026-11-22T08:00:00.000Z',
  handledAt: null,
  handledBy: null,
  handlingNote: null,
};

const pageOf = <Row,>(rows: Row[]) => ({ data: { rows, total: rows.length, pageNo: 1, pageSize: 20 } });

function renderLeads(path = '/ops/leads') {
  const sent = stubCalls([
    on(calls.qryLeadByPage, () => pageOf([LEAD])),
    on(calls.qryLeadDetail, () => ({ data: LEAD })),
    on(calls.handleLead, () => ({ data: { ...LEAD, status: 'CONTACTED', nextStatuses: ['CLOSED'] } })),
    on(calls.qryFeedbackByPage, () => pageOf([FEEDBACK])),
    on(calls.handleFeedback, () => ({ data: { ...FEEDBACK, status: 'HANDLED' } })),
  ]);
  renderRoute([{ path: '/ops/leads/*', element: <OpsLeadsPage /> }], path);
  return sent;
}

/** A modal by its title (it opens over the drawer, which is a dialog too). */
async function modalTitled(title: string) {
  const modal = (await screen.findAllByText(title))
    .map((el) => el.closest<HTMLElement>('.ant-modal'))
    .find((el) => el !== null);
  if (!modal) throw new Error(`no modal ${title}`);
  return modal;
}

beforeEach(async () => {
  await switchLang('en_US');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('console leads and feedback', () => {
  it(
    'lists new leads, shows the request as text and marks one contacted with a note',
    { timeout: 60_000 },
    async () => {
      loginAs('OPERATOR');
      const sent = renderLeads();
      expect(await screen.findByText('Shenzhen Bright Power')).toBeTruthy();
      expect(screen.getByText('Power inductors')).toBeTruthy();
      expect(bodiesTo(sent, calls.qryLeadByPage)[0]).toEqual({ pageNo: 1, pageSize: 20, status: 'NEW' });

      fireEvent.click(screen.getByRole('button', { name: 'RS202611220007' }));
      const drawer = await screen.findByRole('dialog');
      // The visitor's text is text: the tag is shown, not rendered.
      expect(await within(drawer).findByText(/<b>4\.7 µH<\/b>/)).toBeTruthy();
      expect(drawer.querySelector('b')).toBeNull();

      fireEvent.click(within(drawer).getByRole('button', { name: en('ops.leads.markContacted') }));
      const dialog = await modalTitled(en('ops.leads.markContacted'));
      const confirm = within(dialog).getByRole('button', { name: en('ops.leads.markContacted') });
      fireEvent.click(confirm);
      expect(await within(dialog).findByText(en('ops.leads.noteRequired'))).toBeTruthy();
      expect(bodiesTo(sent, calls.handleLead)).toEqual([]);
      fireEvent.change(within(dialog).getByLabelText(en('ops.leads.note')), {
        target: { value: '  Called, samples next week ' },
      });
      fireEvent.click(confirm);
      await waitFor(() => {
        expect(bodiesTo(sent, calls.handleLead)).toEqual([
          { leadId: '7', status: 'CONTACTED', note: 'Called, samples next week' },
        ]);
      });
    },
  );

  it(
    'opens the feedback tab from the dashboard link and gives the auditor no handling step',
    { timeout: 60_000 },
    async () => {
      loginAs('AUDITOR');
      const sent = renderLeads('/ops/leads?tab=feedback&status=NEW');
      fireEvent.click(await screen.findByRole('button', { name: 'Please remember my filters' }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByText('Huaxin')).toBeTruthy();
      expect(within(drawer).queryByRole('button', { name: en('ops.leads.markHandled') })).toBeNull();
      expect(bodiesTo(sent, calls.qryFeedbackByPage)[0]).toMatchObject({ status: 'NEW' });
      expect(bodiesTo(sent, calls.qryLeadByPage)).toEqual([]);
    },
  );
});
