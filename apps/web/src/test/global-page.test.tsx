import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contract } from '@emall/contract';
import type { StockQuote } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { SentRequest, StubAnswer } from './api-stub';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { GlobalPage } from '../features/global/global-page';

const HOT = contract.catalog.queryHotMfrPnListByPage4Emall;
const QUOTES = contract.catalog.getStockFromQuoteByPage;

const quote: StockQuote = {
  quoteId: 'Q1',
  mfrPartNumber: 'TPS54331DR',
  brandCode: 'TI',
  brandName: 'Texas Instruments',
  channelCode: 'CH-017',
  stockQty: 12000,
  taxPrice: '2.350000',
  currency: 'CNY',
  deliveryCycle: 5,
  dateCode: '2025+',
  quoteDate: '2026-05-20T00:00:00.000Z',
  spuId: null,
};

function renderGlobal(
  answers: { hot?: StubAnswer<typeof HOT>; quotes?: StubAnswer<typeof QUOTES> } = {},
): SentRequest[] {
  const sent = stubCalls([
    on(
      HOT,
      () =>
        answers.hot ?? {
          data: {
            rows: [
              {
                mfrPartNumber: 'LM358DR',
                brandCode: 'TI',
                brandName: 'Texas Instruments',
                spuId: '5',
                sort: 2,
              },
              { mfrPartNumber: 'STM32F103C8T6', brandCode: 'ST', brandName: 'ST', spuId: '4', sort: 1 },
            ],
            total: 2,
          },
        },
    ),
    on(
      QUOTES,
      () =>
        answers.quotes ?? {
          data: {
            rows: [quote],
            total: 41,
            pageNo: 1,
            pageSize: 20,
            ext: {
              brands: [{ brandCode: 'TI', brandName: 'Texas Instruments', count: 41 }],
              totalCapped: false,
            },
          },
        },
    ),
  ]);
  renderRoute([{ path: '/global', element: <GlobalPage /> }], '/global');
  return sent;
}

describe('global spot stock', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the whole hot part-number list on entering, as tags leading to their search', async () => {
    const sent = renderGlobal();
    const first = await screen.findByRole('link', { name: 'STM32F103C8T6' });
    expect(first.getAttribute('href')).toBe('/search?qryParam=STM32F103C8T6');
    expect(screen.getByRole('link', { name: 'LM358DR' })).toBeTruthy();
    expect(bodiesTo(sent, HOT)).toEqual([{ pageNo: -1, pageSize: -1, effStatus: '00A' }]);
  });

  it('lists the spot stock 20 a page, quote price type 001, filtered by brand', async () => {
    const sent = renderGlobal();
    expect(await screen.findByText('TPS54331DR')).toBeTruthy();
    expect(screen.getByText('total 41 items')).toBeTruthy();
    expect(bodiesTo(sent, QUOTES)).toEqual([{ quotePriceType: '001', pageNo: 1, pageSize: 20 }]);
    fireEvent.click(screen.getByLabelText('Texas Instruments (41)'));
    await waitFor(() => {
      expect(bodiesTo(sent, QUOTES).at(-1)).toEqual({
        quotePriceType: '001',
        pageNo: 1,
        pageSize: 20,
        brandCodes: ['TI'],
      });
    });
  });

  it('shows empty states when the calls fail', async () => {
    renderGlobal({ hot: { status: 404 }, quotes: { status: 404 } });
    expect(await screen.findByText(textOf('global.hot.empty', 'en_US'))).toBeTruthy();
    expect(await screen.findByText(textOf('global.empty', 'en_US'))).toBeTruthy();
  });
});
