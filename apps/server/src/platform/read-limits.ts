import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, type CallDef } from '@emall/contract';
import { AppError } from './app-error.js';

/**
 * The catalog's expensive reads (keyword search, suggestions, category pages, substitutes) held to a few at once
 * per caller: a buyer by session, a visitor by address. One client with sixteen searches in flight made
 * every other buyer's searches wait seconds; a browser needs two or three at once (the search page and the
 * header's suggestions while typing). Beyond the cap: 429 TOO_MANY_REQUESTS, at once, before any statement.
 * How often they may come is a repeat limit (repeat-limits.ts); the work one request may ask is bounded by the
 * contract (filters and values per request); each statement by the catalog pool's time limit (db.ts).
 * Counted in each server copy's memory.
 */
const { catalog } = contract;
export const METERED_READS: readonly CallDef[] = [
  catalog.qryProduct4Emall,
  catalog.qrySearchHints,
  catalog.qryCatalogProducts,
  catalog.qryProductSubstitutes,
];

/** Callers counted at most (each holds a request in flight, so the pool and the body limits bound them too). */
const MAX_CALLERS = 100_000;

const counted = new WeakSet<FastifyRequest>();

export function installReadLimits(app: FastifyInstance, inFlightPerCaller: number): void {
  const paths = new Set(METERED_READS.map((call) => call.path));
  const inFlight = new Map<string, number>();
  // A buyer by session: colleagues share neither a browser nor a budget.
  const keyOf = (request: FastifyRequest) =>
    request.staff ? `session:${request.staff.sessionKey}` : `ip:${request.ip}`;

  function release(request: FastifyRequest): void {
    if (!counted.delete(request)) return;
    const key = keyOf(request);
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left <= 0) inFlight.delete(key);
    else inFlight.set(key, left);
  }

  app.addHook('preHandler', (request, reply, done) => {
    if (!paths.has(request.routeOptions.url ?? '')) {
      done();
      return;
    }
    const key = keyOf(request);
    const now = inFlight.get(key) ?? 0;
    if (now >= inFlightPerCaller || (now === 0 && inFlight.size >= MAX_CALLERS)) {
      done(new AppError('TOO_MANY_REQUESTS', { seconds: 1 }));
      return;
    }
    inFlight.set(key, now + 1);
    counted.add(request);
    // The response's 'close' comes once it was sent and also when the caller hung up first (a page left
    // mid-search), where neither onResponse nor onRequestAbort runs: a place kept then would refuse that buyer's
    // every search for the rest of the session.
    reply.raw.once('close', () => {
      release(request);
    });
    done();
  });
}
