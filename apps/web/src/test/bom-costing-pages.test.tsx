import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { contract } from '@emall/contract';
import type { BomCostingPage, BomCostLine, QryBomCostingBody } from '@emall/contract';
import { on, stubCalls } from './api-stub';
import { AppProviders, createQueryClient } from '../app/app-providers';
import { useCostingPage } from '../features/bom/costing/use-bom-costing';

/** The costing tab's reads: a page turn names the costing on screen, so the server can answer it from that one. */

function pageOf(body: QryBomCostingBody, version: string): BomCostingPage {
  return {
    tenantBomLogId: body.tenantBomLogId,
    bomName: 'Motor drive',
    version,
    settings: {
      buildQuantities: [1],
      attrition: { chipPassive: { percent: 2, spares: 10 }, other: { percent: 1, spares: 0 } },
      buyUpLimitPercent: 0,
    },
    builds: [],
    // One line: an empty page past the first sends the tab back to the last page.
    lines: [
      {
        detailId: String(body.page),
        lineNo: body.page,
        qryParam: 'NOSUCHPART',
        brandName: '',
        designators: 'U1',
        custProductCode: '',
        qtyPerBoard: 1,
        attrition: { percent: 1, spares: 0, source: 'other' },
        acceptBuyUp: false,
        part: null,
        substitute: null,
        issue: 'noPart',
        builds: [],
      } satisfies BomCostLine,
    ],
    page: body.page,
    pageSize: body.pageSize,
    show: body.show,
    boards: 1,
    lineCount: 120,
    lineTotal: 120,
    anyBuyUpAccepted: false,
  };
}

describe('costing pages', () => {
  it('opens without a version, then turns pages naming the version shown', async () => {
    let served = 0;
    const sent = stubCalls([
      on(contract.bom.qryBomCosting, (body) => {
        served += 1;
        // The tab always sends the page fields: the body as sent is the parsed view.
        return { data: pageOf(body as QryBomCostingBody, `v${served}`) };
      }),
    ]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
    );
    const { result } = renderHook(() => useCostingPage('42', true), { wrapper });
    await waitFor(() => {
      expect(result.current.data?.version).toBe('v1');
    });
    act(() => {
      result.current.setView((view) => ({ ...view, page: 2 }));
    });
    await waitFor(() => {
      expect(result.current.data?.page).toBe(2);
    });
    act(() => {
      result.current.setView((view) => ({ ...view, show: 'short' }));
    });
    await waitFor(() => {
      expect(result.current.data?.show).toBe('short');
    });
    expect(
      sent.map((r) => [(r.body as QryBomCostingBody).page, (r.body as QryBomCostingBody).version]),
    ).toEqual([
      [1, undefined],
      [2, 'v1'],
      [2, 'v2'],
    ]);
  });
});
