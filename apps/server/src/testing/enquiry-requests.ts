import { randomUUID } from 'node:crypto';
import { contract, IDEMPOTENCY_KEY_HEADER } from '@emall/contract';
import type { CallDef, CreatedEnquiry } from '@emall/contract';
import type { Answer, TestClient } from './test-client.js';

/** createEnquiry (or another create call) with an Idempotency-Key: a new one unless given; null sends none. */
export function createEnquiryCall(
  client: TestClient,
  body: unknown,
  key: string | null = randomUUID(),
  call: CallDef = contract.enquiry.createEnquiry,
): Promise<Answer<CreatedEnquiry>> {
  return client.call<CreatedEnquiry>(call, body, {
    headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

/** An enquiry that must be created; answers it. */
export async function createTestEnquiry(client: TestClient, body: unknown): Promise<CreatedEnquiry> {
  const answer = await createEnquiryCall(client, body);
  if (!answer.body.success)
    throw new Error(`enquiry failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
