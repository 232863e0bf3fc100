import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers for tests: only setTimeout and clearTimeout are faked, because reading a stubbed answer
 * needs the real event loop.
 */
export function installFakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Moves the clock, letting the timers due and the work they start run, as the browser would. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets a started request answer and the page render it, without moving the clock. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => {
        setImmediate(resolve);
      });
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
