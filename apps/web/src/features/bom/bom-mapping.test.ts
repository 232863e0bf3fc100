import { describe, expect, it } from 'vitest';
import type { BomTableMapping } from '@emall/contract';
import { alternateOf, withColumnRole, withoutAlternateColumn } from './bom-mapping';

const KITSPACE: BomTableMapping = {
  headerRow: 0,
  columns: { designator: 0, qty: 1, manufacturer: 2, mfrPn: 3, supplierPn: 6 },
  alternates: [{ manufacturer: 4, mfrPn: 5 }, { supplierPn: 7 }],
};

describe('alternate columns of the mapping step', () => {
  it('names the alternate a column belongs to and what it holds there', () => {
    expect(alternateOf(KITSPACE, 5)).toEqual({ index: 0, field: 'mfrPn' });
    expect(alternateOf(KITSPACE, 7)).toEqual({ index: 1, field: 'supplierPn' });
    expect(alternateOf(KITSPACE, 3)).toBeUndefined();
  });

  it('clears a column from the alternates, and an alternate left without columns', () => {
    expect(withoutAlternateColumn(KITSPACE, 5).alternates).toEqual([{ manufacturer: 4 }, { supplierPn: 7 }]);
    const cleared = withoutAlternateColumn(withoutAlternateColumn(KITSPACE, 7), 5);
    expect(withoutAlternateColumn(cleared, 4)).toEqual({ headerRow: 0, columns: KITSPACE.columns });
  });

  it('takes a column out of the alternates when the buyer gives it a role', () => {
    expect(withColumnRole(KITSPACE, 5, 'mfrPn')).toEqual({
      headerRow: 0,
      columns: { designator: 0, qty: 1, manufacturer: 2, mfrPn: 5, supplierPn: 6 },
      alternates: [{ manufacturer: 4 }, { supplierPn: 7 }],
    });
  });
});
