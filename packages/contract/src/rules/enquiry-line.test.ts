import { describe, expect, it } from 'vitest';
import { checkEnquiryLine, isCalendarDay, shopToday } from './enquiry-line.js';

const today = '2026-11-23';

describe('checkEnquiryLine', () => {
  it('accepts a complete line and a line with only part number and quantity', () => {
    expect(
      checkEnquiryLine(
        {
          mfrPartNumber: 'STM32F103C8T6',
          brand: 'ST',
          quantity: '100',
          targetPrice: '0',
          custPn: 'C-001',
          deliveryDate: today,
          remarks: 'urgent',
        },
        today,
      ),
    ).toEqual({});
    expect(checkEnquiryLine({ mfrPartNumber: 'LM358', quantity: 1 }, today)).toEqual({});
  });

  it('names the first problem of each cell', () => {
    expect(
      checkEnquiryLine(
        {
          mfrPartNumber: '-',
          brand: 'x'.repeat(61),
          quantity: '0',
          targetPrice: '1.1234567',
          custPn: 'c'.repeat(36),
          deliveryDate: '2026-11-22',
          remarks: 'r'.repeat(201),
        },
        today,
      ),
    ).toEqual({
      mfrPartNumber: 'partTooShort',
      brand: 'brandTooLong',
      quantity: 'quantityInvalid',
      targetPrice: 'priceInvalid',
      custPn: 'custPnTooLong',
      deliveryDate: 'dateInPast',
      remarks: 'remarksTooLong',
    });
    expect(checkEnquiryLine({ mfrPartNumber: ' ', quantity: '1.5', targetPrice: '-1' }, today)).toEqual({
      mfrPartNumber: 'partRequired',
      quantity: 'quantityInvalid',
      targetPrice: 'priceInvalid',
    });
    expect(checkEnquiryLine({ mfrPartNumber: 'AB', quantity: 2, deliveryDate: '2026-02-30' }, today)).toEqual(
      {
        deliveryDate: 'dateInvalid',
      },
    );
  });

  it('knows real calendar days and the shop day in UTC+8', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-5')).toBe(false);
    expect(shopToday(new Date('2026-11-22T16:30:00Z'))).toBe('2026-11-23');
    expect(shopToday(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
  });
});
