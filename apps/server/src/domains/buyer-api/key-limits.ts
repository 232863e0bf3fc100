import type { FastifyReply } from 'fastify';
import type { ApiKeyScope } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { countCall, deleteOldWindows } from './api-key.queries.js';
import { BUYER_API_LIMITS, type BuyerApiDeps } from './buyer-api.settings.js';

/**
 * Counts a call against its key's limit for the scope and answers the IETF RateLimit headers
 * (`RateLimit-Policy: "catalog";q=6000;w=60`, `RateLimit: "catalog";r=5990;t=42`); past the limit 429 with
 * Retry-After. Fixed windows counted in one upsert per call (api_rate_window), shared by every copy.
 */
export async function countKeyCall(
  deps: BuyerApiDeps,
  reply: FastifyReply,
  keyId: string,
  scope: ApiKeyScope,
): Promise<void> {
  const limit = (deps.limits ?? BUYER_API_LIMITS)[scope];
  const now = deps.clock.now().getTime();
  const windowMs = limit.seconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const calls = await countCall(deps.db, keyId, scope, new Date(windowStart));
  if (calls === 1) await deleteOldWindows(deps.db, keyId, new Date(windowStart));
  const reset = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  void reply.header('RateLimit-Policy', `"${limit.name}";q=${limit.calls};w=${limit.seconds}`);
  void reply.header('RateLimit', `"${limit.name}";r=${Math.max(0, limit.calls - calls)};t=${reset}`);
  if (calls > limit.calls) {
    void reply.header('Retry-After', String(reset));
    throw new AppError('TOO_MANY_REQUESTS', { seconds: reset });
  }
}
