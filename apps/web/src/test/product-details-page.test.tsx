import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { contract, SALES_CHANNEL_HEADER } from '@emall/contract';
import { SALES_CHANNEL_STORAGE_KEY } from '../api/request-headers';
import { bodiesTo, on, requestsTo, stubCalls } from './api-stub';
import type { SentRequest, StubAnswer } from './api-stub';
import { productFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { givenSession } from './session-fixture';
import { ProductDetailsPage } from '../features/product/product-details-page';

const BY_KEY = contract.catalog.qryProductByKey;
const BY_PART_NUMBER = contract.catalog.qryDigitProductByKey;

const product = productFixture({
  spuId: '42',
  mfrPartNumber: 'STM32F103C8T6',
  productDesc: 'ARM Cortex-M3 MCU, 64 KB flash',
  i18nProductSpec: [
    { i18nItemName: 'product.spec.package', itemValue: 'LQFP-48' },
    { i18nItemName: 'product.spec.libraryType', itemValue: 'Basic' },
  ],
});

function renderDetails(path: string, answer: StubAnswer<typeof BY_KEY> = { data: product }): SentRequest[] {
  const sent = stubCalls([on(BY_KEY, () => answer), on(BY_PART_NUMBER, () => answer)]);
  renderRoute(
    [
      { path: '/details/:spuId', element: <ProductDetailsPage /> },
      { path: '/details/:mfrPartNumber/:brandCode', element: <ProductDetailsPage /> },
    ],
    path,
  );
  return sent;
}

describe('product details', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the part number, brand, description and translated specs, never the library type', async () => {
    const sent = renderDetails('/details/42');
    expect(await screen.findByRole('heading', { name: 'STM32F103C8T6' })).toBeTruthy();
    expect(bodiesTo(sent, BY_KEY)[0]).toEqual({ spuId: '42' });
    expect(screen.getByText('STMicroelectronics')).toBeTruthy();
    expect(screen.getByText('ARM Cortex-M3 MCU, 64 KB flash')).toBeTruthy();
    expect(screen.getByText(textOf('product.spec.package', 'en_US'))).toBeTruthy();
    expect(screen.getByText('LQFP-48')).toBeTruthy();
    expect(screen.queryByText('Library type')).toBeNull();
    expect(screen.queryByText('Basic')).toBeNull();
  });

  it('has no search box of its own: the header carries the one search box', async () => {
    renderDetails('/details/42');
    await screen.findByRole('heading', { name: 'STM32F103C8T6' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('links its categories from the breadcrumb and the facts to their pages', async () => {
    renderDetails('/details/42');
    const path = await screen.findByLabelText(textOf('catalog.page.path', 'en_US'));
    expect(
      within(path)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [textOf('catalog.link.all', 'en_US'), '/catalog'],
      ['ICs', '/catalog/1'],
      ['Microcontrollers', '/catalog/2'],
    ]);
    expect(within(path).getByText('STM32F103C8T6')).toBeTruthy();
    const facts = screen.getByText(textOf('product.detail.catalog', 'en_US')).closest('tr');
    expect(facts && within(facts).getByRole('link', { name: 'Microcontrollers' }).getAttribute('href')).toBe(
      '/catalog/2',
    );
  });

  it('says no data manual when the part has no datasheet', async () => {
    renderDetails('/details/42');
    expect(await screen.findByText('no data manual')).toBeTruthy();
  });

  it('links the datasheet when there is one', async () => {
    renderDetails('/details/42', {
      data: { ...product, detailSpecFile: 'https://www.st.com/stm32f103.pdf' },
    });
    const link = await screen.findByRole('link', { name: /Open the datasheet/ });
    expect(link.getAttribute('href')).toBe('https://www.st.com/stm32f103.pdf');
    expect(screen.queryByText('no data manual')).toBeNull();
  });

  it('lists the price breaks with quantity ranges and prices with and without tax', async () => {
    renderDetails('/details/42');
    const region = await screen.findByRole('region', { name: textOf('product.buy.label', 'en_US') });
    const table = region.querySelector('.product-prices');
    if (!(table instanceof HTMLElement)) throw new Error('no price break table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(rows).toEqual([
      ['1 - 9', '¥12.430000', '¥11.000000'],
      ['10 - 99', '¥11.300000', '¥10.000000'],
      ['100+', '¥10.170000', '¥9.000000'],
    ]);
    expect(within(region).getByText('Tax rate: 13%')).toBeTruthy();
  });

  it('shows the stock of each warehouse', async () => {
    renderDetails('/details/42');
    const njHb = await screen.findByRole('rowheader', { name: textOf('product.warehouse.njHb', 'en_US') });
    expect(njHb.closest('tr')?.textContent).toContain('300');
    const hk = screen.getByRole('rowheader', { name: textOf('product.warehouse.hk', 'en_US') });
    expect(hk.closest('tr')?.textContent).toContain('200');
  });

  it('shows the agent direct sale certificate when the part has one', async () => {
    renderDetails('/details/42', {
      data: { ...product, agentCert: [{ fileUrl: '/certs/st.pdf', fileName: 'ST authorisation 2026' }] },
    });
    expect(await screen.findByText(textOf('product.detail.agentCert', 'en_US'))).toBeTruthy();
    const link = screen.getByRole('link', { name: 'ST authorisation 2026' });
    expect(link.getAttribute('href')).toBe('/certs/st.pdf');
  });

  it('keeps the sales channel of query p and sends it with the request', async () => {
    const sent = renderDetails('/details/42?p=WECHAT');
    await screen.findByRole('heading', { name: 'STM32F103C8T6' });
    expect(sessionStorage.getItem(SALES_CHANNEL_STORAGE_KEY)).toBe('WECHAT');
    expect(requestsTo(sent, BY_KEY)[0]?.headers[SALES_CHANNEL_HEADER]).toBe('WECHAT');
  });

  it('finds a part by part number and brand code', async () => {
    const sent = renderDetails('/details/STM32F103C8T6/ST');
    await screen.findByRole('heading', { name: 'STM32F103C8T6' });
    expect(bodiesTo(sent, BY_PART_NUMBER)[0]).toEqual({
      mfrPartNumber: 'STM32F103C8T6',
      brandCode: 'ST',
    });
  });

  it('shows a not-found state for a missing part, without an error toast', async () => {
    renderDetails('/details/999', { status: 404, errcode: 'NOT_FOUND', msg: 'The part does not exist' });
    expect(await screen.findByText(textOf('product.detail.notFound', 'en_US'))).toBeTruthy();
    expect(screen.queryByText('The part does not exist')).toBeNull();
  });

  it('shows not found for a spuId that cannot exist, without asking', () => {
    const sent = renderDetails('/details/abc');
    expect(screen.getByText(textOf('product.detail.notFound', 'en_US'))).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
