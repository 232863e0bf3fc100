import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contract, fillText } from '@emall/contract';
import type { BomPreview, Lang } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { bomPreviewFixture } from './bom-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { BomUploadPage } from '../features/bom/bom-upload-page';

/**
 * The mapping step's warnings about chosen columns: the server's codes said in the buyer's language, the column
 * named by its letter and header, and gone once a correction the server previews no longer earns them.
 */

/** A KiCad export whose names stand one cell left of their data: 'Manufacturer' over descriptions. */
const SHIFTED: Partial<BomPreview> = {
  mapping: { tables: [{ headerRow: 0, columns: { qty: 0, manufacturer: 2, mfrPn: 3 } }] },
  sheetColumnCount: 5,
  sheetRows: [
    { rowNo: 0, cells: ['Qty', 'Reference(s)', 'Manufacturer', 'Part Number', ''] },
    { rowNo: 1, cells: ['33', 'C1, C3', 'CAP CER 33PF 50V 5% NP0 0402', 'Murata', 'GRM1555C1H330JA01D'] },
    { rowNo: 2, cells: ['1', 'U17', 'IC TXRX 2.3GHZ-2.7GHZ 48TQFN', 'Maxim', 'MAX2837ETM+'] },
  ],
  warnings: [
    { code: 'makerColumnNotMakers', column: 2, header: 'Manufacturer', fitting: 0, rows: 2 },
    { code: 'partNumberColumnNotPartNumbers', column: 4, header: '', fitting: 0, rows: 2 },
  ],
};

function say(key: string, lang: Lang, column: string, fitting: number, rows: number) {
  return fillText(textOf(key, lang), { column, fitting, rows });
}

function pick(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['sheet'], name)] } });
}

/** Opens an antd select by its label and clicks the option with the text in the drop-down it opened. */
async function choose(label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await waitFor(() => {
    expect(box.closest('.ant-select')?.className).not.toContain('ant-select-disabled');
  });
  fireEvent.mouseDown(box);
  // The drop-down it opened: every select keeps its own once opened, the others hidden.
  const open = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
  await waitFor(() => {
    expect(open()).toHaveLength(1);
  });
  const item = [...(open()[0]?.querySelectorAll('.ant-select-item-option') ?? [])].find(
    (element) => element.getAttribute('title') === option,
  );
  if (!(item instanceof HTMLElement)) throw new Error(`no option ${option}`);
  fireEvent.click(item);
}

describe('warnings of the BOM mapping step', () => {
  beforeEach(() => {
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['en_US', 'zh_CN', 'zh_TW'] as const)(
    'says which columns look wrong, in the buyer’s language (%s)',
    async (lang) => {
      await switchLang(lang);
      stubCalls([on(contract.bom.uploadBom, () => ({ data: bomPreviewFixture(SHIFTED) }))]);
      renderRoute([{ path: '/bom_upload', element: <BomUploadPage /> }], '/bom_upload');
      await screen.findByText(textOf('bom.upload.hint', lang));
      pick('hackrf.csv');
      expect(await screen.findByText(textOf('bom.warning.title', lang))).toBeTruthy();
      const named = fillText(textOf('bom.warning.columnNamed', lang), {
        letter: 'C',
        header: 'Manufacturer',
      });
      const bare = fillText(textOf('bom.warning.column', lang), { letter: 'E' });
      expect(screen.getByText(say('bom.warning.makerColumnNotMakers', lang, named, 0, 2))).toBeTruthy();
      expect(
        screen.getByText(say('bom.warning.partNumberColumnNotPartNumbers', lang, bare, 0, 2)),
      ).toBeTruthy();
    },
  );

  it('marks the columns it warns about, and drops a warning once the correction no longer earns it', async () => {
    await switchLang('en_US');
    const en = (key: string) => textOf(key, 'en_US');
    const corrected = {
      tables: [{ headerRow: 0, columns: { qty: 0, manufacturer: 3, mfrPn: 4 } }],
    };
    const sent = stubCalls([
      on(contract.bom.uploadBom, () => ({ data: bomPreviewFixture(SHIFTED) })),
      on(contract.bom.qryBomPreview, (body) => ({
        data: bomPreviewFixture({
          ...SHIFTED,
          mappingSource: 'given',
          mapping: body.mapping ?? null,
          // The server checks the columns again: with the makers in D, only C's old role was wrong.
          warnings: body.mapping?.tables[0]?.columns.manufacturer === 3 ? [] : SHIFTED.warnings,
        }),
      })),
    ]);
    renderRoute([{ path: '/bom_upload', element: <BomUploadPage /> }], '/bom_upload');
    await screen.findByText(en('bom.upload.hint'));
    pick('hackrf.csv');
    await screen.findByText(en('bom.warning.title'));
    const roleOf = (letter: string) =>
      screen.getByRole('combobox', { name: `Column ${letter} holds` }).closest('.ant-select');
    expect(roleOf('C')?.className).toContain('ant-select-status-warning');
    expect(roleOf('D')?.className).not.toContain('ant-select-status-warning');

    await choose('Column E holds', en('bom.field.mfrPn'));
    await choose('Column D holds', en('bom.field.manufacturer'));
    await waitFor(() => {
      expect(screen.queryByText(en('bom.warning.title'))).toBeNull();
    });
    expect(bodiesTo(sent, contract.bom.qryBomPreview).at(-1)).toEqual({
      tenantBomLogId: '31',
      mapping: corrected,
    });
    expect(roleOf('C')?.className).not.toContain('ant-select-status-warning');
  });
});
