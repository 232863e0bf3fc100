import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { contract } from '@emall/contract';
import { bodiesTo, on, requestsTo, stubCalls } from './api-stub';
import type { CallStub } from './api-stub';
import { bomPreviewFixture, bomProgressFixture } from './bom-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { BomUploadPage } from '../features/bom/bom-upload-page';

const en = (key: string) => textOf(key, 'en_US');

function Probe() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderUpload(handlers: CallStub[] = [], path = '/bom_upload') {
  const sent = stubCalls(handlers);
  renderRoute(
    [
      { path: '/bom_upload', element: <BomUploadPage /> },
      { path: '/bom_search', element: <Probe /> },
      { path: '/login', element: <Probe /> },
    ],
    path,
  );
  return sent;
}

function pick(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['sheet'], name)] } });
}

/** Opens an antd select by its label and clicks the option with the text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const items = await screen.findAllByTitle(option);
  const item = items.find((element) => element.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

describe('BOM upload', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends anonymous buyers to the login page and back', async () => {
    givenSession({ user: null });
    renderUpload();
    expect(await screen.findByText('at /login?origin=%2Fbom_upload')).toBeTruthy();
  });

  it('uploads, shows the detected mapping, previews a corrected column, confirms and follows the progress', async () => {
    let progressCalls = 0;
    const sent = renderUpload([
      on(contract.bom.uploadBom, () => ({ data: bomPreviewFixture({ bomName: 'Board A' }) })),
      on(contract.bom.qryBomPreview, () => ({
        data: bomPreviewFixture({
          mappingSource: 'given',
          mapping: { tables: [{ headerRow: 1, columns: { mfrPn: 1, qty: 2, designator: 3, partName: 0 } }] },
          lineCount: 2,
        }),
      })),
      on(contract.bom.confirmBomMapping, () => ({
        data: bomProgressFixture({ jobState: 'QUEUED', progress: 0 }),
      })),
      on(contract.bom.qryBomProgress, () => {
        progressCalls += 1;
        return {
          data:
            progressCalls === 1
              ? bomProgressFixture()
              : bomProgressFixture({ jobState: 'DONE', progress: 100, doneCount: 2 }),
        };
      }),
    ]);
    fireEvent.change(await screen.findByPlaceholderText(en('bom.upload.namePlaceholder')), {
      target: { value: 'Board A' },
    });
    pick('demo-bom.xlsx');

    // The detected roles and header row, and the lines they give.
    expect(await screen.findByText(en('bom.source.detected'))).toBeTruthy();
    expect(bodiesTo(sent, contract.bom.uploadBom)).toEqual([{ bomName: 'Board A', file: 'demo-bom.xlsx' }]);
    const roleOfB = screen.getByRole('combobox', { name: 'Column B holds' });
    expect(roleOfB.closest('.ant-select')?.textContent).toContain(en('bom.field.mfrPn'));
    expect(document.querySelector('.bom-sheet__header')?.textContent).toContain('MPN');

    // Column A becomes the name: the server previews the corrected mapping.
    await choose('Column A holds', en('bom.field.partName'));
    await screen.findByText(en('bom.source.given'));
    expect(bodiesTo(sent, contract.bom.qryBomPreview)).toEqual([
      {
        tenantBomLogId: '31',
        mapping: { tables: [{ headerRow: 1, columns: { mfrPn: 1, qty: 2, designator: 3, partName: 0 } }] },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: en('bom.preview.confirm') }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(bodiesTo(sent, contract.bom.confirmBomMapping)).toEqual([
      {
        tenantBomLogId: '31',
        mapping: { tables: [{ headerRow: 1, columns: { mfrPn: 1, qty: 2, designator: 3, partName: 0 } }] },
        bomName: 'Board A',
      },
    ]);
    await waitFor(
      () => {
        expect(screen.getByText('at /bom_search?bomId=31')).toBeTruthy();
      },
      { timeout: 3000 },
    );
    expect(progressCalls).toBe(2);
  });

  it('resumes a BOM whose columns were not confirmed, from its stored preview', async () => {
    const sent = renderUpload(
      [on(contract.bom.qryBomPreview, () => ({ data: bomPreviewFixture({ mappingSource: 'remembered' }) }))],
      '/bom_upload?bomId=31',
    );
    expect(await screen.findByText(en('bom.source.remembered'))).toBeTruthy();
    expect(bodiesTo(sent, contract.bom.qryBomPreview)).toEqual([{ tenantBomLogId: '31' }]);
  });

  it('offers the text exports and spreadsheets, and refuses other file kinds before sending', async () => {
    const sent = renderUpload();
    await screen.findByText(en('bom.upload.hint'));
    expect(document.querySelector('input[type=file]')?.getAttribute('accept')).toBe(
      '.csv,.tsv,.txt,.xls,.xlsx',
    );
    pick('bom.pdf');
    expect(await screen.findAllByText(en('bom.upload.accept'))).not.toHaveLength(0);
    expect(bodiesTo(sent, contract.bom.uploadBom)).toEqual([]);
    pick('Partlist.TXT');
    await waitFor(() => {
      expect(requestsTo(sent, contract.bom.uploadBom)).toHaveLength(1);
    });
  });

  it("names the file when the upload fails without the server's words", async () => {
    renderUpload([on(contract.bom.uploadBom, () => ({ status: 500 }))]);
    await screen.findByText(en('bom.upload.hint'));
    pick('broken.xlsx');
    expect(await screen.findByText(en('upload.failed').replace('{file}', 'broken.xlsx'))).toBeTruthy();
  });
});
