import type { AppliedSessionChange } from '../platform/session-changes.js';

/**
 * Waits for a server copy to apply an announced session change: pass `onSessionChange` to the app, call
 * `next` before the action that announces, await it after. The wait is on the arrival, never on time.
 */
export function watchSessionChanges() {
  const waiting = new Set<{ match: (c: AppliedSessionChange) => boolean; resolve: () => void }>();
  return {
    onSessionChange: (change: AppliedSessionChange): void => {
      for (const waiter of waiting) {
        if (!waiter.match(change)) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
    },
    next: (match: (c: AppliedSessionChange) => boolean): Promise<void> =>
      new Promise((resolve) => waiting.add({ match, resolve })),
  };
}

export const staffChange =
  (staffId: number) =>
  (change: AppliedSessionChange): boolean =>
    change !== 'all' && change.kind === 'staff' && change.id === staffId;
