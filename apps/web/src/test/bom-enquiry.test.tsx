import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { BomDetail, BomSummary } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { CallStub } from './api-stub';
import {
  bomLineFixture,
  bomLineRow as rowOf,
  bomStateFixture,
  bomSummaryFixture,
  unmatchedLineFixture,
} from './bom-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { BomSearchPage } from '../features/bom/bom-search-page';

const en = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    textOf(key, 'en_US'),
  );

function Probe() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

/** Lines 1 to 12: line 1 priced and in stock, line 2 only proposed, lines 3 to 12 found nothing. */
function twelveLines(): BomDetail[] {
  const none = (n: number): BomDetail => ({
    ...unmatchedLineFixture(),
    detailId: String(500 + n),
    lineNo: n,
    qryParam: `PART-${String(n)}`,
    qty: n * 10,
    candidates: [],
  });
  return [bomLineFixture(), unmatchedLineFixture(), ...Array.from({ length: 10 }, (_, i) => none(i + 3))];
}

const created = on(contract.enquiry.createEnquiryFromBom, () => ({
  data: { enquiryId: '9', enquiryNo: 'EQ20261120-0001', status: 'SUBMITTED', lineCount: 2 },
}));

function renderMatchView(lines: BomDetail[], extra: CallStub[] = [], summary?: BomSummary) {
  const sent = stubCalls([
    on(contract.bom.qryBomDetailByBomId, () => ({ data: bomStateFixture(lines) })),
    on(contract.bom.qryBomSummary, () => ({ data: summary ?? bomSummaryFixture(lines) })),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 1 } })),
    ...extra,
  ]);
  renderRoute(
    [
      { path: '/bom_search', element: <BomSearchPage /> },
      { path: '/enquiry', element: <Probe /> },
    ],
    '/bom_search?bomId=31',
  );
  return sent;
}

async function openDialog(button = en('enquiry.bom.button')) {
  await rowOf('STM32F103C8T6');
  const enquire = screen.getByRole('button', { name: button });
  await waitFor(() => {
    expect(enquire.hasAttribute('disabled')).toBe(false);
  });
  fireEvent.click(enquire);
  return screen.findByRole('dialog');
}

const tick = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('checkbox', { name: en('enquiry.bom.tickLine', { n }) });
const priceBox = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('textbox', {
    name: en('enquiry.cell.label', { n, column: en('enquiry.col.targetPrice') }),
  });
const sendButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: en('enquiry.bom.send') });

describe('BOM match view: the enquiry dialog', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ticks the lines that need a quote, shows two-digit line numbers whole, and sends only the ticked lines', async () => {
    const sent = renderMatchView(twelveLines(), [created]);
    const dialog = await openDialog();
    expect(within(dialog).getByText(en('enquiry.bom.needs', { n: 11 }))).toBeTruthy();
    // The priced line in stock is offered but not ticked; every line without a part is.
    expect((tick(dialog, 1) as HTMLInputElement).checked).toBe(false);
    expect((tick(dialog, 2) as HTMLInputElement).checked).toBe(true);
    // Ten lines a page: line 11 and 12 are on page 2, their numbers whole in their own cell.
    fireEvent.click(within(dialog).getByTitle('2'));
    const row12 = within(dialog).getByRole('checkbox', { name: en('enquiry.bom.tickLine', { n: 12 }) });
    expect(row12.closest('tr')?.querySelectorAll('td')[1]?.textContent).toBe('12');
    fireEvent.click(within(dialog).getByTitle('1'));

    // Keep lines 2 and 5 only: untick the others of both pages.
    for (const n of [3, 4, 6, 7, 8, 9, 10]) fireEvent.click(tick(dialog, n));
    fireEvent.click(within(dialog).getByTitle('2'));
    for (const n of [11, 12]) fireEvent.click(tick(dialog, n));
    fireEvent.click(within(dialog).getByTitle('1'));
    expect(within(dialog).getByText(en('enquiry.bom.count', { n: 2 }))).toBeTruthy();
    fireEvent.change(priceBox(dialog, 5), { target: { value: '0.125' } });
    fireEvent.change(within(dialog).getByLabelText(en('enquiry.bom.date')), {
      target: { value: '2099-12-24' },
    });
    // Nothing is sent before the buyer says so.
    expect(bodiesTo(sent, contract.enquiry.createEnquiryFromBom)).toEqual([]);
    fireEvent.click(sendButton(dialog));
    expect(await screen.findByText('at /enquiry?tab=mine&enquiryId=9')).toBeTruthy();
    expect(bodiesTo(sent, contract.enquiry.createEnquiryFromBom)).toEqual([
      {
        tenantBomLogId: '31',
        lines: [
          { detailId: '502', targetPrice: null, deliveryDate: '2099-12-24' },
          { detailId: '505', targetPrice: '0.125', deliveryDate: '2099-12-24' },
        ],
      },
    ]);
  });

  it('starts from the lines the buyer selected in the BOM, priced or not', async () => {
    const sent = renderMatchView([bomLineFixture(), unmatchedLineFixture()], [created]);
    const row = await rowOf('STM32F103C8T6');
    fireEvent.click(within(row).getByRole('checkbox'));
    const dialog = await openDialog();
    expect(within(dialog).getByText(en('enquiry.bom.ticked', { n: 1 }))).toBeTruthy();
    expect((tick(dialog, 1) as HTMLInputElement).checked).toBe(true);
    expect((tick(dialog, 2) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(sendButton(dialog));
    await screen.findByText('at /enquiry?tab=mine&enquiryId=9');
    expect(bodiesTo(sent, contract.enquiry.createEnquiryFromBom)).toEqual([
      { tenantBomLogId: '31', lines: [{ detailId: '501', targetPrice: null, deliveryDate: null }] },
    ]);
  });

  it("refuses a bad target price in the buyer's language before sending, and ticks a line given a price", async () => {
    await switchLang('zh_CN');
    const sent = renderMatchView([bomLineFixture(), unmatchedLineFixture()], [created]);
    const dialog = await openDialog(textOf('enquiry.bom.button', 'zh_CN'));
    const label = textOf('enquiry.cell.label', 'zh_CN')
      .replace('{n}', '1')
      .replace('{column}', textOf('enquiry.col.targetPrice', 'zh_CN'));
    const box = within(dialog).getByRole('textbox', { name: label });
    fireEvent.change(box, { target: { value: '1.2345678' } });
    const tickOne = within(dialog).getByRole('checkbox', {
      name: textOf('enquiry.bom.tickLine', 'zh_CN').replace('{n}', '1'),
    });
    expect((tickOne as HTMLInputElement).checked).toBe(true);
    expect(await within(dialog).findByText(textOf('rules.enquiry.priceInvalid', 'zh_CN'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: textOf('enquiry.bom.send', 'zh_CN') }));
    expect(bodiesTo(sent, contract.enquiry.createEnquiryFromBom)).toEqual([]);
  });

  it("puts the server's messages back on the line and on the date", async () => {
    const refused = on(contract.enquiry.createEnquiryFromBom, () => ({
      status: 400,
      errcode: 'VALIDATION_FAILED',
      msg: 'check the lines',
      fields: {
        'lines.0.targetPrice': 'the server refused this price',
        'lines.0.deliveryDate': 'the delivery date cannot be in the past',
      },
    }));
    renderMatchView([bomLineFixture(), unmatchedLineFixture()], [refused]);
    const dialog = await openDialog();
    fireEvent.change(priceBox(dialog, 2), { target: { value: '3' } });
    fireEvent.click(sendButton(dialog));
    expect(await within(dialog).findByText('the server refused this price')).toBeTruthy();
    expect(within(dialog).getByText('the delivery date cannot be in the past')).toBeTruthy();
    // Changing the price takes its message away.
    fireEvent.change(priceBox(dialog, 2), { target: { value: '2' } });
    expect(within(dialog).queryByText('the server refused this price')).toBeNull();
  });

  it('opens with nothing ticked when every line is priced and in stock, and cannot send nothing', async () => {
    const sent = renderMatchView([bomLineFixture()]);
    const dialog = await openDialog();
    expect(within(dialog).getByText(en('enquiry.bom.allPriced'))).toBeTruthy();
    expect(sendButton(dialog).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: en('common.cancel') }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(bodiesTo(sent, contract.enquiry.createEnquiryFromBom)).toEqual([]);
  });
});
