import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import type { BomDetail } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import type { CallStub } from './api-stub';
import { productFixture } from './catalog-fixtures';
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

const en = (key: string) => textOf(key, 'en_US');

function Probe() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderMatchView(
  lines: BomDetail[] = [bomLineFixture(), unmatchedLineFixture()],
  extra: CallStub[] = [],
) {
  const sent = stubCalls([
    on(contract.bom.qryBomDetailByBomId, () => ({ data: bomStateFixture(lines) })),
    on(contract.bom.qryBomSummary, () => ({ data: bomSummaryFixture(lines) })),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 1 } })),
    ...extra,
  ]);
  renderRoute(
    [
      { path: '/bom_search', element: <BomSearchPage /> },
      { path: '/shopping_cart', element: <Probe /> },
    ],
    '/bom_search?bomId=31',
  );
  return sent;
}

describe('BOM match view', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the counts as filters, each line with its part, rule and confidence', async () => {
    const sent = renderMatchView();
    const row = await rowOf('STM32F103C8T6');
    expect(within(row).getByText('U1,U2')).toBeTruthy();
    expect(within(row).getByText(en('bom.rule.exact'))).toBeTruthy();
    expect(within(row).getByText('100%')).toBeTruthy();
    expect(within(row).getByText(en('bom.line.stock').replace('{n}', '5000'))).toBeTruthy();
    expect(within(await rowOf('LM358')).getByText(en('bom.line.noPart'))).toBeTruthy();

    fireEvent.click(screen.getByText(en('bom.search.unmatched').replace('{n}', '1')));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.qryBomDetailByBomId)).toContainEqual({
        tenantBomLogId: '31',
        matchFilter: 'unmatched',
        pageNo: 1,
        pageSize: 20,
      });
    });
  });

  it('chooses a candidate for a line', async () => {
    const sent = renderMatchView(undefined, [
      on(contract.bom.modifyBomDetail, () => ({
        data: { detail: null, counts: { all: 2, matched: 2, unmatched: 0, conflict: 0 } },
      })),
    ]);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Part for LM358' }));
    const option = (await screen.findAllByTitle('LM358ADR · TI · prefix')).find((element) =>
      element.classList.contains('ant-select-item-option'),
    );
    if (!option) throw new Error('no option');
    fireEvent.click(option);
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.modifyBomDetail)).toEqual([{ detailId: '502', spuId: '22' }]);
    });
    // The page is read again: the line may have moved between the filters.
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.qryBomDetailByBomId).length).toBeGreaterThan(1);
    });
  });

  it('removes a line with status 00X after confirmation', async () => {
    const sent = renderMatchView(undefined, [
      on(contract.bom.modifyBomDetail, () => ({
        data: { detail: null, counts: { all: 1, matched: 1, unmatched: 0, conflict: 0 } },
      })),
    ]);
    await rowOf('LM358');
    fireEvent.click(screen.getByRole('button', { name: 'Remove LM358' }));
    fireEvent.click(await screen.findByRole('button', { name: en('common.confirm') }));
    expect(await screen.findByText(en('bom.line.removed'))).toBeTruthy();
    expect(bodiesTo(sent, contract.bom.modifyBomDetail)).toEqual([{ detailId: '502', status: '00X' }]);
  });

  it('names a parametric proposal as such, with its hint', async () => {
    const line = unmatchedLineFixture();
    renderMatchView([
      {
        ...line,
        qryParam: '0603 4.7k电阻',
        isFreeText: true,
        ext: { ...line.ext, matchRule: 'parametric', confidence: 0.4 },
        candidates: [
          {
            spuId: '41',
            mfrPartNumber: 'AC0603JR-074K7L',
            brandCode: 'YAGEO',
            brandName: 'YAGEO',
            matchRule: 'parametric',
            confidence: 0.4,
            brandAgrees: null,
            alternate: null,
          },
        ],
      },
    ]);
    const row = await rowOf('0603 4.7k电阻');
    const tag = within(row).getByText(en('bom.rule.parametric'));
    expect(within(row).getByText('40%')).toBeTruthy();
    fireEvent.mouseEnter(tag);
    expect(await screen.findByText(en('bom.rule.parametricHint'))).toBeTruthy();
  });

  it('changes a quantity by the package rules of the chosen part', async () => {
    const line = bomLineFixture({
      product: productFixture({ spuId: '11', mfrPartNumber: 'STM32F103C8T6', miniPkg: 10, miniQty: 10 }),
      qty: 10,
    });
    const sent = renderMatchView(
      [line],
      [
        on(contract.bom.modifyBomDetail, () => ({
          data: { detail: line, counts: { all: 1, matched: 1, unmatched: 0, conflict: 0 } },
        })),
      ],
    );
    const box = await screen.findByRole('textbox', { name: 'Quantity of STM32F103C8T6' });
    fireEvent.change(box, { target: { value: '15' } });
    fireEvent.blur(box);
    expect(
      await screen.findByText(en('rules.quantity.notPackageMultiple').replace('{n}', '10')),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: '20' } });
    fireEvent.blur(box);
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.modifyBomDetail)).toEqual([{ detailId: '501', qty: 20 }]);
    });
  });

  it("adds the selected lines to the cart with the BOM's customer part number", async () => {
    const sent = renderMatchView(undefined, [
      on(contract.cart.addShopCart, () => ({ data: { spuId: '11', quantity: 2, shoppingCartQty: 1 } })),
    ]);
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('checkbox', { name: 'STM32F103C8T6' }));
    fireEvent.click(screen.getByRole('button', { name: en('bom.cart.add').replace('{n}', '1') }));
    expect(await screen.findByText('at /shopping_cart')).toBeTruthy();
    expect(bodiesTo(sent, contract.cart.addShopCart)).toEqual([
      { spuId: '11', quantity: 2, custPn: 'CP-001' },
    ]);
  });

  it('renames the BOM', async () => {
    const sent = renderMatchView(undefined, [
      on(contract.bom.modifybomlog, () => ({
        data: {
          tenantBomLogId: '31',
          bomName: 'Board B',
          fileName: 'demo-bom.xlsx',
          status: '00A',
          jobState: 'DONE',
          progress: 100,
          lineCount: 2,
          matchedCount: 1,
          unmatchedCount: 1,
          createTime: '2026-11-20 10:00:00',
          updateTime: '2026-11-20 10:00:05',
        },
      })),
    ]);
    await rowOf('STM32F103C8T6');
    fireEvent.click(screen.getByRole('button', { name: en('bom.search.rename') }));
    const box = await screen.findByRole('textbox', { name: '' });
    fireEvent.change(box, { target: { value: 'Board B' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.modifybomlog)).toEqual([
        { tenantBomLogId: '31', bomName: 'Board B' },
      ]);
    });
  });
});
