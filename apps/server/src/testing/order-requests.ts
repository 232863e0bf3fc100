import { randomUUID } from 'node:crypto';
import { contract, IDEMPOTENCY_KEY_HEADER, lineAmount, orderAmount } from '@emall/contract';
import type { CreatedOrder, CreateOrderListBody, Product } from '@emall/contract';
import type { Answer, TestClient } from './test-client.js';

/**
 * What the confirm page sends: each line priced as the catalog shows it at that quantity (qryProductByKey),
 * amounts computed with the contract's rules, delivery method 01, isFromCart T.
 */
export async function orderPayload(
  browser: TestClient,
  lines: readonly { spuId: string; qty: number }[],
  extra: Partial<CreateOrderListBody> = {},
): Promise<CreateOrderListBody> {
  const orderLineList = [];
  for (const line of lines) {
    const product = await browser.data<Product>(contract.catalog.qryProductByKey, {
      spuId: line.spuId,
      quantity: line.qty,
    });
    const price = product.taxPrice ?? '0';
    const noTaxPrice = product.notTaxPrice ?? '0';
    orderLineList.push({
      spuId: line.spuId,
      mfrPn: product.mfrPartNumber,
      qty: line.qty,
      price,
      noTaxPrice,
      amount: lineAmount(price, line.qty, product.priceUnit),
      noTaxAmount: lineAmount(noTaxPrice, line.qty, product.priceUnit),
      linePrice: price,
      priceUnit: product.priceUnit,
      taxRate: product.taxRate,
      taxFlag: 'T' as const,
      isShortage: product.shortageFlag,
    });
  }
  return {
    deliveryMethod: '01',
    shippingAddress: JSON.stringify({
      recipients: '张伟',
      contactPhone: '13800138000',
      regionPath: '广东省/深圳市/南山区',
      detailAddr: '科技园科发路8号A座5楼',
      isDefault: 'T',
    }),
    invoiceTitle: JSON.stringify({ title: '深圳市华芯智造科技有限公司', taxNum: '91440300MA5F8XYZ1K' }),
    exchangeRate: 1,
    orderSource: 'EMALL',
    isFromCart: 'T',
    taxFlag: 'T',
    amount: orderAmount(orderLineList.map((l) => l.amount)),
    orderLineList,
    ...extra,
  };
}

/** createOrderList with an Idempotency-Key (a new one unless given). */
export function createOrder(
  browser: TestClient,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<Answer<CreatedOrder>> {
  return browser.call<CreatedOrder>(contract.order.createOrderList, body, {
    headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

/** A created order's answer; fails the test on any error. */
export async function placeTestOrder(
  browser: TestClient,
  lines: readonly { spuId: string; qty: number }[],
  extra: Partial<CreateOrderListBody> = {},
): Promise<CreatedOrder> {
  const answer = await createOrder(browser, await orderPayload(browser, lines, extra));
  if (!answer.body.success) throw new Error(`order failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
