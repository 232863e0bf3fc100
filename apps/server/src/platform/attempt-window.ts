import { sql } from 'drizzle-orm';
import { arrayParam, type Db } from './db.js';

/**
 * Admits an attempt only if, counted with the attempts before it, it stays within its limits; for throttles whose
 * guarded work is costly (a password hash), so the attempt must be counted before that work starts.
 *
 * Count and write happen in one transaction holding an advisory lock on each key the limits count by (the
 * account, the address): of N attempts racing in one server copy or several, each counts the ones admitted
 * before it, so exactly `limit` are admitted however they interleave. Counting before writing without the lock
 * let 30 parallel guesses all through; writing before counting without it refused nearly all of them, the
 * honest ones too. A refused attempt is never written, so knocking on a closed door does not keep it closed
 * longer.
 */
export interface AttemptSteps<Id> {
  /** What the limits count by; attempts sharing any key wait for each other. */
  keys: readonly string[];
  /** Whether the attempts already in the window are at a limit, so one more would pass it. */
  atLimit(tx: Db): Promise<boolean>;
  /** Writes the attempt and answers its id. */
  record(tx: Db): Promise<Id>;
}

/** One space among the database's advisory locks for every attempt window. */
const ATTEMPT_LOCK_SPACE = 0xa77e;

/** The admitted attempt's id, or null when it was refused. */
export function admitAttempt<Id>(db: Db, steps: AttemptSteps<Id>): Promise<Id | null> {
  return db.transaction(async (tx) => {
    // Locks taken in one order (by hash) by every attempt, so two attempts sharing keys never deadlock.
    await tx.execute(sql`
      select pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, h)
        from (select distinct hashtext(k) as h from unnest(${arrayParam(steps.keys, 'text')}) as k order by h) as keys`);
    if (await steps.atLimit(tx)) return null;
    return steps.record(tx);
  });
}
