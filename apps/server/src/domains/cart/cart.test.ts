import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { CartLine, CartState } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertCartFixture, type CartFixture } from './cart.fixture.js';

const calls = contract.cart;
let t: TestApp;
let people: Buyers;
let parts: CartFixture;
let demo: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  parts = await insertCartFixture(t.database.db);
  demo = t.client();
  demo.lang = 'en_US';
  await demo.loginAs(people.buyer);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from cart_line`);
});

const cart = () => demo.data<CartState>(calls.qryShopCart);
const lineOf = (state: CartState, spuId: string) => state.list.find((line) => line.spuId === spuId);

describe('addShopCart', () => {
  it('adds a selected line priced at its quantity break, and the count follows', async () => {
    const added = await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 10 });
    expect(added).toEqual({ spuId: parts.stm, quantity: 10, shoppingCartQty: 1 });
    expect(await demo.data(calls.qryMfrPnQty)).toEqual({ shoppingCartQty: 1 });
    const state = await cart();
    expect(lineOf(state, parts.stm)).toMatchObject({
      quantity: 10,
      taxPrice: '11.300000',
      notTaxPrice: '10.000000',
      amount: '113.000000',
      notTaxAmount: '100.000000',
      isSelected: 'T',
      shortageFlag: 'F',
    });
    expect(state).toMatchObject({
      shoppingCartQty: 1,
      selectedQty: 1,
      totalAmount: '113.00',
      hasShortage: false,
    });
  });

  it('adds more of a product already in the cart to its quantity, repricing the line', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 10 });
    const added = await demo.data(calls.addShopCart, { spuId: Number(parts.stm), quantity: '590' });
    expect(added).toMatchObject({ quantity: 600, shoppingCartQty: 1 });
    expect(lineOf(await cart(), parts.stm)).toMatchObject({
      taxPrice: '10.170000',
      amount: '6102.000000',
      shortageFlag: 'T',
    });
    expect((await cart()).hasShortage).toBe(true);
  });

  it('keeps a custom part number sent with the product', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 1, custPn: '  HX-MCU-01 ' });
    expect(lineOf(await cart(), parts.stm)?.custPn).toBe('HX-MCU-01');
  });

  it('answers 400 with a message per field for a malformed body', async () => {
    const answer = await demo.call(calls.addShopCart, { quantity: '0012', custPn: 'x'.repeat(36) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errcode: 'VALIDATION_FAILED',
      fields: {
        spuId: 'is required',
        quantity: 'has the wrong type',
        custPn: 'must have at most 35 characters',
      },
    });
    const tooBig = await demo.call(calls.addShopCart, { spuId: parts.stm, quantity: 123_456_789 });
    expect(tooBig.body).toMatchObject({ fields: { quantity: 'must be at most 99999999' } });
    const zero = await demo.call(calls.addShopCart, { spuId: 'abc', quantity: 0 });
    expect(zero.body).toMatchObject({
      fields: { spuId: 'has an invalid value', quantity: 'must be at least 1' },
    });
  });

  it('refuses a quantity that is not a whole number of packages, in the caller language', async () => {
    const answer = await demo.call(calls.addShopCart, { spuId: parts.packaged, quantity: 175 });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errcode: 'QUANTITY_NOT_PACKAGE_MULTIPLE',
      msg: 'The quantity must be a whole multiple of the minimum package 50',
    });
    demo.lang = 'zh_CN';
    const chinese = await demo.call(calls.addShopCart, { spuId: parts.packaged, quantity: 175 });
    demo.lang = 'en_US';
    expect(chinese.body).toMatchObject({ msg: '数量须为最小包装量50的整数倍' });
  });

  it('refuses a quantity above stock that is below the minimum order quantity', async () => {
    const answer = await demo.call(calls.addShopCart, { spuId: parts.scarce, quantity: 50 });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errcode: 'QUANTITY_BELOW_MINIMUM',
      msg: 'The quantity is below the minimum order quantity 100',
    });
    expect(await demo.data(calls.addShopCart, { spuId: parts.scarce, quantity: 100 })).toMatchObject({
      quantity: 100,
    });
  });

  it('refuses a sum that would no longer fit the 8-digit quantity box', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 99_999_990 });
    const answer = await demo.call(calls.addShopCart, { spuId: parts.stm, quantity: 10 });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errcode: 'QUANTITY_TOO_LARGE' });
  });

  it('answers 404 for a product that does not exist or is no longer sold', async () => {
    for (const spuId of ['999999999', parts.inactive]) {
      const answer = await demo.call(calls.addShopCart, { spuId, quantity: 1 });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ errcode: 'PRODUCT_UNAVAILABLE' });
    }
  });

  it('adds a product without a price unselected, without amounts, outside the totals', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 1 });
    await demo.data(calls.addShopCart, { spuId: parts.unpriced, quantity: 5 });
    const state = await cart();
    expect(lineOf(state, parts.unpriced)).toMatchObject({ isMatch: false, isSelected: 'F', amount: null });
    expect(state).toMatchObject({ shoppingCartQty: 2, selectedQty: 1, totalAmount: '12.43' });
    expect(state.list.map((line) => line.spuId)).toEqual([parts.unpriced, parts.stm]);
  });

  it('enforces EMALL_SHOP_CART_CAPACITY with a clear message, while existing lines can still grow', async () => {
    await t.database.db.execute(
      sql`update sys_param set param_value = '2' where param_code = 'EMALL_SHOP_CART_CAPACITY'`,
    );
    try {
      await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 1 });
      await demo.data(calls.addShopCart, { spuId: parts.packaged, quantity: 100 });
      const full = await demo.call(calls.addShopCart, { spuId: parts.scarce, quantity: 100 });
      expect(full.status).toBe(422);
      expect(full.body).toMatchObject({
        errcode: 'CART_FULL',
        msg: 'The shopping cart holds at most 2 products; please delete some first',
      });
      expect(await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 1 })).toMatchObject({
        quantity: 2,
        shoppingCartQty: 2,
      });
      expect((await cart()).capacity).toBe(2);
    } finally {
      await t.database.db.execute(
        sql`update sys_param set param_value = '200' where param_code = 'EMALL_SHOP_CART_CAPACITY'`,
      );
    }
  });
});

describe('changeShopCart', () => {
  it('changes the quantity and answers the line repriced at the new break', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 1 });
    const line = await demo.data<CartLine>(calls.changeShopCart, { spuId: parts.stm, quantity: '100' });
    expect(line).toMatchObject({ quantity: 100, taxPrice: '10.170000', amount: '1017.000000' });
    expect(lineOf(await cart(), parts.stm)?.quantity).toBe(100);
  });

  it('refuses a quantity against the rules with the server message and keeps the old one', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.packaged, quantity: 100 });
    const answer = await demo.call(calls.changeShopCart, { spuId: parts.packaged, quantity: 120 });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errcode: 'QUANTITY_NOT_PACKAGE_MULTIPLE' });
    expect(lineOf(await cart(), parts.packaged)?.quantity).toBe(100);
  });

  it('answers 404 for a product that is not in the cart, and 400 for a bad quantity', async () => {
    const missing = await demo.call(calls.changeShopCart, { spuId: parts.stm, quantity: 5 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errcode: 'CART_LINE_NOT_FOUND' });
    const bad = await demo.call(calls.changeShopCart, { spuId: parts.stm, quantity: -3 });
    expect(bad.status).toBe(400);
  });
});

describe('delShopCart', () => {
  it('deletes one line by spuId or several by a list, and answers the new count', async () => {
    for (const [spuId, quantity] of [
      [parts.stm, 1],
      [parts.packaged, 100],
      [parts.scarce, 100],
    ] as const)
      await demo.data(calls.addShopCart, { spuId, quantity });
    expect(await demo.data(calls.delShopCart, { spuId: parts.stm })).toEqual({
      deleted: 1,
      shoppingCartQty: 2,
    });
    expect(await demo.data(calls.delShopCart, { spuIds: `${parts.packaged},${parts.scarce}` })).toEqual({
      deleted: 2,
      shoppingCartQty: 0,
    });
  });

  it('answers 404 when none of the products is in the cart, and 400 without any spuId', async () => {
    expect((await demo.call(calls.delShopCart, { spuIds: [parts.stm] })).status).toBe(404);
    const none = await demo.call(calls.delShopCart, {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fields: { spuIds: 'is required' } });
  });
});

describe('changeShopCartMfr', () => {
  it('sets a custom part number, and an empty one clears it', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 1 });
    expect(await demo.data(calls.changeShopCartMfr, { spuId: parts.stm, custPn: ' CUST-001 ' })).toEqual({
      spuId: parts.stm,
      custPn: 'CUST-001',
    });
    expect(lineOf(await cart(), parts.stm)).toMatchObject({ custPn: 'CUST-001', custPartNumber: 'CUST-001' });
    await demo.data(calls.changeShopCartMfr, { spuId: parts.stm, custPn: '' });
    expect(lineOf(await cart(), parts.stm)?.custPn).toBeNull();
  });

  it('refuses more than 35 characters and answers 404 outside the cart', async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 1 });
    const long = await demo.call(calls.changeShopCartMfr, { spuId: parts.stm, custPn: '客'.repeat(36) });
    expect(long.body).toMatchObject({ fields: { custPn: 'must have at most 35 characters' } });
    expect((await demo.call(calls.changeShopCartMfr, { spuId: parts.scarce, custPn: 'A' })).status).toBe(404);
  });
});

describe('changeStatus and qryShopInfo', () => {
  beforeEach(async () => {
    await demo.data(calls.addShopCart, { spuId: parts.stm, quantity: 10 });
    await demo.data(calls.addShopCart, { spuId: parts.packaged, quantity: 1000 });
  });

  it('unselects and selects lines, and the totals follow the selection', async () => {
    expect((await cart()).totalAmount).toBe('1113.01');
    expect(await demo.data(calls.changeStatus, { spuId: parts.stm, isSelected: 'F' })).toEqual({
      updated: 1,
    });
    expect(await cart()).toMatchObject({
      selectedQty: 1,
      totalAmount: '1000.01',
      notTaxTotalAmount: '885.00',
    });
    await demo.data(calls.changeStatus, { spuIds: [parts.stm, parts.packaged], isSelected: false });
    expect(await cart()).toMatchObject({ selectedQty: 0, totalAmount: '0.00' });
  });

  it('answers the selected lines for the order confirmation, or the lines named', async () => {
    await demo.data(calls.changeStatus, { spuIds: [parts.packaged], isSelected: 'F' });
    const info = await demo.data<CartState>(calls.qryShopInfo, {});
    expect(info.list.map((line) => line.spuId)).toEqual([parts.stm]);
    expect(info).toMatchObject({ shoppingCartQty: 1, totalAmount: '113.00', hasShortage: false });
    const named = await demo.data<CartState>(calls.qryShopInfo, { spuIds: [parts.packaged, '424242'] });
    expect(named.list.map((line) => line.spuId)).toEqual([parts.packaged]);
    expect(named.totalAmount).toBe('1000.01');
  });

  it('answers 400 for a selection flag that is neither T nor F', async () => {
    const answer = await demo.call(calls.changeStatus, { spuId: parts.stm, isSelected: 'Y' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { isSelected: 'has an invalid value' } });
  });
});
