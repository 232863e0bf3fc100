import { randomUUID } from 'node:crypto';
import { contract, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import type { CreatedSampleReq } from '@emall/contract';
import type { Answer, TestClient } from './test-client.js';

/** createFreeSampleReq with an Idempotency-Key (a new one unless given; null sends none). */
export function createSampleReq(
  client: TestClient,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<Answer<CreatedSampleReq>> {
  return client.call<CreatedSampleReq>(contract.sample.createFreeSampleReq, body, {
    headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

/** Empties the caller's sample cart, then fills it with these lines. */
export async function fillSampleCart(client: TestClient, lines: Record<string, number>): Promise<void> {
  const list = await client.data<{ rows: { spuId: string }[] }>(contract.sample.qrySampleList);
  if (list.rows.length > 0) {
    await client.data(contract.sample.delSampleFromCart, { spuIds: list.rows.map((r) => r.spuId) });
  }
  for (const [spuId, qty] of Object.entries(lines)) {
    await client.data(contract.sample.addSampleToCart, { spuId, qty });
  }
}
