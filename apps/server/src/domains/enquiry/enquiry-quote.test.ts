import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CartState, EnquiryDetail, EnquirySummary } from '@emall/contract';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { createTestEnquiry } from '../../testing/enquiry-requests.js';
import { createOrder, orderPayload } from '../../testing/order-requests.js';
import { insertCartFixture, type CartFixture } from '../cart/cart.fixture.js';
import { quoteEnquiry } from './enquiry-quote.service.js';

const calls = contract.enquiry;
const DAY = 24 * 3600 * 1000;
let t: TestApp;
let people: Buyers;
let parts: CartFixture;
let demo: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  parts = await insertCartFixture(t.database.db);
  [demo, other] = [t.client(), t.client()];
  await demo.loginAs(people.buyer);
  await other.loginAs(people.other);
});
afterAll(() => t.close());

const errcodeOf = (answer: { body: unknown }) => (answer.body as { errcode?: string }).errcode;
const detailOf = (id: string) => demo.data<EnquiryDetail>(calls.qryEnquiryDetail, { enquiryId: id });
const cartOf = () => demo.data<CartState>(contract.cart.qryShopCart);
const emptyCart = async () => {
  const cart = await cartOf();
  if (cart.list.length) await demo.data(contract.cart.delShopCart, { spuIds: cart.list.map((l) => l.spuId) });
};

/** An enquiry of STM32F103C8T6 × 100 and an unknown part, quoted 9.04 a piece (catalog: 10.17 at 100+). */
async function quotedEnquiry(validUntil = '2026-11-30') {
  const created = await createTestEnquiry(demo, {
    lines: [
      { mfrPartNumber: 'STM32F103C8T6', quantity: 100, custPn: 'MCU-7' },
      { mfrPartNumber: 'NOSUCHPART-42', quantity: 5 },
    ],
  });
  const detail = await detailOf(created.enquiryId);
  const [stm, unknown] = detail.lines;
  await quoteEnquiry(
    t.database.db,
    {
      enquiryId: Number(created.enquiryId),
      lines: [
        { lineId: Number(stm?.lineId), unitPrice: '9.04', remarks: 'reel price' },
        { lineId: Number(unknown?.lineId), unitPrice: '3' },
      ],
      validUntil,
    },
    t.clock.now(),
  );
  return { ...created, stmLineId: stm?.lineId ?? '' };
}

describe('quoteEnquiry', () => {
  it('sets the enquiry quoted with prices per line and tells the buyer in the message centre', async () => {
    const enquiry = await quotedEnquiry();
    const detail = await detailOf(enquiry.enquiryId);
    expect(detail).toMatchObject({ status: 'QUOTED', validUntil: '2026-11-30', quotedLineCount: 2 });
    expect(detail.lines[0]).toMatchObject({
      spuId: parts.stm,
      quotedUnitPrice: '9.040000',
      quotedNotTaxPrice: '8.000000',
      quotedQty: 100,
      quotedAmount: '904.000000',
      sellerRemarks: 'reel price',
      canAddToCart: true,
    });
    // Quoted, but no catalog part: it cannot go to the cart.
    expect(detail.lines[1]).toMatchObject({ quotedUnitPrice: '3.000000', canAddToCart: false });
    const messages = await demo.data<{ rows: { title: string; content: string; link: string | null }[] }>(
      contract.message.qryMessageList4Page,
      { pageNo: 1, pageSize: 15, status: '00A', notifyType: 'WebMail' },
    );
    expect(messages.rows[0]).toMatchObject({
      title: `询价单 ${enquiry.enquiryNo} 已报价`,
      link: `/enquiry?enquiryId=${enquiry.enquiryId}`,
    });
    expect(messages.rows[0]?.content).toContain('2026-11-30');
  });

  it('refuses to quote a cancelled enquiry and writes nothing', async () => {
    const created = await createTestEnquiry(demo, { lines: [{ mfrPartNumber: 'LM358DR', quantity: 100 }] });
    await demo.data(calls.cancelEnquiry, { enquiryId: created.enquiryId });
    const [line] = (await detailOf(created.enquiryId)).lines;
    await expect(
      quoteEnquiry(
        t.database.db,
        {
          enquiryId: Number(created.enquiryId),
          lines: [{ lineId: Number(line?.lineId), unitPrice: '1' }],
          validUntil: '2026-12-01',
        },
        t.clock.now(),
      ),
    ).rejects.toMatchObject({ code: 'ENQUIRY_STATE_FORBIDS' });
    expect((await detailOf(created.enquiryId)).lines[0]?.quotedUnitPrice).toBeNull();
  });
});

describe('quoted prices in the cart and the order', () => {
  it('puts a quoted line into the cart at the quoted price and quantity', async () => {
    await emptyCart();
    const enquiry = await quotedEnquiry();
    const added = await demo.data<{ added: number; spuIds: string[] }>(calls.addQuotedToCart, {
      enquiryId: enquiry.enquiryId,
    });
    expect(added).toMatchObject({ added: 1, spuIds: [parts.stm] });
    const [line] = (await cartOf()).list;
    expect(line).toMatchObject({
      spuId: parts.stm,
      quantity: 100,
      custPn: 'MCU-7',
      taxPrice: '9.040000',
      amount: '904.000000',
      isSelected: 'T',
      quote: { enquiryNo: enquiry.enquiryNo, validUntil: '2026-11-30', isValid: true },
    });
  });

  it('orders the quoted line at the quote and marks the enquiry ordered', async () => {
    await emptyCart();
    const enquiry = await quotedEnquiry();
    await demo.data(calls.addQuotedToCart, { enquiryId: enquiry.enquiryId, lineIds: [enquiry.stmLineId] });
    const body = await orderPayload(demo, [{ spuId: parts.stm, qty: 100 }]);
    // The confirm page shows the cart's prices: the quote.
    const line = {
      ...body.orderLineList[0],
      price: '9.04',
      noTaxPrice: '8',
      amount: '904',
      noTaxAmount: '800',
      linePrice: '9.04',
    };
    const placed = await createOrder(demo, { ...body, amount: '904.00', orderLineList: [line] });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ data: { amount: '904.00' } });
    expect((await detailOf(enquiry.enquiryId)).status).toBe('ORDERED');
    // A catalog-priced body for the same quote is stale now that the line left the cart: 409 names the price.
    expect((await cartOf()).list).toEqual([]);
  });

  it('refuses the catalog price for a quoted cart line (the server prices it at the quote)', async () => {
    await emptyCart();
    const enquiry = await quotedEnquiry();
    await demo.data(calls.addQuotedToCart, { enquiryId: enquiry.enquiryId });
    const stale = await createOrder(demo, await orderPayload(demo, [{ spuId: parts.stm, qty: 100 }]));
    expect([stale.status, errcodeOf(stale)]).toEqual([409, 'ORDER_CHANGED']);
    expect((stale.body as { fields: Record<string, string> }).fields['orderLineList.0.price']).toContain(
      '9.04',
    );
  });

  it('drops the quote when the cart quantity changes', async () => {
    await emptyCart();
    const enquiry = await quotedEnquiry();
    await demo.data(calls.addQuotedToCart, { enquiryId: enquiry.enquiryId });
    await demo.data(contract.cart.changeShopCart, { spuId: parts.stm, quantity: 200 });
    const [line] = (await cartOf()).list;
    expect(line).toMatchObject({ quantity: 200, taxPrice: '10.170000' });
    expect(line?.quote ?? null).toBeNull();
  });

  it('after the last valid day shows EXPIRED, reprices the cart line from the catalog and refuses new adds', async () => {
    await emptyCart();
    const enquiry = await quotedEnquiry('2026-11-22');
    await demo.data(calls.addQuotedToCart, { enquiryId: enquiry.enquiryId });
    // 08:00 UTC is 16:00 in the shop; a day later the shop day is 2026-11-23, past the last valid day.
    t.clock.advance(DAY);
    try {
      const late = t.client();
      await late.loginAs(people.buyer);
      const detail = await late.data<EnquiryDetail>(calls.qryEnquiryDetail, { enquiryId: enquiry.enquiryId });
      expect(detail.status).toBe('EXPIRED');
      expect(detail.lines.every((l) => !l.canAddToCart)).toBe(true);
      const [line] = (await late.data<CartState>(contract.cart.qryShopCart)).list;
      expect(line).toMatchObject({
        taxPrice: '10.170000',
        quote: { isValid: false, validUntil: '2026-11-22' },
      });
      const again = await late.call(calls.addQuotedToCart, { enquiryId: enquiry.enquiryId });
      expect([again.status, errcodeOf(again)]).toEqual([422, 'ENQUIRY_STATE_FORBIDS']);
      const expired = await late.data<{ rows: EnquirySummary[] }>(calls.qryEnquiryByPage, {
        status: 'EXPIRED',
      });
      expect(expired.rows.map((r) => r.enquiryId)).toContain(enquiry.enquiryId);
      const quoted = await late.data<{ rows: EnquirySummary[] }>(calls.qryEnquiryByPage, {
        status: 'QUOTED',
      });
      expect(quoted.rows.map((r) => r.enquiryId)).not.toContain(enquiry.enquiryId);
      const stale = await createOrder(late, await orderPayload(late, [{ spuId: parts.stm, qty: 100 }]));
      expect(stale.status).toBe(200);
      expect(stale.body).toMatchObject({ data: { amount: '1017.00' } });
    } finally {
      t.clock.advance(-DAY);
      // The login a day later cleared the sessions idle that long: the other clients log in again.
      await demo.loginAs(people.buyer);
      await other.loginAs(people.other);
    }
  });

  it('answers 422 when no chosen line can go to the cart, 404 for another enquiry line and another tenant', async () => {
    const enquiry = await quotedEnquiry();
    const unknownLine = (await detailOf(enquiry.enquiryId)).lines[1]?.lineId;
    const nothing = await demo.call(calls.addQuotedToCart, {
      enquiryId: enquiry.enquiryId,
      lineIds: [unknownLine],
    });
    expect([nothing.status, errcodeOf(nothing)]).toEqual([422, 'ENQUIRY_NOTHING_TO_ADD']);
    const foreign = await demo.call(calls.addQuotedToCart, {
      enquiryId: enquiry.enquiryId,
      lineIds: ['999999'],
    });
    expect(foreign.status).toBe(404);
    const theirs = await other.call(calls.addQuotedToCart, { enquiryId: enquiry.enquiryId });
    expect([theirs.status, errcodeOf(theirs)]).toEqual([404, 'NOT_FOUND']);
    const submitted = await createTestEnquiry(demo, { lines: [{ mfrPartNumber: 'LM358DR', quantity: 100 }] });
    const notQuoted = await demo.call(calls.addQuotedToCart, { enquiryId: submitted.enquiryId });
    expect([notQuoted.status, errcodeOf(notQuoted)]).toEqual([422, 'ENQUIRY_STATE_FORBIDS']);
  });
});
