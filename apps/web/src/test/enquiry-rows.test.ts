import { describe, expect, it } from 'vitest';
import {
  enquiryBody,
  mergePasted,
  newRow,
  roomLeft,
  rowProblems,
  serverCellErrors,
} from '../features/enquiry/enquiry-rows';

describe('enquiry table rows', () => {
  it('replaces blank rows with pasted ones and keeps what the buyer typed', () => {
    const typed = newRow({ mfrPartNumber: 'NE555P', quantity: '10' });
    const rows = [newRow(), typed, newRow()];
    const merged = mergePasted(rows, [newRow({ mfrPartNumber: 'LM358DR', quantity: '500' })]);
    expect(merged.map((r) => r.mfrPartNumber)).toEqual(['NE555P', 'LM358DR']);
    expect(roomLeft(merged)).toBe(198);
  });

  it('sends the non-blank rows in order, empty cells as absent', () => {
    const rows = [
      newRow({ mfrPartNumber: ' TL072IDR ', quantity: '100', targetPrice: '1.2', brand: 'TI' }),
      newRow(),
      newRow({ mfrPartNumber: 'LM293DR', quantity: '250', deliveryDate: '2026-12-31' }),
    ];
    expect(enquiryBody(rows, ' urgent ')).toEqual({
      lines: [
        {
          mfrPartNumber: 'TL072IDR',
          brand: 'TI',
          quantity: 100,
          targetPrice: '1.2',
          custPn: '',
          deliveryDate: null,
          remarks: '',
        },
        {
          mfrPartNumber: 'LM293DR',
          brand: '',
          quantity: 250,
          targetPrice: null,
          custPn: '',
          deliveryDate: '2026-12-31',
          remarks: '',
        },
      ],
      remarks: 'urgent',
    });
  });

  it('checks rows with the shared rule against the shop day, skipping blank rows', () => {
    const bad = newRow({ mfrPartNumber: 'X', quantity: '0', deliveryDate: '2026-11-22' });
    const problems = rowProblems([newRow(), bad], new Date('2026-11-23T01:00:00Z'));
    expect(problems.size).toBe(1);
    expect(problems.get(bad.key)).toEqual({
      mfrPartNumber: 'partTooShort',
      quantity: 'quantityInvalid',
      deliveryDate: 'dateInPast',
    });
  });

  it('puts the server messages back on their rows, counting only the rows that were sent', () => {
    const first = newRow({ mfrPartNumber: 'A1', quantity: '1' });
    const second = newRow({ mfrPartNumber: 'A2', quantity: '2' });
    const errors = serverCellErrors([first, newRow(), second], {
      'lines.1.deliveryDate': 'in the past',
      amount: 'ignored',
    });
    expect([...errors.entries()]).toEqual([[second.key, { deliveryDate: 'in the past' }]]);
  });
});
