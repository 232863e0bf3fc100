import { AppError } from './app-error.js';
import type { ErrorCode } from '@emall/contract';

/**
 * A few jobs at a time, a short line behind them, and beyond the line a refusal at once: for work that holds
 * much memory or a thread (password hashing), where a burst must neither exhaust the process nor make every
 * later caller wait behind it.
 *
 * Jobs come in two priorities. A `low` job (a check that can only fail, such as hashing against a dummy for an
 * unknown account) waits behind every `high` one, and when the line is full a `high` job takes the place of the
 * newest `low` one, which is refused as if it had come late: a burst of guesses at unknown accounts from many
 * addresses can fill the line, but not keep a real account's login out of it.
 */
export type TurnPriority = 'high' | 'low';

export interface BoundedTurns {
  run<T>(job: () => Promise<T>, priority?: TurnPriority): Promise<T>;
  /** Jobs running and waiting now (tests, health). */
  load(): { running: number; waiting: number };
}

interface Waiter {
  priority: TurnPriority;
  start: () => void;
  refuse: (error: AppError) => void;
}

export function boundedTurns(options: {
  parallel: number;
  waiting: number;
  refuse: ErrorCode;
}): BoundedTurns {
  let running = 0;
  /** Waiting jobs: every high one before every low one, each in arrival order. */
  const line: Waiter[] = [];

  function makeRoom(priority: TurnPriority): void {
    if (line.length < options.waiting) return;
    const newestLow = line.findLastIndex((w) => w.priority === 'low');
    if (priority === 'low' || newestLow < 0) throw new AppError(options.refuse);
    const [bumped] = line.splice(newestLow, 1);
    bumped?.refuse(new AppError(options.refuse));
  }

  async function take(priority: TurnPriority): Promise<void> {
    if (running < options.parallel) {
      running += 1;
      return;
    }
    makeRoom(priority);
    // The turn passes straight from the finishing job to this one: `running` stays counted.
    await new Promise<void>((start, refuse) => {
      const waiter = { priority, start, refuse };
      const firstLow = line.findIndex((w) => w.priority === 'low');
      if (priority === 'high' && firstLow >= 0) line.splice(firstLow, 0, waiter);
      else line.push(waiter);
    });
  }

  function release(): void {
    const next = line.shift();
    if (next) next.start();
    else running -= 1;
  }

  return {
    async run(job, priority = 'high') {
      await take(priority);
      try {
        return await job();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: line.length }),
  };
}
