import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contract } from '@emall/contract';
import { bodiesTo, on, requestsTo, stubCalls } from './api-stub';
import type { StubAnswer } from './api-stub';
import { cartLineFixture, cartStateFixture } from './cart-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { CartPage } from '../features/cart/cart-page';

const en = (key: string) => textOf(key, 'en_US');
const line = cartLineFixture({ spuId: '11', mfrPartNumber: 'STM32F103C8T6' });

const IMPORT = contract.cart.batchImportCustPns;

function renderCart(importAnswer: () => StubAnswer<typeof IMPORT>) {
  const sent = stubCalls([
    on(contract.cart.qryShopCart, () => ({ data: cartStateFixture([line]) })),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 1 } })),
    on(IMPORT, importAnswer),
    on(contract.cart.download, () => ({ file: 'template', contentType: 'application/octet-stream' })),
  ]);
  renderRoute([{ path: '/shopping_cart', element: <CartPage /> }], '/shopping_cart');
  return sent;
}

async function openDialog() {
  await screen.findByRole('link', { name: 'STM32F103C8T6' });
  fireEvent.click(screen.getByRole('button', { name: en('cart.action.uploadCustPn') }));
  return screen.findByRole('dialog');
}

function pick(name: string) {
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['sheet'], name)] } });
}

describe('custom part number upload', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens a 468 px dialog that accepts .xls and .xlsx, with both templates', async () => {
    const sent = renderCart(() => ({ data: { list: [], allMatch: true } }));
    const dialog = await openDialog();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('468px');
    expect(document.querySelector('.ant-modal input[type=file]')?.getAttribute('accept')).toBe('.xls,.xlsx');
    fireEvent.click(screen.getByRole('button', { name: en('upload.template.en') }));
    fireEvent.click(screen.getByRole('button', { name: en('upload.template.zh') }));
    await waitFor(() => {
      expect(requestsTo(sent, contract.cart.download).map((r) => r.search)).toEqual([
        '?filePath=template%2Fcust_pn_template_en.xlsx',
        '?filePath=template%2Fcust_pn_template_zh.xlsx',
      ]);
    });
    expect((await screen.findAllByText(en('download.success'))).length).toBeGreaterThan(0);
  });

  it('uploads the file, then says it matched and reads the cart again', async () => {
    const sent = renderCart(() => ({ data: { list: [], allMatch: true } }));
    await openDialog();
    pick('parts.xlsx');
    expect(await screen.findByText('parts.xlsx uploaded successfully')).toBeTruthy();
    expect(bodiesTo(sent, IMPORT)).toEqual([{ file: 'parts.xlsx' }]);
    expect(bodiesTo(sent, contract.cart.qryShopCart).length).toBeGreaterThan(1);
  });

  it('names the file and the rows not matched after a partial match', async () => {
    const row = (rowNo: number, isMatch: boolean) => ({
      rowNo,
      brand: '',
      mfrPartNumber: 'X',
      custPn: 'Y',
      isMatch,
      spuIds: isMatch ? ['11'] : [],
    });
    renderCart(() => ({ data: { list: [row(2, true), row(3, false), row(5, false)], allMatch: false } }));
    await openDialog();
    pick('bom.xls');
    const text = `bom.xls some part numbers could not be matched, please check ${en('upload.unmatchedRows').replace('{rows}', '3, 5')}`;
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("shows the server's message, or '{file} upload failed' when there is none", async () => {
    renderCart(() => ({ status: 422, errcode: 'SPREADSHEET_UNREADABLE', msg: 'Not a spreadsheet' }));
    await openDialog();
    pick('photo.xlsx');
    expect(await screen.findByText('Not a spreadsheet')).toBeTruthy();
  });

  it("says '{file} upload failed' when no message came back", async () => {
    renderCart(() => ({ status: 500, errcode: 'INTERNAL', msg: '' }));
    await openDialog();
    pick('parts.xlsx');
    expect(await screen.findByText('parts.xlsx upload failed')).toBeTruthy();
  });

  it('refuses other file kinds in the picker without sending them', async () => {
    const sent = renderCart(() => ({ data: { list: [], allMatch: true } }));
    await openDialog();
    pick('parts.csv');
    expect(await screen.findAllByText(en('upload.accept'))).not.toHaveLength(0);
    expect(bodiesTo(sent, IMPORT)).toEqual([]);
  });
});
