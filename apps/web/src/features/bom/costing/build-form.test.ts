import { describe, expect, it } from 'vitest';
import { bomBuildSettingsSchema } from '@emall/contract';
import { checkBuildForm } from './build-form';
import type { BuildForm } from './build-form';

const FORM: BuildForm = {
  quantities: ['10', '500'],
  chipPercent: '2',
  chipSpares: '10',
  otherPercent: '0.5',
  otherSpares: '2',
  buyUpLimit: '5',
};

describe('the build settings form', () => {
  it('sends valid settings, quantities in ascending order, that the contract accepts', () => {
    const check = checkBuildForm({ ...FORM, quantities: ['500', '', '10'] });
    expect(check.settings).toEqual({
      buildQuantities: [10, 500],
      attrition: { chipPassive: { percent: 2, spares: 10 }, other: { percent: 0.5, spares: 2 } },
      buyUpLimitPercent: 5,
    });
    expect(bomBuildSettingsSchema.safeParse(check.settings).success).toBe(true);
  });

  it.each([['0'], ['-1'], ['1.5'], ['10000001'], ['1e3'], ['ten']])(
    'refuses %s boards under its own box',
    (bad) => {
      const check = checkBuildForm({ ...FORM, quantities: ['10', bad] });
      expect(check.settings).toBeUndefined();
      expect(check.quantities).toEqual([undefined, 'bomCost.form.qtyWhole']);
    },
  );

  it('takes the largest build, 10,000,000 boards', () => {
    expect(checkBuildForm({ ...FORM, quantities: ['10000000'] }).settings?.buildQuantities).toEqual([
      10_000_000,
    ]);
  });

  it('refuses a quantity given twice, a sixth quantity and an empty list', () => {
    expect(checkBuildForm({ ...FORM, quantities: ['10', '010'] }).quantities).toEqual([
      undefined,
      'bomCost.form.qtyRepeat',
    ]);
    const six = checkBuildForm({ ...FORM, quantities: ['1', '2', '3', '4', '5', '6'] });
    expect(six.list).toBe('bomCost.form.atMost');
    expect(six.settings).toBeUndefined();
    expect(checkBuildForm({ ...FORM, quantities: ['', ' '] }).list).toBe('bomCost.form.qtyRequired');
  });

  it('refuses attrition over 100 %, three decimals, negative spares and a buy-up limit over 100 %', () => {
    const check = checkBuildForm({
      ...FORM,
      chipPercent: '100.01',
      otherPercent: '2.555',
      chipSpares: '-1',
      otherSpares: '1000001',
      buyUpLimit: '101',
    });
    expect(check.fields).toEqual({
      chipPercent: 'bomCost.form.percentRange',
      otherPercent: 'bomCost.form.percentRange',
      chipSpares: 'bomCost.form.sparesRange',
      otherSpares: 'bomCost.form.sparesRange',
      buyUpLimit: 'bomCost.form.percentRange',
    });
    expect(check.settings).toBeUndefined();
  });

  it('takes 100 % and 0 % at the edges', () => {
    const check = checkBuildForm({ ...FORM, chipPercent: '100', otherPercent: '0', buyUpLimit: '0' });
    expect(check.fields).toEqual({});
    expect(check.settings?.attrition.chipPassive.percent).toBe(100);
  });
});
