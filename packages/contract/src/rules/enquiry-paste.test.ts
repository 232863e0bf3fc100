import { describe, expect, it } from 'vitest';
import { parseEnquiryPaste } from './enquiry-paste.js';

describe('parseEnquiryPaste', () => {
  it('reads tab-separated cells copied from a spreadsheet, with brand and target price', () => {
    const text = 'STM32F103C8T6\t1,000\tST\t5.20\nLM358DR\t250\tTI\n';
    expect(parseEnquiryPaste(text)).toEqual({
      lines: [
        { mfrPartNumber: 'STM32F103C8T6', quantity: 1000, brand: 'ST', targetPrice: '5.20' },
        { mfrPartNumber: 'LM358DR', quantity: 250, brand: 'TI', targetPrice: '' },
      ],
      problems: [],
    });
  });

  it('reads comma, full-width comma and semicolon separated lines', () => {
    const { lines } = parseEnquiryPaste('NE555P,100,TI,0.8\r\nAMS1117-3.3，500\nBC547;20;onsemi');
    expect(lines.map((l) => [l.mfrPartNumber, l.quantity, l.brand, l.targetPrice])).toEqual([
      ['NE555P', 100, 'TI', '0.8'],
      ['AMS1117-3.3', 500, '', ''],
      ['BC547', 20, 'onsemi', ''],
    ]);
  });

  it('splits on runs of spaces and reads a bare third number as the target price', () => {
    const { lines } = parseEnquiryPaste('  LM7805CT    300   1.25  \nTL431 10 TI');
    expect(lines).toEqual([
      { mfrPartNumber: 'LM7805CT', quantity: 300, brand: '', targetPrice: '1.25' },
      { mfrPartNumber: 'TL431', quantity: 10, brand: 'TI', targetPrice: '' },
    ]);
  });

  it('skips blank lines and reports lines without a readable quantity by their line number', () => {
    const result = parseEnquiryPaste('Part\tQty\n\nLM358DR\n1N4148W\t0\nBAT54\t12.5\nBAV99\t7');
    expect(result.lines).toEqual([{ mfrPartNumber: 'BAV99', quantity: 7, brand: '', targetPrice: '' }]);
    expect(result.problems).toEqual([
      { lineNo: 1, reason: 'quantityInvalid' },
      { lineNo: 3, reason: 'quantityMissing' },
      { lineNo: 4, reason: 'quantityInvalid' },
      { lineNo: 5, reason: 'quantityInvalid' },
    ]);
  });

  it('refuses quantities with a leading zero or more than 8 digits', () => {
    const result = parseEnquiryPaste('A1\t010\nA2\t123456789\nA3\t99999999');
    expect(result.lines.map((l) => l.quantity)).toEqual([99999999]);
    expect(result.problems.map((p) => p.lineNo)).toEqual([1, 2]);
  });

  it('takes no more lines than the table has room for and names the rest', () => {
    const result = parseEnquiryPaste('A1 1\nA2 2\nA3 3', 2);
    expect(result.lines.map((l) => l.mfrPartNumber)).toEqual(['A1', 'A2']);
    expect(result.problems).toEqual([{ lineNo: 3, reason: 'tooManyLines' }]);
  });
});
