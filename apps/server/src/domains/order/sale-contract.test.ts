import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { CreatedOrder, OrderDetail, OrderLine } from '@emall/contract';
import { pdfPageCount, pdfText } from '../../testing/pdf-text.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { placeTestOrder } from '../../testing/order-requests.js';
import { insertOrderFixture, type OrderFixture } from './order.fixture.js';
import { renderSaleContract } from './contract/pdf.js';

const call = contract.order.downloadSaleContract;
let t: TestApp;
let people: Buyers;
let fx: OrderFixture;
let demo: TestClient;
let order: CreatedOrder;

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  fx = await insertOrderFixture(t.database.db);
  demo = t.client();
  await demo.loginAs(people.buyer);
  order = await placeTestOrder(
    demo,
    [
      { spuId: fx.stm, qty: 10 },
      { spuId: fx.scarce, qty: 100 },
    ],
    { custOrderNo: 'PO-HX-88' },
  );
});
afterAll(() => t.close());

async function download(
  browser: TestClient,
  url: string,
  method: 'GET' | 'POST' = 'POST',
  payload?: unknown,
  headers?: Record<string, string>,
) {
  const response = await browser.request({ method, url, payload, ...(headers ? { headers } : {}) });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, response };
}

describe('downloadSaleContract', () => {
  it('answers a PDF named after the order, with the Chinese text embedded in its own font', async () => {
    const answer = await download(demo, `${call.path}?orderId=${order.orderId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(String(answer.headers['content-disposition'])).toContain(
      `filename="____-${order.dopOrderNo}.pdf"`,
    );
    expect(String(answer.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(`销售合同-${order.dopOrderNo}.pdf`)}`,
    );
    expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = answer.bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
    expect(raw).toContain('/FontFile3');
    const text = pdfText(answer.bytes);
    for (const expected of [
      '销售合同',
      order.dopOrderNo,
      'PO-HX-88',
      '卖方（供方）：南京芯城电子科技有限公司',
      '买方（需方）：深圳市华芯智造科技有限公司',
      '91440300MA5F8XYZ1K',
      'STM32F103C8T6',
      'LM358',
      '113.000000',
      '价税合计：CNY 163.00',
      '大写金额：壹佰陆拾叁元整',
      '付款方式：月结 30 天',
      '交货方式：快递',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('writes the contract in the caller’s language', async () => {
    demo.lang = 'en_US';
    const en = pdfText((await download(demo, `${call.path}?orderId=${order.orderId}`)).bytes);
    expect(en).toContain('Sales Contract');
    expect(en).toContain('Payment: Net 30 days');
    expect(en).toContain('Seller: Nanjing Xincheng Electronic Technology');
    demo.lang = 'zh_TW';
    const tw = pdfText((await download(demo, `${call.path}?orderId=${order.orderId}`)).bytes);
    expect(tw).toContain('銷售合同');
    expect(tw).toContain('壹佰陸拾參元整');
    demo.lang = 'zh_CN';
  });

  it('takes the orderId from a JSON body, a form post or a plain link', async () => {
    const json = await download(demo, call.path, 'POST', { orderId: order.orderId });
    const form = await download(demo, call.path, 'POST', `orderId=${order.orderId}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const link = await download(demo, `${call.path}?orderId=${order.orderId}`, 'GET');
    for (const answer of [json, form, link]) {
      expect(answer.status).toBe(200);
      expect(answer.bytes.subarray(0, 4).toString()).toBe('%PDF');
    }
  });

  it('answers 404 for another tenant’s order, 400 without an orderId, 401 without a session', async () => {
    const other = t.client();
    await other.loginAs(people.other);
    const refused = await download(other, `${call.path}?orderId=${order.orderId}`);
    expect(refused.status).toBe(404);
    expect(refused.response.json()).toMatchObject({ success: false, errcode: 'NOT_FOUND' });
    expect((await download(demo, call.path)).status).toBe(400);
    expect((await download(demo, `${call.path}?orderId=abc`)).status).toBe(400);
    expect((await download(t.client(), `${call.path}?orderId=${order.orderId}`, 'GET')).status).toBe(401);
  });
});

describe('renderSaleContract', () => {
  it('continues a long order on further pages, repeating the table header, and numbers the pages', async () => {
    const detail = await demo.data<OrderDetail>(contract.order.qryOrderListByOrderId, {
      orderId: order.orderId,
    });
    const lines = (
      await demo.data<{ rows: OrderLine[] }>(contract.order.qryOrderLineListByOrderIdForEmall, {
        orderId: order.orderId,
      })
    ).rows;
    const many = Array.from({ length: 80 }, (_, i) => ({ ...(lines[0] as OrderLine), lineNo: i + 1 }));
    const pdf = await renderSaleContract({
      lang: 'zh_CN',
      detail,
      lines: many,
      seller: {
        sellerName: '卖方',
        sellerNameEn: '',
        sellerAddress: '',
        sellerPhone: '',
        sellerTaxNum: '',
        sellerBankName: '',
        sellerBankAccount: '',
      },
    });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    const headers = text.match(/含税单价/g)?.length ?? 0;
    expect(headers).toBeGreaterThanOrEqual(pages - 1);
    expect(headers).toBeLessThanOrEqual(pages);
    expect(text).toContain(`第 ${pages} 页`);
    expect(text).toContain('80');
  });
});
