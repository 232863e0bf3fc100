import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contract } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { bomLogFixture } from './bom-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { BomLogsTab } from '../features/bom/bom-logs-tab';
import { MemberCentrePage } from '../features/member/member-centre-page';

const en = (key: string) => textOf(key, 'en_US');

function renderTab() {
  const sent = stubCalls([
    on(contract.bom.qryBomLogByPage, () => ({
      data: {
        rows: [
          bomLogFixture(),
          bomLogFixture({ tenantBomLogId: '32', bomName: 'Board B', jobState: 'MAPPING' }),
        ],
        total: 2,
        pageNo: 1,
        pageSize: 20,
      },
    })),
  ]);
  renderRoute(
    [{ path: '/my_EMall', element: <MemberCentrePage tabContent={{ '1': <BomLogsTab /> }} /> }],
    '/my_EMall',
  );
  return sent;
}

describe('member centre My BOMs tab', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the BOMs 20 a page, each opening its match view', async () => {
    const sent = renderTab();
    const link = await screen.findByRole('link', { name: 'demo-bom' });
    expect(link.getAttribute('href')).toBe('/bom_search?bomId=31');
    expect(screen.getByText(en('bom.job.MAPPING'), { selector: '.ant-tag' })).toBeTruthy();
    // Columns not confirmed yet: the BOM opens at its mapping.
    expect(screen.getByRole('link', { name: 'Board B' }).getAttribute('href')).toBe('/bom_upload?bomId=32');
    expect(bodiesTo(sent, contract.bom.qryBomLogByPage)).toEqual([{ pageNo: 1, pageSize: 20 }]);
  });

  it('filters by job state, name and creation days, back to page 1', async () => {
    const sent = renderTab();
    await screen.findByRole('link', { name: 'demo-bom' });
    fireEvent.click(screen.getByRole('radio', { name: en('bom.job.DONE') }));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.qryBomLogByPage)).toContainEqual({
        pageNo: 1,
        pageSize: 20,
        jobState: 'DONE',
      });
    });
    const search = screen.getByRole('searchbox', { name: en('bom.logs.name') });
    fireEvent.change(search, { target: { value: 'Board' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.qryBomLogByPage)).toContainEqual({
        pageNo: 1,
        pageSize: 20,
        jobState: 'DONE',
        bomName: 'Board',
      });
    });
  });
});
