import { describe, expect, it } from 'vitest';
import type { EnquiryLine } from '@emall/contract';
import { draftOf, quoteBodyOf } from './quote-draft';

const line = (lineId: string, spuId: string | null): EnquiryLine => ({
  lineId,
  lineNo: Number(lineId),
  mfrPartNumber: `PART-${lineId}`,
  brand: '',
  quantity: 10,
  targetPrice: null,
  custPn: '',
  deliveryDate: null,
  remarks: '',
  spuId,
  matchedPartNumber: spuId ? `PART-${lineId}` : null,
  matchedBrandCode: spuId ? 'TI' : null,
  quotedUnitPrice: null,
  quotedNotTaxPrice: null,
  quotedQty: null,
  quotedAmount: null,
  sellerRemarks: '',
  canAddToCart: false,
});

const part = (productId: string) => ({ productId, mfrPartNumber: `P${productId}`, brandCode: 'ST' });

describe('quoteBodyOf with chosen parts', () => {
  const lines = [line('1', '7'), line('2', null), line('3', '9')];

  it('sends a chosen part with its line when it differs from the line’s own, not otherwise', () => {
    const draft = {
      ...draftOf(lines),
      '1': { unitPrice: '2', remarks: '', part: part('7') },
      '2': { unitPrice: '3.5', remarks: '', part: part('42') },
      '3': { unitPrice: '1', remarks: '', part: part('8') },
    };
    const answer = quoteBodyOf('5', lines, draft, '2099-01-01');
    expect(answer).toEqual({
      body: {
        enquiryId: '5',
        validUntil: '2099-01-01',
        lines: [
          { lineId: '1', unitPrice: '2' },
          { lineId: '2', unitPrice: '3.5', productId: '42' },
          { lineId: '3', unitPrice: '1', productId: '8' },
        ],
      },
    });
  });

  it('refuses a chosen part on a line without a price', () => {
    const draft = {
      ...draftOf(lines),
      '1': { unitPrice: '2', remarks: '' },
      '2': { unitPrice: ' ', remarks: '', part: part('42') },
    };
    expect(quoteBodyOf('5', lines, draft, '2099-01-01')).toEqual({
      problem: 'partNeedsPrice',
      lineIds: ['2'],
    });
  });

  it('starts with no chosen part', () => {
    expect(Object.values(draftOf(lines)).every((d) => d.part === undefined)).toBe(true);
  });
});
