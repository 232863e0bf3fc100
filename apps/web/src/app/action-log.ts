import type { ActionLogBody } from '@emall/contract';

/** Page changes are logged as visit and leave events: leave for the old route, visit for the new. */
export function buildRouteChangeEvents(
  lastUrl: string | undefined,
  currentUrl: string,
  now: number,
): ActionLogBody[] {
  const visit: ActionLogBody = {
    eventName: 'pageView',
    eventType: 'visit',
    eventParam: [],
    currentUrl,
    lastUrl: lastUrl ?? null,
    createTime: now,
  };
  if (lastUrl === undefined) return [visit];
  const leave: ActionLogBody = {
    eventName: 'pageView',
    eventType: 'leave',
    eventParam: [],
    currentUrl: lastUrl,
    lastUrl: null,
    leaveTime: now,
  };
  return [leave, visit];
}
