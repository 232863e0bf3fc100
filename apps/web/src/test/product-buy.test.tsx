import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { checkSearchQuantity, contract } from '@emall/contract';
import type { ProductDetails } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { productFixture } from './catalog-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { clearDirectBuy, readDirectBuy } from '../api/direct-buy';
import { ProductDetailsPage } from '../features/product/product-details-page';
import { validQuantity } from '../features/product/buy-quantity';

const en = (key: string) => textOf(key, 'en_US');
const ADD_TO_CART = contract.cart.addShopCart;

/** A reel-packed capacitor: packages of 10, a factory minimum of 10, a ladder whose last breaks repeat merged. */
const capacitor: ProductDetails = {
  ...productFixture({
    spuId: '97',
    mfrPartNumber: 'CC0402KRX7R7BB104',
    brandName: 'YAGEO',
    catalogIdPath: '/8/99/',
    topCatalogName: 'Capacitors',
    productCatalogName: 'MLCC',
    miniQty: 10,
    miniPkg: 10,
    quantity: 10,
    stock: 20_000,
    emallRedundantStockQty: 20_000,
    isSample: 'T',
    i18nProductSpec: [
      { i18nItemName: 'product.spec.package', itemValue: '0402' },
      { i18nItemName: 'product.spec.libraryType', itemValue: 'Extended' },
    ],
    priceBreaks: [
      { qtyFrom: 10, qtyTo: 999, taxPrice: '0.008825', notTaxPrice: '0.007810' },
      { qtyFrom: 1000, qtyTo: 2999, taxPrice: '0.006418', notTaxPrice: '0.005680' },
      { qtyFrom: 3000, qtyTo: null, taxPrice: '0.004814', notTaxPrice: '0.004260' },
    ],
  }),
  parameters: [
    { code: 'capacitance', name: 'Capacitance', value: '100nF', valueKey: '1E-7', group: 'electrical' },
    { code: 'voltageRating', name: 'Voltage rating', value: '16V', valueKey: '16', group: 'electrical' },
    { code: 'package', name: 'Package', value: '0402', valueKey: '0402', group: 'physical' },
    { code: 'x.packaging', name: 'Packaging', value: 'Tape & Reel (TR)', valueKey: '', group: 'other' },
  ],
};

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderPage(product: ProductDetails = capacitor) {
  const sent = stubCalls([
    on(contract.catalog.qryProductByKey, () => ({ data: product })),
    on(ADD_TO_CART, () => ({ data: { spuId: product.spuId, quantity: 2500, shoppingCartQty: 1 } })),
    on(contract.cart.qryMfrPnQty, () => ({ data: { shoppingCartQty: 1 } })),
  ]);
  renderRoute(
    [
      { path: '/details/:spuId', element: <ProductDetailsPage /> },
      { path: '*', element: <Where /> },
    ],
    `/details/${product.spuId}`,
  );
  return sent;
}

async function setQuantity(value: string) {
  const box = await screen.findByRole('textbox', { name: `${en('product.buy.quantity')} CC0402KRX7R7BB104` });
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
  return box;
}

function buyBox() {
  return screen.getByRole('region', { name: en('product.buy.label') });
}

describe('the quantity rules of the product page', () => {
  it('rounds up to whole packages, at least the least quantity, above stock at least the factory minimum', () => {
    const reel = { miniQty: 10, miniPkg: 10, stock: 20_000 };
    expect(validQuantity(2495, reel)).toBe(2500);
    expect(validQuantity(2500, reel)).toBe(2500);
    expect(validQuantity(1, reel)).toBe(10);
    const factory = { miniQty: 4000, miniPkg: 100, stock: 1000 };
    expect(validQuantity(900, factory)).toBe(900);
    expect(validQuantity(1050, factory)).toBe(4000);
    expect(validQuantity(4050, factory)).toBe(4100);
    expect(validQuantity(10 ** 9, { miniQty: 1, miniPkg: 7, stock: 0 })).toBe(99_999_998);
  });

  it('answers only quantities the shop accepts, never less than asked', () => {
    const products = [
      { miniQty: 1, miniPkg: 1, stock: 0 },
      { miniQty: 10, miniPkg: 10, stock: 20_000 },
      { miniQty: 4000, miniPkg: 100, stock: 1000 },
      { miniQty: 3000, miniPkg: 7, stock: 50 },
      { miniQty: 25, miniPkg: 4000, stock: 0 },
    ];
    for (const product of products) {
      for (const asked of [1, 6, 49, 50, 51, 999, 1000, 2495, 2999, 3001, 4001, 123_457]) {
        const qty = validQuantity(asked, product);
        expect(checkSearchQuantity(qty, product), `${asked} of ${JSON.stringify(product)}`).toEqual({
          ok: true,
        });
        expect(qty).toBeGreaterThanOrEqual(asked);
      }
    }
  });
});

describe('buying from the product page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    clearDirectBuy();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('prices the chosen quantity from its break, with the extended price with and without tax', async () => {
    givenSession({ user: DEMO_USER });
    renderPage();
    const box = await setQuantity('2495');
    expect((box as HTMLInputElement).value).toBe('2500');
    const region = buyBox();
    expect(within(region).getByRole('status').textContent).toBe('2,495 becomes 2,500');
    expect(within(region).getByText('Minimum 10, in multiples of 10')).toBeTruthy();
    expect(region.querySelector('.buy-box__unit')?.textContent).toBe('¥0.006418');
    expect(within(region).getByText('at 2,500 pcs', { exact: false })).toBeTruthy();
    const amounts = region.querySelector('.buy-box__amounts');
    // 2,500 × 0.006418 = 16.045 and 2,500 × 0.005680 = 14.2, as line amounts of six decimals.
    expect(amounts?.textContent).toContain('¥16.045000');
    expect(amounts?.textContent).toContain('¥14.200000');
    const active = region.querySelector('.product-prices [aria-current="true"]');
    expect(active?.textContent).toContain('1,000 - 2,999');
  });

  it('takes a valid quantity as typed, saying nothing, and marks the break it falls in', async () => {
    givenSession({ user: DEMO_USER });
    renderPage();
    await setQuantity('5000');
    const region = buyBox();
    expect(within(region).getByRole('status').textContent).toBe('');
    expect(region.querySelector('.buy-box__unit')?.textContent).toBe('¥0.004814');
    expect(region.querySelector('.product-prices [aria-current="true"]')?.textContent).toContain('3,000+');
    expect(region.querySelector('.buy-box__amounts')?.textContent).toContain('¥24.070000');
  });

  it('adds the chosen quantity to the cart as the lists do, then opens the cart', async () => {
    givenSession({ user: DEMO_USER });
    const sent = renderPage();
    await setQuantity('2495');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: CC0402KRX7R7BB104' }));
    expect(await screen.findByText('at /shopping_cart')).toBeTruthy();
    expect(bodiesTo(sent, ADD_TO_CART)).toEqual([{ spuId: '97', quantity: 2500 }]);
  });

  it('sends an anonymous buyer to log in first, coming back to the part', async () => {
    givenSession({ user: null });
    const sent = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: CC0402KRX7R7BB104' }));
    expect(await screen.findByText('at /login?origin=%2Fdetails%2F97')).toBeTruthy();
    expect(bodiesTo(sent, ADD_TO_CART)).toEqual([]);
  });

  it('buys now at the chosen quantity without the cart', async () => {
    givenSession({ user: DEMO_USER });
    const sent = renderPage();
    await setQuantity('3000');
    fireEvent.click(screen.getByRole('button', { name: 'Buy now: CC0402KRX7R7BB104' }));
    expect(await screen.findByText('at /confirm_order')).toBeTruthy();
    expect(readDirectBuy()).toEqual({ lines: [{ spuId: '97', quantity: 3000 }], taxFlag: 'T' });
    expect(bodiesTo(sent, ADD_TO_CART)).toEqual([]);
  });

  it('opens a new enquiry with its part, maker and quantity', async () => {
    givenSession({ user: DEMO_USER });
    renderPage();
    await setQuantity('2500');
    fireEvent.click(screen.getByRole('button', { name: en('product.buy.quote') }));
    expect(await screen.findByText('at /enquiry?part=CC0402KRX7R7BB104&brand=YAGEO&qty=2500')).toBeTruthy();
  });

  it('offers a sample only for a sample part', async () => {
    givenSession({ user: DEMO_USER });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: en('product.buy.sample') }));
    expect(await screen.findByText('at /sample?spuId=97')).toBeTruthy();
  });

  it('offers no sample for a part that is not one', async () => {
    givenSession({ user: DEMO_USER });
    renderPage({ ...capacitor, isSample: 'F' });
    await screen.findByRole('button', { name: en('product.buy.quote') });
    expect(screen.queryByRole('button', { name: en('product.buy.sample') })).toBeNull();
  });

  it('says the rest is ordered from the factory when the quantity is above stock', async () => {
    givenSession({ user: DEMO_USER });
    renderPage({ ...capacitor, miniQty: 4000, stock: 1000, emallRedundantStockQty: 1000 });
    expect(
      await screen.findByText('Beyond the 1,000 in stock it is ordered from the factory: at least 4,000', {
        exact: false,
      }),
    ).toBeTruthy();
    await setQuantity('1050');
    const region = buyBox();
    expect(within(region).getByRole('status').textContent).toBe('1,050 becomes 4,000');
    expect(within(region).getByText(en('rules.quantity.exceedsStock'))).toBeTruthy();
  });
});

describe('the parameters of the product page', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: null });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('groups every parameter and links each value to its category narrowed to it', async () => {
    renderPage();
    const electrical = await screen.findByRole('region', { name: en('product.params.group.electrical') });
    const capacitance = within(electrical).getByRole('link', { name: '100nF' });
    expect(capacitance.getAttribute('href')).toBe('/catalog/99?f.capacitance=1E-7');
    const physical = screen.getByRole('region', { name: en('product.params.group.physical') });
    expect(within(physical).getByRole('link', { name: '0402' }).getAttribute('href')).toBe(
      '/catalog/99?f.package=0402',
    );
    // A value without a key cannot be filtered by: it shows as text.
    const other = screen.getByRole('region', { name: en('product.params.group.other') });
    expect(within(other).getByText('Tape & Reel (TR)')).toBeTruthy();
    expect(within(other).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Extended')).toBeNull();
  });

  it('shows the spec items without the library type when the catalog holds no parameters', async () => {
    renderPage({ ...capacitor, parameters: [] });
    expect(await screen.findByText(en('product.spec.package'))).toBeTruthy();
    expect(screen.getByText('0402')).toBeTruthy();
    expect(screen.queryByText('Extended')).toBeNull();
    expect(screen.queryByText('Library type')).toBeNull();
  });

  it('names the groups in the buyer’s language', async () => {
    await switchLang('zh_CN');
    renderPage();
    expect(
      await screen.findByRole('region', { name: textOf('product.params.group.electrical', 'zh_CN') }),
    ).toBeTruthy();
    expect(screen.getByText('起订 10，按 10 的倍数购买')).toBeTruthy();
  });
});
