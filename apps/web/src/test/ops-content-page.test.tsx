import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opsContract } from '@emall/contract/ops';
import type { OpsSysParam, OpsText, OperatorUser } from '@emall/contract/ops';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsContentPage } from '../features/ops/content/ops-content-page';

const en = (key: string) => textOf(key, 'en_US');
const calls = opsContract.opsContent;

function operator(role: OperatorUser['role']): OperatorUser {
  return {
    operatorId: 1,
    loginCode: role === 'OPERATOR' ? 'ops' : 'auditor',
    operatorName: 'x',
    role,
    lang: 'en_US',
  };
}

const TOTAL: OpsText = {
  keyValue: 'ops.common.total',
  zhCn: '共 {total} 条',
  zhTw: '共 {total} 筆',
  enUs: '{total} in all',
  editedByOperator: false,
  updatedAt: '2026-11-22T08:00:00.000Z',
};

const CAPACITY: OpsSysParam = {
  paramCode: 'EMALL_SHOP_CART_CAPACITY',
  paramType: 'PAR_TMS_00',
  paramName: 'Shopping cart capacity',
  paramValue: '200',
  remark: 'Most lines one staff member can keep in the shopping cart',
  isPublic: true,
  valueKind: 'positiveInt',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

const page = <T,>(rows: T[]) => ({ data: { rows, total: rows.length, pageNo: 1, pageSize: 20 } });

function renderAt(path: string) {
  return renderRoute([{ path: '/ops/content/*', element: <OpsContentPage /> }], path);
}

beforeEach(async () => {
  await switchLang('en_US');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('content & settings: translations', () => {
  it('edits a text in three languages, holding back a save that drops a placeholder', async () => {
    useOpsSession.getState().setOperator(operator('OPERATOR'));
    const sent = stubCalls([
      on(calls.qryTexts, () => page([TOTAL])),
      on(calls.updateText, (body) => ({
        data: { ...TOTAL, ...body, editedByOperator: true },
      })),
    ]);
    renderAt('/ops/content/texts');
    const row = (await screen.findByText('ops.common.total')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('{total} in all')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: en('ops.common.edit') }));

    const dialog = await screen.findByRole('dialog');
    const english = within(dialog).getByLabelText(en('ops.content.lang.enUs'));
    fireEvent.change(english, { target: { value: 'All of them' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.common.save') }));
    expect(await within(dialog).findByText(en('ops.content.text.placeholderMismatch'))).toBeTruthy();
    expect(bodiesTo(sent, calls.updateText)).toEqual([]);

    fireEvent.change(english, { target: { value: '{total} rows' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.common.save') }));
    await waitFor(() => {
      expect(bodiesTo(sent, calls.updateText)).toEqual([
        { keyValue: 'ops.common.total', zhCn: '共 {total} 条', zhTw: '共 {total} 筆', enUs: '{total} rows' },
      ]);
    });
    // Two antd dialogs' validation rounds take a while on a busy machine.
  }, 60_000);

  it('shows the auditor the texts without any way to change them', async () => {
    useOpsSession.getState().setOperator(operator('AUDITOR'));
    stubCalls([on(calls.qryTexts, () => page([{ ...TOTAL, editedByOperator: true }]))]);
    renderAt('/ops/content/texts');
    const row = (await screen.findByText('ops.common.total')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText(en('ops.content.text.edited'))).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

describe('content & settings: parameters', () => {
  it("checks a value against the parameter's rule and shows the server's rule under the input", async () => {
    useOpsSession.getState().setOperator(operator('OPERATOR'));
    const sent = stubCalls([
      on(calls.qrySysParams, () => page([CAPACITY])),
      on(calls.updateSysParam, () => ({
        status: 400,
        errcode: 'VALIDATION_FAILED',
        msg: 'The request is invalid, please check it',
        fields: { paramValue: 'Server says no' },
      })),
    ]);
    renderAt('/ops/content/params');
    const row = (await screen.findByText('EMALL_SHOP_CART_CAPACITY')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: en('ops.common.edit') }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(en('ops.content.param.value'));

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.common.save') }));
    expect(await within(dialog).findAllByText(en('ops.content.paramRule.positiveInt'))).not.toHaveLength(0);
    expect(bodiesTo(sent, calls.updateSysParam)).toEqual([]);

    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en('ops.common.save') }));
    expect(await within(dialog).findByText('Server says no')).toBeTruthy();
    expect(bodiesTo(sent, calls.updateSysParam)).toEqual([
      { paramCode: 'EMALL_SHOP_CART_CAPACITY', paramValue: '150' },
    ]);
  });
});
