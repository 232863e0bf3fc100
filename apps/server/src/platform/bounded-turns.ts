import { AppError } from './app-error.js';
import type { ErrorCode } from '@emall/contract';

/**
 * A few jobs at a time, a short line behind them, and beyond the line a refusal at once: for work that holds
 * much memory or a thread (password hashing), where a burst must neither exhaust the process nor make every
 * later caller wait behind it.
 */
export interface BoundedTurns {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (tests, health). */
  load(): { running: number; waiting: number };
}

export function boundedTurns(options: {
  parallel: number;
  waiting: number;
  refuse: ErrorCode;
}): BoundedTurns {
  let running = 0;
  const line: (() => void)[] = [];

  async function take(): Promise<void> {
    if (running < options.parallel) {
      running += 1;
      return;
    }
    if (line.length >= options.waiting) throw new AppError(options.refuse);
    // The turn passes straight from the finishing job to this one: `running` stays counted.
    await new Promise<void>((resolve) => line.push(resolve));
  }

  function release(): void {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(job) {
      await take();
      try {
        return await job();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: line.length }),
  };
}
