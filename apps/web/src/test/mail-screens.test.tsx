import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mailCalls } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { MailPrefs, OpsMailRow, TenantMailCopy } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { MemberCentrePage } from '../features/member/member-centre-page';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsMailPage } from '../features/ops/mail-outbox/ops-mail-page';

const opsMailCalls = opsContract.opsMail;

const en = (key: string) => textOf(key, 'en_US');

const FAILED: OpsMailRow = {
  mailId: '9',
  kind: 'message.order.placed',
  recipient: 'zhang.wei@huaxin.example',
  subject: 'Order EM1 placed - Electronic components e-mall',
  state: 'failed',
  attempts: 1,
  lastAnswer: '550 5.1.1 mailbox unavailable',
  createdAt: '2026-11-22T08:00:00.000Z',
  sentAt: null,
};

beforeEach(async () => {
  await switchLang('en_US');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('e-mail in the member centre', () => {
  it('shows the address and each topic, and saves a switch at once', async () => {
    givenSession({ user: DEMO_USER });
    let prefs: MailPrefs = {
      email: 'zhang.wei@huaxin.example',
      topics: { money: true, goods: true, quote: false, sample: false },
    };
    const sent = stubCalls([
      on(mailCalls.qryMailPrefs, () => ({ data: prefs })),
      on(mailCalls.saveMailPrefs, (body) => {
        prefs = { ...prefs, topics: { ...prefs.topics, ...body.topics } };
        return { data: prefs };
      }),
      on(mailCalls.qryTenantMailCopy, () => ({ data: { address: null, isOn: false, canEdit: false } })),
    ]);
    renderRoute([{ path: '/my_EMall', element: <MemberCentrePage /> }], '/my_EMall?activeKey=8');
    expect(await screen.findByText(/zhang\.wei@huaxin\.example/)).toBeTruthy();
    const goods = screen.getByLabelText(en('mail.topic.goods'));
    expect(goods.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(goods);
    await waitFor(() => {
      expect(bodiesTo(sent, mailCalls.saveMailPrefs)).toEqual([{ topics: { goods: false } }]);
    });
  });
});

describe("the company's shared purchasing address", () => {
  const PREFS: MailPrefs = {
    email: 'zhang.wei@huaxin.example',
    topics: { money: true, goods: true, quote: false, sample: false },
  };

  it("is set by the administrator, and the server's refusal shows under the field", async () => {
    givenSession({ user: DEMO_USER });
    let copy: TenantMailCopy = { address: null, isOn: false, canEdit: true };
    const sent = stubCalls([
      on(mailCalls.qryMailPrefs, () => ({ data: PREFS })),
      on(mailCalls.qryTenantMailCopy, () => ({ data: copy })),
      on(mailCalls.saveTenantMailCopy, (body) => {
        if (body.address === 'bad@') {
          return {
            status: 400,
            errcode: 'VALIDATION_FAILED',
            msg: 'invalid',
            fields: { address: 'Please enter a valid e-mail address' },
          };
        }
        copy = { ...copy, address: body.address, isOn: true };
        return { data: copy };
      }),
    ]);
    renderRoute([{ path: '/my_EMall', element: <MemberCentrePage /> }], '/my_EMall?activeKey=8');
    const field = await screen.findByLabelText(en('mail.tenantCopy.label'));
    fireEvent.change(field, { target: { value: 'bad@' } });
    fireEvent.click(screen.getByRole('button', { name: en('mail.tenantCopy.save') }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'buy@huaxin.example' } });
    fireEvent.click(screen.getByRole('button', { name: en('mail.tenantCopy.save') }));
    await waitFor(() => {
      expect(bodiesTo(sent, mailCalls.saveTenantMailCopy)).toEqual([
        { address: 'bad@' },
        { address: 'buy@huaxin.example' },
      ]);
    });
  });

  it('is shown to the other staff, turned off by its link, with no field to change it', async () => {
    givenSession({ user: DEMO_USER });
    stubCalls([
      on(mailCalls.qryMailPrefs, () => ({ data: PREFS })),
      on(mailCalls.qryTenantMailCopy, () => ({
        data: { address: 'buy@huaxin.example', isOn: false, canEdit: false },
      })),
    ]);
    renderRoute([{ path: '/my_EMall', element: <MemberCentrePage /> }], '/my_EMall?activeKey=8');
    expect(await screen.findByText(new RegExp('buy@huaxin\\.example'))).toBeTruthy();
    expect(screen.getByText(en('mail.tenantCopy.off'))).toBeTruthy();
    expect(screen.getByText(en('mail.tenantCopy.adminOnly'))).toBeTruthy();
    expect(screen.queryByLabelText(en('mail.tenantCopy.label'))).toBeNull();
  });
});

describe("the console's outbox", () => {
  it("lists mails with the server's answer and sends a failed one again", async () => {
    useOpsSession.getState().setOperator({
      operatorId: 1,
      loginCode: 'ops',
      operatorName: 'x',
      role: 'OPERATOR',
      lang: 'en_US',
    });
    const sent = stubCalls([
      on(opsMailCalls.qryMailByPage, () => ({
        data: { rows: [FAILED], total: 1, pageNo: 1, pageSize: 20, isSending: false },
      })),
      on(opsMailCalls.resendMail, () => ({ data: { ...FAILED, state: 'waiting' as const } })),
    ]);
    renderRoute([{ path: '/ops/mail', element: <OpsMailPage /> }], '/ops/mail');
    expect(await screen.findByText('550 5.1.1 mailbox unavailable')).toBeTruthy();
    expect(screen.getByText(en('mail.outbox.noSmtp'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('mail.outbox.resend') }));
    await waitFor(() => {
      expect(bodiesTo(sent, opsMailCalls.resendMail)).toEqual([{ mailId: '9' }]);
    });
  });
});
