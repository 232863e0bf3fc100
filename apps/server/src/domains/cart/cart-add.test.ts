import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CartState } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { queryRows } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { insertCartFixture, type CartFixture } from './cart.fixture.js';
import { addManyToCart, type CartAddLine } from './cart-add.service.js';
import { addToCart } from './cart-write.service.js';

/**
 * The cart's batch add (a BOM's hundreds of lines at once) against the same lines added one by one through
 * addShopCart's own function: the same outcome for each line, the same cart after, on PGlite and PostgreSQL.
 */

let t: TestApp;
let people: Buyers;
let parts: CartFixture;
let demo: TestClient;
let staff: StaffContext;

const setCapacity = (n: number) =>
  t.database.db.execute(
    sql`update sys_param set param_value = ${String(n)} where param_code = 'EMALL_SHOP_CART_CAPACITY'`,
  );

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  parts = await insertCartFixture(t.database.db);
  demo = t.client();
  demo.lang = 'en_US';
  await demo.loginAs(people.buyer);
  // The cart the session's add writes to names the staff member and the tenant they act for.
  await demo.data(contract.cart.addShopCart, { spuId: parts.stm, quantity: 1 });
  const [owner] = await queryRows<{ tenant_id: number; staff_id: number }>(
    t.database.db,
    sql`select tenant_id::int as tenant_id, staff_id::int as staff_id from cart_line`,
  );
  if (!owner) throw new Error('no cart line');
  staff = {
    sessionKey: '',
    staffId: owner.staff_id,
    userCode: people.buyer.staffCode,
    tenantId: owner.tenant_id,
    tenantIds: [owner.tenant_id],
    lang: null,
  };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from cart_line`);
});

const deps = () => ({ db: t.database.db, readDb: t.database.readDb, clock: t.clock });

/** What a line became, in a form both ways of adding answer alike. */
type Outcome = { spuId: string; quantity: number } | { spuId: string; code: string; params: unknown };

async function oneByOne(lines: readonly CartAddLine[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const line of lines) {
    try {
      const { quantity } = await addToCart(deps(), staff, 'en_US', line);
      outcomes.push({ spuId: line.spuId, quantity });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ spuId: line.spuId, code: error.code, params: error.params });
    }
  }
  return outcomes;
}

async function batch(lines: readonly CartAddLine[]): Promise<Outcome[]> {
  const answer = await addManyToCart(deps(), staff, lines, 'en_US');
  expect(answer.shoppingCartQty).toBe((await cartState()).shoppingCartQty);
  return answer.lines.map((o) =>
    o.added
      ? { spuId: o.spuId, quantity: o.quantity }
      : { spuId: o.spuId, code: o.error.code, params: o.error.params },
  );
}

const cartState = () => demo.data<CartState>(contract.cart.qryShopCart);

/** The cart as stored, in the order the cart lists it, with the quote each line carries. */
const storedCart = () =>
  queryRows<{
    product_id: string;
    quantity: number;
    cust_pn: string | null;
    is_selected: boolean;
    quote: string | null;
  }>(
    t.database.db,
    sql`select product_id::text as product_id, quantity, cust_pn, is_selected, enquiry_line_id::text as quote
        from cart_line order by created_at desc, id desc`,
  );

/** The cart before the adds: 100 of LM358DR carrying a quote, 20 of LM358 unselected with a part number. */
async function startingCart(): Promise<void> {
  await t.database.db.execute(sql`delete from cart_line`);
  await addToCart(deps(), staff, 'en_US', { spuId: parts.packaged, quantity: 100 });
  await addToCart(deps(), staff, 'en_US', { spuId: parts.scarce, quantity: 100, custPn: 'OP-AMP' });
  await t.database.db.execute(
    sql`update cart_line set enquiry_line_id = 7 where product_id = ${parts.packaged}`,
  );
  await t.database.db.execute(
    sql`update cart_line set is_selected = false where product_id = ${parts.scarce}`,
  );
}

/** Runs the lines both ways from the same starting cart; answers both outcomes and carts. */
async function bothWays(lines: readonly CartAddLine[]) {
  await startingCart();
  const batched = await batch(lines);
  const batchedCart = await storedCart();
  await startingCart();
  const single = await oneByOne(lines);
  const singleCart = await storedCart();
  return { batched, batchedCart, single, singleCart };
}

describe('addManyToCart', () => {
  it('answers each line and leaves the cart exactly as adding the lines one by one does', async () => {
    // A product still sold that is none of the fixture's: the fifth distinct part.
    const [spare] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from product where is_active
          and id not in (${parts.stm}, ${parts.packaged}, ${parts.scarce}, ${parts.unpriced}) order by id limit 1`,
    );
    if (!spare) throw new Error('no spare product');
    await setCapacity(4);
    try {
      const lines: CartAddLine[] = [
        // A new part; then more of it on a second line: the two add up.
        { spuId: parts.stm, quantity: 10 },
        // More of a part already in the cart: its quote is dropped, the sum must be a multiple of 50.
        { spuId: parts.packaged, quantity: 50 },
        { spuId: parts.stm, quantity: 5, custPn: 'MCU-1' },
        // Not sold any more, unknown, not an id.
        { spuId: parts.inactive, quantity: 1 },
        { spuId: '999999999', quantity: 1 },
        { spuId: 'abc', quantity: 1 },
        // 150 + 30 is no whole number of packages of 50.
        { spuId: parts.packaged, quantity: 30 },
        // 15 + 99,999,985 is one more than the 8 digits a cart quantity holds.
        { spuId: parts.stm, quantity: 99_999_985 },
        // The fourth part fills the cart to its capacity of 4; a fifth finds it full.
        { spuId: parts.unpriced, quantity: 1 },
        { spuId: spare.id, quantity: 1 },
        // A part already in the cart still grows in a full cart.
        { spuId: parts.scarce, quantity: 10 },
      ];
      const { batched, batchedCart, single, singleCart } = await bothWays(lines);
      expect(batched).toEqual([
        { spuId: parts.stm, quantity: 10 },
        { spuId: parts.packaged, quantity: 150 },
        { spuId: parts.stm, quantity: 15 },
        { spuId: parts.inactive, code: 'PRODUCT_UNAVAILABLE', params: {} },
        { spuId: '999999999', code: 'PRODUCT_UNAVAILABLE', params: {} },
        { spuId: 'abc', code: 'PRODUCT_UNAVAILABLE', params: {} },
        { spuId: parts.packaged, code: 'QUANTITY_NOT_PACKAGE_MULTIPLE', params: { n: 50 } },
        { spuId: parts.stm, code: 'QUANTITY_TOO_LARGE', params: { n: 99_999_999 } },
        { spuId: parts.unpriced, quantity: 1 },
        { spuId: spare.id, code: 'CART_FULL', params: { n: 4 } },
        { spuId: parts.scarce, quantity: 110 },
      ]);
      expect(single).toEqual(batched);
      expect(batchedCart).toEqual([
        // Listed newest first: the two new parts in the order they were added, then the old lines.
        { product_id: parts.unpriced, quantity: 1, cust_pn: null, is_selected: false, quote: null },
        { product_id: parts.stm, quantity: 15, cust_pn: 'MCU-1', is_selected: true, quote: null },
        { product_id: parts.scarce, quantity: 110, cust_pn: 'OP-AMP', is_selected: true, quote: null },
        { product_id: parts.packaged, quantity: 150, cust_pn: null, is_selected: true, quote: null },
      ]);
      expect(singleCart).toEqual(batchedCart);
    } finally {
      await setCapacity(200);
    }
  });

  it('refuses a new part at the capacity and takes it one below, as one-by-one adds do', async () => {
    const lines = [
      { spuId: parts.stm, quantity: 1 },
      { spuId: parts.unpriced, quantity: 1 },
    ];
    await setCapacity(3);
    try {
      // Two lines held and room for one: the first new part fits, the second does not.
      const atBoundary = await bothWays(lines);
      expect(atBoundary.batched).toEqual([
        { spuId: parts.stm, quantity: 1 },
        { spuId: parts.unpriced, code: 'CART_FULL', params: { n: 3 } },
      ]);
      expect(atBoundary.single).toEqual(atBoundary.batched);
      expect(atBoundary.singleCart).toEqual(atBoundary.batchedCart);
      await setCapacity(4);
      const roomForBoth = await bothWays(lines);
      expect(roomForBoth.batched).toEqual([
        { spuId: parts.stm, quantity: 1 },
        { spuId: parts.unpriced, quantity: 1 },
      ]);
      expect(roomForBoth.batchedCart).toHaveLength(4);
      expect(roomForBoth.singleCart).toEqual(roomForBoth.batchedCart);
    } finally {
      await setCapacity(200);
    }
  });

  it('writes nothing when anything but a refusal fails, even after lines were accepted', async () => {
    await startingCart();
    const before = await storedCart();
    // The database refuses a part number over 35 characters (the call's schema would have): no AppError.
    const failing = addManyToCart(deps(), staff, [
      { spuId: parts.stm, quantity: 10 },
      { spuId: parts.packaged, quantity: 50 },
      { spuId: parts.unpriced, quantity: 1, custPn: 'x'.repeat(36) },
    ]);
    await expect(failing).rejects.not.toBeInstanceOf(AppError);
    expect(await storedCart()).toEqual(before);
  });

  it('answers an empty batch with the cart as it is', async () => {
    await startingCart();
    expect(await addManyToCart(deps(), staff, [])).toEqual({ lines: [], shoppingCartQty: 2 });
    expect(await storedCart()).toHaveLength(2);
  });

  it('lets two batches at once never overfill the cart', async () => {
    await setCapacity(3);
    try {
      await t.database.db.execute(sql`delete from cart_line`);
      const answers = await Promise.all([
        addManyToCart(deps(), staff, [
          { spuId: parts.stm, quantity: 1 },
          { spuId: parts.packaged, quantity: 100 },
        ]),
        addManyToCart(deps(), staff, [
          { spuId: parts.scarce, quantity: 100 },
          { spuId: parts.unpriced, quantity: 1 },
        ]),
      ]);
      const added = answers.flatMap((a) => a.lines.filter((line) => line.added));
      expect(added).toHaveLength(3);
      expect(await storedCart()).toHaveLength(3);
    } finally {
      await setCapacity(200);
    }
  });
});
