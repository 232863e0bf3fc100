import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opsContract } from '@emall/contract/ops';
import type { OperatorUser, OpsProduct, OpsProductDetail } from '@emall/contract/ops';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { StubAnswer } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsProductDrawer } from '../features/ops/catalog/ops-product-drawer';
import { paramsToSave, knownParams, serverParamErrors } from '../features/ops/catalog/ops-product-params';

const en = (key: string, values: Record<string, string | number> = {}) =>
  textOf(key, 'en_US').replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
const calls = opsContract.opsCatalog;

function loginAs(role: OperatorUser['role']) {
  useOpsSession.getState().setOperator({
    operatorId: 1,
    loginCode: role === 'OPERATOR' ? 'ops' : 'auditor',
    operatorName: 'x',
    role,
    lang: 'en_US',
  });
}

const PRODUCT: OpsProduct = {
  productId: '42',
  productCode: 'FXB-CL21A475KAQNNNE',
  mfrPartNumber: 'CL21A475KAQNNNE',
  brandCode: 'FXB',
  brandName: 'Fixture Beta',
  productDesc: '4.7uF 25V X5R 0805',
  taxRate: '1.13',
  miniQty: 1,
  miniPkg: 1,
  isActive: true,
  isSample: false,
  sampleUnitLimit: null,
  totalStock: 100,
  stock: { NJHB: 100 },
  priceBreaks: [{ qtyFrom: 1, qtyTo: null, taxPrice: '0.157000', notTaxPrice: '0.138938' }],
  updatedAt: '2026-11-22T08:00:00.000Z',
};

const DETAIL: OpsProductDetail = {
  ...PRODUCT,
  parameters: [
    { code: 'capacitance', name: 'Capacitance', value: '4.7uF', unit: 'F' },
    { code: 'x.overload-voltage-max', name: 'Overload voltage (max)', value: '100V', unit: null },
  ],
};

const OPTIONS = {
  rows: [
    { code: 'package', name: 'Package', unit: null },
    { code: 'capacitance', name: 'Capacitance', unit: 'F' },
    { code: 'voltageRating', name: 'Voltage rating', unit: 'V' },
  ],
};

function renderDrawer(update: () => StubAnswer<typeof calls.updateProduct>) {
  const onSaved = vi.fn();
  const sent = stubCalls([
    on(calls.qryProduct, () => ({ data: DETAIL })),
    on(calls.qryParameterList, () => ({ data: OPTIONS })),
    on(calls.updateProduct, update),
  ]);
  renderRoute(
    [
      {
        path: '/ops/catalog',
        element: <OpsProductDrawer product={PRODUCT} onClose={() => undefined} onSaved={onSaved} />,
      },
    ],
    '/ops/catalog',
  );
  return { sent, onSaved };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
};
const save = () => {
  fireEvent.click(screen.getByRole('button', { name: en('ops.common.save') }));
};

beforeEach(async () => {
  await switchLang('en_US');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the parameter table of the product editor', () => {
  it(
    "edits, adds and removes rows, shows the server's refusal on its row and saves codes and names",
    { timeout: 150_000 },
    async () => {
      loginAs('OPERATOR');
      let refuse = true;
      const { sent, onSaved } = renderDrawer(() =>
        refuse
          ? {
              status: 400,
              errcode: 'VALIDATION_FAILED',
              msg: 'The request is invalid',
              fields: { 'parameters.0.value': "'abc' gives no Capacitance in F: write it as 100nF" },
            }
          : { data: DETAIL },
      );
      expect(await screen.findByDisplayValue('4.7uF')).toBeTruthy();
      expect(input(`${en('ops.catalog.params.name')} 2`).value).toBe('Overload voltage (max)');

      type(`${en('ops.catalog.params.value')} 1`, 'abc');
      save();
      expect(await screen.findByText("'abc' gives no Capacitance in F: write it as 100nF")).toBeTruthy();
      expect(bodiesTo(sent, calls.updateProduct)[0]).toMatchObject({
        parameters: [
          { code: 'capacitance', value: 'abc' },
          { code: 'x.overload-voltage-max', value: '100V' },
        ],
      });

      refuse = false;
      type(`${en('ops.catalog.params.value')} 1`, '0.1uF');
      fireEvent.click(screen.getByRole('button', { name: en('ops.catalog.params.remove', { n: 2 }) }));
      fireEvent.click(screen.getByRole('button', { name: en('ops.catalog.params.add') }));
      type(`${en('ops.catalog.params.name')} 2`, 'Voltage rating');
      type(`${en('ops.catalog.params.value')} 2`, '50V');
      fireEvent.click(screen.getByRole('button', { name: en('ops.catalog.params.add') }));
      type(`${en('ops.catalog.params.name')} 3`, 'Insulation resistance');
      type(`${en('ops.catalog.params.value')} 3`, '10GΩ');
      save();
      await waitFor(() => {
        expect(onSaved).toHaveBeenCalled();
      });
      expect(bodiesTo(sent, calls.updateProduct)[1]).toMatchObject({
        productId: '42',
        parameters: [
          { code: 'capacitance', value: '0.1uF' },
          { code: 'voltageRating', value: '50V' },
          { name: 'Insulation resistance', value: '10GΩ' },
        ],
      });
    },
  );

  it(
    'checks every row has a name and a value, no name twice, before sending',
    { timeout: 150_000 },
    async () => {
      loginAs('OPERATOR');
      const { sent } = renderDrawer(() => ({ data: DETAIL }));
      await screen.findByDisplayValue('4.7uF');
      fireEvent.click(screen.getByRole('button', { name: en('ops.catalog.params.add') }));
      save();
      expect(await screen.findByText(en('ops.catalog.params.nameRequired'))).toBeTruthy();
      expect(await screen.findByText(en('ops.catalog.params.valueRequired'))).toBeTruthy();
      type(`${en('ops.catalog.params.name')} 3`, 'Capacitance');
      type(`${en('ops.catalog.params.value')} 3`, '1uF');
      save();
      expect(
        await screen.findByText(en('ops.catalog.params.duplicate', { name: 'Capacitance' })),
      ).toBeTruthy();
      expect(bodiesTo(sent, calls.updateProduct)).toEqual([]);

      // Unchanged parameters are not sent: the other fields save alone.
      fireEvent.click(screen.getByRole('button', { name: en('ops.catalog.params.remove', { n: 3 }) }));
      save();
      await waitFor(() => {
        expect(bodiesTo(sent, calls.updateProduct)).toHaveLength(1);
      });
      expect(bodiesTo(sent, calls.updateProduct)[0]).not.toHaveProperty('parameters');
    },
  );

  it('shows the auditor the parameters without a way to change them', { timeout: 150_000 }, async () => {
    loginAs('AUDITOR');
    renderDrawer(() => ({ data: DETAIL }));
    await screen.findByDisplayValue('4.7uF');
    expect(input(`${en('ops.catalog.params.value')} 1`).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: en('ops.catalog.params.add') })).toBeNull();
    const table = document.querySelector<HTMLElement>('.ops-catalog-params');
    if (!table) throw new Error('no parameter table');
    // The unit of a known parameter beside its value.
    expect(within(table).getByText('F')).toBeTruthy();
  });
});

describe('the parameter rows as sent and refused', () => {
  it('sends a known name by its code and maps the server fields onto the rows', () => {
    const known = knownParams(OPTIONS.rows, DETAIL.parameters);
    expect(
      paramsToSave(
        [
          { name: ' Voltage rating ', value: ' 25V ' },
          { name: 'Overload voltage (max)', value: '50V' },
          { name: 'Case code', value: 'A' },
        ],
        known,
      ),
    ).toEqual([
      { code: 'voltageRating', value: '25V' },
      { code: 'x.overload-voltage-max', value: '50V' },
      { name: 'Case code', value: 'A' },
    ]);
    expect(
      serverParamErrors({ 'parameters.1.code': 'unknown', 'parameters.0.value': 'bad', productId: 'x' }),
    ).toEqual([
      { name: ['parameters', 1, 'name'], errors: ['unknown'] },
      { name: ['parameters', 0, 'value'], errors: ['bad'] },
    ]);
  });
});
