import type { ErrorCode } from '@emall/contract';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

/**
 * A few costly jobs at a time (parsing an uploaded spreadsheet in a child process), shared fairly between
 * callers: each caller (a tenant, or an address for callers without one) has its own line, and a free turn
 * goes to the waiting caller with the fewest jobs running, ties in turn order (round robin), so one caller's
 * flood never makes another wait behind it. A caller runs at most `runningPerCaller` jobs at once even when
 * more turns are free, so with that below `parallel` a turn is always free for the next caller at once,
 * instead of after one of the flood's jobs (up to the parse time limit). Each caller may have at most
 * `perCaller` jobs waiting or running and may start at most `windowLimit` in any `windowMs`; beyond either it
 * is refused at once (429), before any work. All lines together hold at most `waiting` jobs; beyond, the
 * server is busy (503).
 *
 * Counted in each server copy's memory, like the repeat limits: N copies allow N times as many.
 */
export interface FairTurnsOptions {
  parallel: number;
  runningPerCaller: number;
  waiting: number;
  perCaller: number;
  windowLimit: number;
  windowMs: number;
}

/** What happened to a job, for tests and the benchmark: its caller and the moment its turn came. */
export interface TurnEvent {
  caller: string;
  kind: 'queued' | 'started' | 'finished';
}

export interface FairTurns {
  run<T>(caller: string, job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now, over all callers. */
  load(): { running: number; waiting: number; callers: number };
  /** Calls `listener` on every queued, started and finished job; answers a function that stops it. */
  watch(listener: (event: TurnEvent) => void): () => void;
}

interface Line {
  running: number;
  waiting: (() => void)[];
  /** Start times within the window, oldest first. */
  starts: number[];
}

/** Callers' windows kept at most; beyond, idle callers are forgotten (a flood of addresses cannot grow memory). */
const MAX_CALLERS = 100_000;

const REFUSE_BUSY: ErrorCode = 'SERVICE_UNAVAILABLE';

export function fairTurns(options: FairTurnsOptions, clock: Clock): FairTurns {
  const lines = new Map<string, Line>();
  /** Callers with waiting jobs, in turn order. */
  const ring: string[] = [];
  let running = 0;
  let waiting = 0;
  const listeners = new Set<(event: TurnEvent) => void>();

  const tell = (event: TurnEvent) => {
    for (const listener of listeners) listener(event);
  };

  function lineOf(caller: string): Line {
    let line = lines.get(caller);
    if (!line) {
      line = { running: 0, waiting: [], starts: [] };
      lines.set(caller, line);
      if (lines.size > MAX_CALLERS) forgetIdle();
    }
    return line;
  }

  function forgetIdle(): void {
    for (const [caller, line] of lines) {
      if (lines.size <= MAX_CALLERS / 2) break;
      if (line.running === 0 && line.waiting.length === 0) lines.delete(caller);
    }
  }

  /** Refuses at once when the caller is at one of its limits; else counts the job in its window. */
  function admit(caller: string, line: Line): void {
    if (line.running + line.waiting.length >= options.perCaller)
      throw new AppError('UPLOADS_IN_PROGRESS', { n: line.running + line.waiting.length });
    const now = clock.now().getTime();
    const since = now - options.windowMs;
    while ((line.starts[0] ?? now) <= since) line.starts.shift();
    if (line.starts.length >= options.windowLimit) {
      const wait = Math.max(1, Math.ceil(((line.starts[0] ?? now) - since) / 1000));
      throw new AppError('UPLOADS_TOO_FREQUENT', { seconds: wait });
    }
    const mustWait = running >= options.parallel || line.running >= options.runningPerCaller;
    if (mustWait && waiting >= options.waiting) throw new AppError(REFUSE_BUSY);
    line.starts.push(now);
  }

  /**
   * Gives free turns to the waiting callers below their running cap, the one with the fewest jobs running
   * first, the earliest in the ring on ties.
   */
  function handOn(): void {
    while (running < options.parallel) {
      let chosen = -1;
      let fewest = Infinity;
      for (let i = 0; i < ring.length; i += 1) {
        const line = lines.get(ring[i] ?? '');
        if (line && line.running < options.runningPerCaller && line.running < fewest) {
          chosen = i;
          fewest = line.running;
        }
      }
      if (chosen < 0) return;
      const caller = ring[chosen] ?? '';
      const line = lines.get(caller);
      const next = line?.waiting.shift();
      ring.splice(chosen, 1);
      if (!line || !next) continue;
      // Served: to the back of the ring if more of its jobs wait.
      if (line.waiting.length > 0) ring.push(caller);
      waiting -= 1;
      running += 1;
      line.running += 1;
      next();
    }
  }

  return {
    async run(caller, job) {
      const line = lineOf(caller);
      admit(caller, line);
      const turn = { started: false };
      let wake!: () => void;
      const woken = new Promise<void>((resolve) => (wake = resolve));
      line.waiting.push(() => {
        turn.started = true;
        wake();
      });
      waiting += 1;
      if (!ring.includes(caller)) ring.push(caller);
      handOn();
      // Started at once when a turn was free: no await, so the start is told in this very call.
      if (!turn.started) {
        tell({ caller, kind: 'queued' });
        await woken;
      }
      tell({ caller, kind: 'started' });
      try {
        return await job();
      } finally {
        running -= 1;
        line.running -= 1;
        tell({ caller, kind: 'finished' });
        handOn();
      }
    },
    load: () => ({ running, waiting, callers: ring.length }),
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whose turn a parse takes: the server's fair turns (one per app, from its configuration: UPLOAD_PARSE_*) and
 * the caller's line in them (`tenant:<id>`, or `address:<ip>` for callers without a tenant).
 */
export interface ParseTurn {
  turns: FairTurns;
  caller: string;
}
