import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { opsContract } from '@emall/contract/ops';
import type { OpsImportJob } from '@emall/contract/ops';
import { bodiesTo, on, stubCalls } from './api-stub';
import { switchLang } from './catalogue';
import { renderRoute } from './render-route';
import { useOpsSession } from '../features/ops/shared/api/ops-session';
import { OpsCatalogImport } from '../features/ops/catalog/ops-catalog-import';

const calls = opsContract.opsCatalog;

const job = (jobId: number): OpsImportJob => ({
  jobId,
  fileName: `catalog-${jobId}.csv`,
  state: 'DONE',
  rowCount: 100,
  readCount: 100,
  importedCount: 100,
  rejectedCount: 0,
  failure: null,
  operatorName: 'ops',
  createdAt: '2026-11-22T08:00:00.000Z',
  finishedAt: '2026-11-22T08:01:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the catalog import history', () => {
  it('pages by the size it asks for: 15 imports at 10 a page make two pages, and page 2 asks for it', async () => {
    await switchLang('en_US');
    useOpsSession.getState().setOperator({
      operatorId: 1,
      loginCode: 'ops',
      operatorName: 'ops',
      role: 'OPERATOR',
      lang: 'en_US',
    });
    const sent = stubCalls([
      on(calls.qryCatalogImportByPage, (body) => {
        const pageNo = Number(body.pageNo ?? 1);
        const ids = pageNo === 1 ? [15, 14, 13, 12, 11, 10, 9, 8, 7, 6] : [5, 4, 3, 2, 1];
        return { data: { rows: ids.map(job), total: 15, pageNo, pageSize: 10 } };
      }),
    ]);
    renderRoute([{ path: '/ops/catalog', element: <OpsCatalogImport /> }], '/ops/catalog');
    expect(await screen.findByText('catalog-15.csv')).toBeTruthy();
    const second = await screen.findByTitle('2');
    fireEvent.click(second);
    expect(await screen.findByText('catalog-5.csv')).toBeTruthy();
    await waitFor(() => {
      expect(bodiesTo(sent, calls.qryCatalogImportByPage).at(-1)).toMatchObject({
        pageNo: 2,
        pageSize: 10,
      });
    });
  });
});
