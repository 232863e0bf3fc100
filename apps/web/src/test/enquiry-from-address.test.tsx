import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { stubCalls } from './api-stub';
import { switchLang } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { EnquiryPage } from '../features/enquiry/enquiry-page';
import { enquiryPath, partToQuoteOf } from '../ui/product-links';

function renderEnquiry(path: string) {
  stubCalls([]);
  renderRoute([{ path: '/enquiry', element: <EnquiryPage /> }], path);
}

const cell = (column: string, line: number) =>
  screen.findByRole<HTMLInputElement>(column === 'Part number' ? 'combobox' : 'textbox', {
    name: `${column} of line ${line}`,
  });

describe('a new enquiry handed a part in its address', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads back what the product page writes, keeping only a whole-number quantity', () => {
    const path = enquiryPath({ mfrPartNumber: 'CC0402KRX7R7BB104', brand: '国巨 YAGEO', quantity: 2500 });
    const params = new URL(path, 'https://shop.example').searchParams;
    expect(partToQuoteOf(params)).toEqual({
      mfrPartNumber: 'CC0402KRX7R7BB104',
      brand: '国巨 YAGEO',
      quantity: '2500',
    });
    expect(partToQuoteOf(new URLSearchParams('part=LM358&qty=1e3'))).toEqual({
      mfrPartNumber: 'LM358',
      brand: '',
      quantity: '',
    });
    expect(partToQuoteOf(new URLSearchParams('brand=TI&qty=10'))).toBeUndefined();
  });

  it('starts the table with the part, its maker and quantity as the first line', async () => {
    renderEnquiry('/enquiry?part=CC0402KRX7R7BB104&brand=YAGEO&qty=2500');
    expect((await cell('Part number', 1)).value).toBe('CC0402KRX7R7BB104');
    expect((await cell('Brand', 1)).value).toBe('YAGEO');
    expect((await cell('Quantity', 1)).value).toBe('2500');
    expect((await cell('Brand', 2)).value).toBe('');
  });

  it('starts with empty lines without a part', async () => {
    renderEnquiry('/enquiry');
    expect((await cell('Part number', 1)).value).toBe('');
    expect((await cell('Quantity', 3)).value).toBe('');
  });
});
