import type { FastifyReply } from 'fastify';
import type { ApiKeyScope } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { dataOf, type Db } from '../../platform/db.js';
import { countCalls, deleteOldWindows, type WindowCalls } from './api-key.queries.js';
import { BUYER_API_LIMITS, type BuyerApiDeps } from './buyer-api.settings.js';

interface Waiting {
  keyId: string;
  scope: string;
  windowStart: number;
  resolve: (calls: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Counts the calls of one server copy in the database, one statement at a time: a call arriving while a statement
 * is out waits for it and goes with the calls that arrived meanwhile, all of them in the next statement (one row
 * per key, scope and window, counted by how many). Each call gets its own exact place in its window's count: of k
 * calls added to a window whose count became n, the first gets n-k+1 and the last n, in the order they came. An
 * idle copy sends a call's count at once; a busy one sends fewer, larger statements instead of one per call.
 */
class CallCounter {
  private waiting: Waiting[] = [];
  private sending = false;

  constructor(private readonly db: Db) {}

  count(keyId: string, scope: string, windowStart: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ keyId, scope, windowStart, resolve, reject });
      if (!this.sending) void this.send();
    });
  }

  private async send(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length) {
        const batch = this.waiting;
        this.waiting = [];
        await this.sendBatch(batch);
      }
    } finally {
      this.sending = false;
    }
  }

  private async sendBatch(batch: readonly Waiting[]): Promise<void> {
    const windows = new Map<string, { window: WindowCalls; calls: Waiting[] }>();
    for (const call of batch) {
      const id = `${call.keyId}\n${call.scope}\n${call.windowStart}`;
      const found = windows.get(id);
      if (found) {
        found.window.calls += 1;
        found.calls.push(call);
      } else {
        const window = { keyId: call.keyId, scope: call.scope, windowStart: call.windowStart, calls: 1 };
        windows.set(id, { window, calls: [call] });
      }
    }
    let counted: WindowCalls[];
    try {
      counted = await countCalls(
        this.db,
        [...windows.values()].map((w) => w.window),
      );
    } catch (error) {
      if (windows.size === 1) {
        for (const call of batch) call.reject(error);
        return;
      }
      // One window's failure (its key deleted meanwhile) must not fail the other keys' calls: each alone.
      await Promise.all([...windows.values()].map((w) => this.sendBatch(w.calls)));
      return;
    }
    for (const row of counted) {
      const entry = windows.get(`${row.keyId}\n${row.scope}\n${row.windowStart}`);
      if (!entry) continue;
      windows.delete(`${row.keyId}\n${row.scope}\n${row.windowStart}`);
      const first = row.calls - entry.calls.length;
      entry.calls.forEach((call, i) => {
        call.resolve(first + i + 1);
      });
    }
    // Cannot happen (every window answers a row); never leave a call waiting for ever.
    for (const left of windows.values())
      for (const call of left.calls) call.reject(new Error('api_rate_window answered no row for a window'));
  }
}

/** One counter per database (per server copy: each copy opens its own), made on first use. */
const counters = new WeakMap<object, CallCounter>();

function counterOf(db: Db): CallCounter {
  const data = dataOf(db);
  let counter = counters.get(data);
  if (!counter) {
    counter = new CallCounter(db);
    counters.set(data, counter);
  }
  return counter;
}

/**
 * Counts a call against its key's limit for the scope and answers the IETF RateLimit headers
 * (`RateLimit-Policy: "catalog";q=6000;w=60`, `RateLimit: "catalog";r=5990;t=42`); past the limit 429 with
 * Retry-After. Fixed windows counted in the database (api_rate_window), shared by every copy and exact: the calls
 * of one copy that arrive together are counted in one statement (CallCounter). Called only for a key whose
 * secret matched, so no one without it can spend a key's calls.
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
  const calls = await counterOf(deps.db).count(keyId, scope, windowStart);
  if (calls === 1) await deleteOldWindows(deps.db, keyId, new Date(windowStart));
  const reset = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  void reply.header('RateLimit-Policy', `"${limit.name}";q=${limit.calls};w=${limit.seconds}`);
  void reply.header('RateLimit', `"${limit.name}";r=${Math.max(0, limit.calls - calls)};t=${reset}`);
  if (calls > limit.calls) {
    void reply.header('Retry-After', String(reset));
    throw new AppError('TOO_MANY_REQUESTS', { seconds: reset });
  }
}
