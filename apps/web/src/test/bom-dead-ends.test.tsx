import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { BomDetail, BomSummary } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { CallStub } from './api-stub';
import { productFixture, productPageFixture } from './catalog-fixtures';
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

/** A line nothing was found for: no part, no candidates. */
function deadEndLine(): BomDetail {
  return {
    ...unmatchedLineFixture(),
    detailId: '503',
    lineNo: 3,
    qryParam: 'NE555 timer',
    qty: 7,
    custProductCode: '',
    ext: { matchRule: null, confidence: 0, spuId: null, brandAgrees: null, candidateCount: 0 },
    candidates: [],
  };
}

function renderMatchView(
  lines: BomDetail[],
  extra: CallStub[] = [],
  summary: BomSummary = bomSummaryFixture(lines),
) {
  const sent = stubCalls([
    on(contract.bom.qryBomDetailByBomId, () => ({ data: bomStateFixture(lines) })),
    on(contract.bom.qryBomSummary, () => ({ data: summary })),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 1 } })),
    ...extra,
  ]);
  renderRoute(
    [
      { path: '/bom_search', element: <BomSearchPage /> },
      { path: '/shopping_cart', element: <Probe /> },
      { path: '/enquiry', element: <Probe /> },
    ],
    '/bom_search?bomId=31',
  );
  return sent;
}

describe('BOM match view: no dead ends', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("searches a part in a line without candidates, from the line's text, and chooses it for the line", async () => {
    const ne555 = productFixture({ spuId: '77', mfrPartNumber: 'NE555DR', brandName: 'TI', stock: 300 });
    const line = deadEndLine();
    const sent = renderMatchView(
      [bomLineFixture(), line],
      [
        on(contract.catalog.qryProduct4Emall, () => ({ data: productPageFixture([ne555]) })),
        on(contract.bom.modifyBomDetail, () => ({
          data: {
            detail: { ...line, product: ne555, isMatch: true },
            counts: { all: 2, matched: 2, unmatched: 0, conflict: 0 },
          },
        })),
      ],
    );
    const row = await rowOf('NE555 timer');
    expect(within(row).getByText(en('bom.line.noCandidates'))).toBeTruthy();
    const box = within(row).getByRole<HTMLInputElement>('combobox', {
      name: en('bom.lineSearch.label', { part: 'NE555 timer' }),
    });
    expect(box.value).toBe('NE555 timer');
    fireEvent.change(box, { target: { value: 'NE555' } });
    fireEvent.click(within(row).getByRole('button', { name: /Search/ }));
    const pick = await within(row).findByRole('button', {
      name: en('bom.lineSearch.pickFor', { part: 'NE555DR', line: 'NE555 timer' }),
    });
    expect(bodiesTo(sent, contract.catalog.qryProduct4Emall)).toContainEqual({
      qryParam: 'NE555',
      quantity: 7,
      pageNo: 1,
      pageSize: 8,
    });
    fireEvent.click(pick);
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.modifyBomDetail)).toEqual([{ detailId: '503', spuId: '77' }]);
    });
    expect(await screen.findByText(en('bom.lineSearch.chosen', { part: 'NE555DR' }))).toBeTruthy();
  });

  it('says when the search in a line finds nothing', async () => {
    renderMatchView(
      [deadEndLine()],
      [on(contract.catalog.qryProduct4Emall, () => ({ data: productPageFixture([]) }))],
    );
    const row = await rowOf('NE555 timer');
    fireEvent.click(within(row).getByRole('button', { name: /Search/ }));
    expect(await within(row).findByText(en('bom.lineSearch.none'))).toBeTruthy();
  });

  it('selects every line of the BOM, not only the page, and adds them all to the cart', async () => {
    const page = [bomLineFixture(), unmatchedLineFixture()];
    const base = bomSummaryFixture(page);
    // Lines of other pages: the page shows two, the BOM has six.
    const [first] = base.lines;
    if (!first) throw new Error('no line');
    const more = Array.from({ length: 4 }, (_, i) => ({
      ...first,
      detailId: String(600 + i),
      lineNo: 3 + i,
      qryParam: `PART-${i}`,
      spuId: String(900 + i),
      custProductCode: '',
    }));
    const summary = {
      ...base,
      lineCount: 6,
      pricedCount: 5,
      inStockCount: 5,
      lines: [...base.lines, ...more],
    };
    const sent = renderMatchView(
      page,
      [on(contract.cart.addShopCart, () => ({ data: { spuId: '11', quantity: 2, shoppingCartQty: 1 } }))],
      summary,
    );
    fireEvent.click(await screen.findByRole('button', { name: en('bom.select.all', { n: 5 }) }));
    expect(await screen.findByText(en('bom.select.count', { n: 5 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('bom.cart.add', { n: 5 }) }));
    expect(await screen.findByText('at /shopping_cart')).toBeTruthy();
    const added = bodiesTo(sent, contract.cart.addShopCart);
    expect(added).toHaveLength(5);
    expect(added[0]).toEqual({ spuId: '11', quantity: 2, custPn: 'CP-001' });
    expect(added[4]).toEqual({ spuId: '903', quantity: 2 });
  });

  it("shows the BOM's total at the chosen quantities and how many lines are priced, in stock and short", async () => {
    const lines = [bomLineFixture(), unmatchedLineFixture()];
    renderMatchView(lines, [], bomSummaryFixture(lines, { shortCount: 1, inStockCount: 0 }));
    const summary = await screen.findByRole('region', { name: en('bom.summary.label') });
    expect(within(summary).getByText(en('bom.summary.priced', { n: 1, total: 2 }))).toBeTruthy();
    expect(within(summary).getByText(en('bom.summary.inStock', { n: 0 }))).toBeTruthy();
    expect(within(summary).getByText(en('bom.summary.short', { n: 1 }))).toBeTruthy();
    expect(summary.textContent).toContain('24.86');
  });
});
