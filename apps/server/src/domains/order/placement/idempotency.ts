import { createdOrderSchema, type CreatedOrder } from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import {
  deleteOldIdempotencyKeys,
  findIdempotencyKey,
  insertIdempotencyKey,
  saveIdempotentAnswer,
} from '../core/idempotency.queries.js';
import type { OrderOwner } from '../core/order.queries.js';

/** How long a key is remembered: a retry days later is a new order. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 3600 * 1000;

function storedAnswer(row: { requestHash: string; answer: unknown }, hash: string): CreatedOrder | undefined {
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const parsed = createdOrderSchema.safeParse(row.answer);
  return parsed.success ? parsed.data : undefined;
}

/** Before any work: the answer of an earlier request with this key, 422 if its body differed. */
export async function replayedAnswer(db: Db, owner: OrderOwner, key: string, hash: string) {
  const row = await findIdempotencyKey(db, owner, key);
  return row ? storedAnswer(row, hash) : undefined;
}

/**
 * Inside the order's transaction: claims the key, or answers what the request that holds it answered
 * (two identical requests racing: the second waits and replays the first's order).
 */
export async function claimIdempotencyKey(
  tx: Db,
  owner: OrderOwner,
  key: string,
  hash: string,
  at: Date,
): Promise<CreatedOrder | undefined> {
  await deleteOldIdempotencyKeys(tx, owner, new Date(at.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  if (await insertIdempotencyKey(tx, owner, key, hash, at)) return undefined;
  const row = await findIdempotencyKey(tx, owner, key);
  const answer = row ? storedAnswer(row, hash) : undefined;
  // A key whose order committed always has its answer; anything else is a conflict to retry later.
  if (!answer) throw new AppError('CONFLICT');
  return answer;
}

export async function rememberAnswer(
  tx: Db,
  owner: OrderOwner,
  key: string,
  answer: CreatedOrder,
): Promise<void> {
  await saveIdempotentAnswer(tx, owner, key, Number(answer.orderId), answer);
}
