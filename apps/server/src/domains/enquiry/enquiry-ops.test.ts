import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CartState, EnquiryDetail, MessagePage } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsEnquiryDetail, OpsEnquiryRow } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { createTestEnquiry } from '../../testing/enquiry-requests.js';
import { insertCartFixture, type CartFixture } from '../cart/cart.fixture.js';

const calls = opsContract.opsEnquiry;
let t: TestApp;
let people: Buyers;
let operators: Operators;
let parts: CartFixture;
let demo: TestClient;
let other: TestClient;
let ops: TestClient;
let auditor: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  parts = await insertCartFixture(t.database.db);
  [demo, other, ops, auditor] = [t.client(), t.client(), t.client(), t.client()];
  await demo.loginAs(people.buyer);
  await other.loginAs(people.other);
  await ops.opsLoginAs(operators.operator);
  await auditor.opsLoginAs(operators.auditor);
});
afterAll(() => t.close());

type Page = { rows: OpsEnquiryRow[]; total: number };
const errcodeOf = (answer: { body: unknown }) => (answer.body as { errcode?: string }).errcode;
const fieldsOf = (answer: { body: unknown }) => (answer.body as { fields?: Record<string, string> }).fields;
const pageOf = (body: Record<string, unknown>) => ops.data<Page>(calls.qryOpsEnquiryByPage, body);
const detailOf = (enquiryId: string) => ops.data<OpsEnquiryDetail>(calls.qryOpsEnquiryDetail, { enquiryId });

/** An enquiry of the catalog's STM32 × 100 and an unknown part, by the given buyer. */
async function newEnquiry(buyer: TestClient = demo) {
  const created = await createTestEnquiry(buyer, {
    lines: [
      { mfrPartNumber: 'STM32F103C8T6', quantity: 100, targetPrice: '9.5', deliveryDate: '2026-12-20' },
      { mfrPartNumber: 'NOSUCHPART-42', brand: 'ACME', quantity: 5 },
    ],
  });
  const detail = await detailOf(created.enquiryId);
  const [stm, unknown] = detail.lines;
  if (!stm || !unknown) throw new Error('lines missing');
  return { ...created, stm: stm.lineId, unknown: unknown.lineId };
}

describe('qryOpsEnquiryByPage', () => {
  it("lists every tenant's enquiries with their tenant, filtered by tenant, reference, status and days", async () => {
    const mine = await newEnquiry(demo);
    const theirs = await newEnquiry(other);
    const all = await pageOf({ pageSize: 100 });
    const ids = all.rows.map((r) => r.enquiryId);
    expect(ids).toEqual(expect.arrayContaining([mine.enquiryId, theirs.enquiryId]));
    expect(all.rows.find((r) => r.enquiryId === mine.enquiryId)).toMatchObject({
      tenantCode: people.tenant.tenantCode,
      status: 'SUBMITTED',
      lineCount: 2,
      quotedLineCount: 0,
    });

    const byTenant = await pageOf({ tenant: people.otherTenant.tenantCode.toLowerCase(), pageSize: 100 });
    expect(byTenant.rows.every((r) => r.tenantCode === people.otherTenant.tenantCode)).toBe(true);
    expect(byTenant.rows.map((r) => r.enquiryId)).toContain(theirs.enquiryId);
    expect((await pageOf({ tenant: 'no such company' })).total).toBe(0);

    const byNo = await pageOf({ enquiryNo: mine.enquiryNo.slice(-6) });
    expect(byNo.rows.map((r) => r.enquiryNo)).toContain(mine.enquiryNo);
    expect((await pageOf({ enquiryNo: '%' })).total).toBe(0);

    expect((await pageOf({ status: 'SUBMITTED', dateFrom: '2026-11-22', dateTo: '2026-11-22' })).total).toBe(
      (await pageOf({ status: 'SUBMITTED' })).total,
    );
    expect((await pageOf({ dateFrom: '2026-11-23' })).total).toBe(0);
    const paged = await pageOf({ pageSize: 1, pageNo: 2 });
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBe(all.total);
  });

  it('is open to the auditor, refuses buyers with 401 and a bad filter with 400', async () => {
    expect((await auditor.call(calls.qryOpsEnquiryByPage, {})).status).toBe(200);
    expect((await demo.call(calls.qryOpsEnquiryByPage, {})).status).toBe(401);
    const bad = await ops.call(calls.qryOpsEnquiryByPage, { status: 'LOST', dateFrom: '2026-02-30' });
    expect([bad.status, errcodeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(Object.keys(fieldsOf(bad) ?? {})).toEqual(expect.arrayContaining(['status', 'dateFrom']));
  });
});

describe('qryOpsEnquiryDetail', () => {
  it('shows the lines as the buyer wrote them with the matched catalog part, 404 for an unknown id', async () => {
    const enquiry = await newEnquiry(other);
    const detail = await auditor.data<OpsEnquiryDetail>(calls.qryOpsEnquiryDetail, {
      enquiryId: enquiry.enquiryId,
    });
    expect(detail).toMatchObject({ tenantCode: people.otherTenant.tenantCode, status: 'SUBMITTED' });
    expect(detail.lines[0]).toMatchObject({
      mfrPartNumber: 'STM32F103C8T6',
      quantity: 100,
      targetPrice: '9.5',
      deliveryDate: '2026-12-20',
      spuId: parts.stm,
      matchedPartNumber: 'STM32F103C8T6',
    });
    expect(detail.lines[1]).toMatchObject({ brand: 'ACME', spuId: null });
    const missing = await ops.call(calls.qryOpsEnquiryDetail, { enquiryId: '999999999' });
    expect(missing.status).toBe(404);
    expect((await ops.call(calls.qryOpsEnquiryDetail, { enquiryId: 'x' })).status).toBe(400);
    expect((await demo.call(calls.qryOpsEnquiryDetail, { enquiryId: enquiry.enquiryId })).status).toBe(401);
  });
});

describe('quoteEnquiry (console)', () => {
  it('quotes the lines it names, leaves the others unquoted, tells the buyer and records who did it', async () => {
    const enquiry = await newEnquiry();
    const quoted = await ops.data<OpsEnquiryDetail>(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [{ lineId: enquiry.stm, unitPrice: '9.04', remarks: 'reel price' }],
    });
    expect(quoted).toMatchObject({ status: 'QUOTED', validUntil: '2026-11-30', quotedLineCount: 1 });
    expect(quoted.lines[0]).toMatchObject({
      quotedUnitPrice: '9.040000',
      quotedNotTaxPrice: '8.000000',
      quotedQty: 100,
      sellerRemarks: 'reel price',
      canAddToCart: true,
    });
    expect(quoted.lines[1]).toMatchObject({ quotedUnitPrice: null });

    const buyerView = await demo.data<EnquiryDetail>(contract.enquiry.qryEnquiryDetail, {
      enquiryId: enquiry.enquiryId,
    });
    expect(buyerView.lines[0]).toMatchObject({ quotedUnitPrice: '9.040000', canAddToCart: true });
    const messages = await demo.data<{ rows: { content: string; link: string | null }[] }>(
      contract.message.qryMessageList4Page,
      { pageNo: 1, pageSize: 15, status: '00A', notifyType: 'WebMail' },
    );
    expect(messages.rows[0]?.link).toBe(`/enquiry?enquiryId=${enquiry.enquiryId}`);

    const audit = await auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
      targetType: 'enquiry',
      targetId: enquiry.enquiryNo,
    });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      loginCode: operators.operator.loginCode,
      action: 'enquiry.quote',
      before: { status: 'SUBMITTED', validUntil: null },
      after: { status: 'QUOTED', validUntil: '2026-11-30' },
    });
  });

  it('quotes again as a whole: a line left out loses its earlier price', async () => {
    const enquiry = await newEnquiry();
    await ops.data(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [
        { lineId: enquiry.stm, unitPrice: '9.04' },
        { lineId: enquiry.unknown, unitPrice: '3' },
      ],
    });
    const again = await ops.data<OpsEnquiryDetail>(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-12-05',
      lines: [{ lineId: enquiry.stm, unitPrice: '8.8' }],
    });
    expect(again).toMatchObject({ validUntil: '2026-12-05', quotedLineCount: 1 });
    expect(again.lines.map((l) => l.quotedUnitPrice)).toEqual(['8.800000', null]);
  });

  it('refuses a price that is not a positive decimal, a past date and a foreign line with clear answers', async () => {
    const enquiry = await newEnquiry();
    ops.lang = 'en_US';
    const badPrice = await ops.call(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [
        { lineId: enquiry.stm, unitPrice: '0' },
        { lineId: enquiry.unknown, unitPrice: 1.5 },
      ],
    });
    expect([badPrice.status, errcodeOf(badPrice)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(Object.keys(fieldsOf(badPrice) ?? {})).toEqual(['lines.0.unitPrice', 'lines.1.unitPrice']);

    const past = await ops.call(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-21',
      lines: [{ lineId: enquiry.stm, unitPrice: '9' }],
    });
    expect(past.status).toBe(400);
    expect(fieldsOf(past)).toEqual({ validUntil: 'The quote cannot end before today' });

    const twice = await ops.call(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [
        { lineId: enquiry.stm, unitPrice: '9' },
        { lineId: enquiry.stm, unitPrice: '8' },
      ],
    });
    expect(twice.status).toBe(400);

    const foreign = await newEnquiry(other);
    const wrongLine = await ops.call(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [{ lineId: foreign.stm, unitPrice: '9' }],
    });
    expect(wrongLine.status).toBe(404);
    ops.lang = 'zh_CN';
    expect((await detailOf(enquiry.enquiryId)).status).toBe('SUBMITTED');
  });

  it('refuses a cancelled enquiry (422 naming its state), buyers (401) and the auditor (403), writing nothing', async () => {
    const enquiry = await newEnquiry();
    await demo.data(contract.enquiry.cancelEnquiry, { enquiryId: enquiry.enquiryId });
    const body = {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [{ lineId: enquiry.stm, unitPrice: '9' }],
    };
    const cancelled = await ops.call(calls.quoteEnquiry, body);
    expect([cancelled.status, errcodeOf(cancelled)]).toEqual([422, 'ENQUIRY_STATE_FORBIDS']);
    expect((cancelled.body as { msg: string }).msg).toContain('已取消');
    expect((await demo.call(calls.quoteEnquiry, body)).status).toBe(401);
    const refused = await auditor.call(calls.quoteEnquiry, body);
    expect([refused.status, errcodeOf(refused)]).toEqual([403, 'OPS_READ_ONLY']);
    const audit = await auditor.data<{ total: number }>(opsContract.opsAuth.qryAuditLogByPage, {
      targetId: enquiry.enquiryNo,
    });
    expect(audit.total).toBe(0);
    expect((await detailOf(enquiry.enquiryId)).lines[0]?.quotedUnitPrice).toBeNull();
  });
});

describe('quoteEnquiry (console): the seller picks the catalog part', () => {
  const auditOf = async (enquiryNo: string) =>
    (
      await auditor.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
        targetType: 'enquiry',
        targetId: enquiryNo,
      })
    ).rows;

  it('quotes an unmatched line with a chosen part the buyer can put into the cart at the quoted price', async () => {
    const enquiry = await newEnquiry();
    const quoted = await ops.data<OpsEnquiryDetail>(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [{ lineId: enquiry.unknown, unitPrice: '11.3', productId: parts.stm }],
    });
    expect(quoted.lines[1]).toMatchObject({
      mfrPartNumber: 'NOSUCHPART-42',
      spuId: parts.stm,
      matchedPartNumber: 'STM32F103C8T6',
      quotedUnitPrice: '11.300000',
      quotedNotTaxPrice: '10.000000',
      quotedQty: 5,
      canAddToCart: true,
    });

    const buyerView = await demo.data<EnquiryDetail>(contract.enquiry.qryEnquiryDetail, {
      enquiryId: enquiry.enquiryId,
    });
    expect(buyerView.lines[1]).toMatchObject({
      spuId: parts.stm,
      matchedPartNumber: 'STM32F103C8T6',
      quotedUnitPrice: '11.300000',
      canAddToCart: true,
    });
    const cart = await demo.data<CartState>(contract.cart.qryShopCart);
    if (cart.list.length)
      await demo.data(contract.cart.delShopCart, { spuIds: cart.list.map((l) => l.spuId) });
    const added = await demo.data<{ added: number; spuIds: string[] }>(contract.enquiry.addQuotedToCart, {
      enquiryId: enquiry.enquiryId,
      lineIds: [enquiry.unknown],
    });
    expect(added).toMatchObject({ added: 1, spuIds: [parts.stm] });
    const [line] = (await demo.data<CartState>(contract.cart.qryShopCart)).list;
    expect(line).toMatchObject({
      spuId: parts.stm,
      quantity: 5,
      // The catalog's price at 5 pieces is 12.43: the cart holds the quote.
      taxPrice: '11.300000',
      quote: { enquiryNo: enquiry.enquiryNo, isValid: true },
    });
    await demo.data(contract.cart.delShopCart, { spuIds: [parts.stm] });

    const [entry] = await auditOf(enquiry.enquiryNo);
    const lineOf = (lines: unknown, lineId: string) =>
      (lines as { lineId: number; productId: number | null }[]).find((l) => String(l.lineId) === lineId);
    const before = entry?.before as { lines: unknown } | null;
    const after = entry?.after as { lines: unknown } | null;
    expect(lineOf(before?.lines, enquiry.unknown)?.productId).toBeNull();
    expect(lineOf(after?.lines, enquiry.unknown)?.productId).toBe(Number(parts.stm));
  });

  it('lets the seller replace the part the matcher chose, recorded before and after', async () => {
    const enquiry = await newEnquiry();
    const quoted = await ops.data<OpsEnquiryDetail>(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [{ lineId: enquiry.stm, unitPrice: '1', productId: parts.packaged }],
    });
    expect(quoted.lines[0]).toMatchObject({
      mfrPartNumber: 'STM32F103C8T6',
      spuId: parts.packaged,
      matchedPartNumber: 'LM358DR',
      canAddToCart: true,
    });
    const [entry] = await auditOf(enquiry.enquiryNo);
    expect(entry?.before).toMatchObject({ lines: [{ productId: Number(parts.stm) }, { productId: null }] });
    expect(entry?.after).toMatchObject({
      lines: [{ productId: Number(parts.packaged) }, { productId: null }],
    });
  });

  it('refuses a part that does not exist or is off sale (400 on the line, in the caller language), writing nothing', async () => {
    const enquiry = await newEnquiry();
    const messagesBefore = await demo.data<MessagePage>(contract.message.qryMessageList4Page, {
      pageSize: 1,
    });
    ops.lang = 'en_US';
    const missing = await ops.call(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [
        { lineId: enquiry.stm, unitPrice: '9' },
        { lineId: enquiry.unknown, unitPrice: '3', productId: '987654321' },
      ],
    });
    expect([missing.status, errcodeOf(missing)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsOf(missing)).toEqual({
      'lines.1.productId': 'The chosen part does not exist or is no longer on sale; please choose another',
    });
    ops.lang = 'zh_TW';
    const offSale = await ops.call(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [{ lineId: enquiry.unknown, unitPrice: '3', productId: parts.inactive }],
    });
    expect([offSale.status, errcodeOf(offSale)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsOf(offSale)).toEqual({ 'lines.0.productId': '所選商品不存在或已下架，請重新選擇' });
    ops.lang = undefined;
    const notAnId = await ops.call(calls.quoteEnquiry, {
      enquiryId: enquiry.enquiryId,
      validUntil: '2026-11-30',
      lines: [{ lineId: enquiry.unknown, unitPrice: '3', productId: 'STM32' }],
    });
    expect(Object.keys(fieldsOf(notAnId) ?? {})).toEqual(['lines.0.productId']);

    const detail = await detailOf(enquiry.enquiryId);
    expect(detail.status).toBe('SUBMITTED');
    expect(detail.lines.map((l) => [l.spuId, l.quotedUnitPrice])).toEqual([
      [parts.stm, null],
      [null, null],
    ]);
    expect(await auditOf(enquiry.enquiryNo)).toEqual([]);
    const messagesAfter = await demo.data<MessagePage>(contract.message.qryMessageList4Page, { pageSize: 1 });
    expect(messagesAfter.total).toBe(messagesBefore.total);
  });
});
