import { describe, expect, it } from 'vitest';
import { actionLogBodySchema } from '@emall/contract';
import { buildRouteChangeEvents } from './action-log';

describe('buildRouteChangeEvents', () => {
  it('logs only a visit for the first page of a run', () => {
    const events = buildRouteChangeEvents(undefined, '/', 1000);
    expect(events).toEqual([
      {
        eventName: 'pageView',
        eventType: 'visit',
        eventParam: [],
        currentUrl: '/',
        lastUrl: null,
        createTime: 1000,
      },
    ]);
  });

  it('logs a leave for the old route and a visit for the new one', () => {
    const [leave, visit] = buildRouteChangeEvents('/', '/my_EMall?activeKey=6', 2000);
    expect(leave).toMatchObject({ eventType: 'leave', currentUrl: '/', leaveTime: 2000 });
    expect(visit).toMatchObject({
      eventType: 'visit',
      currentUrl: '/my_EMall?activeKey=6',
      lastUrl: '/',
      createTime: 2000,
    });
  });

  it('builds bodies the contract accepts', () => {
    for (const event of buildRouteChangeEvents('/a', '/b', 3000)) {
      expect(actionLogBodySchema.safeParse(event).success).toBe(true);
    }
  });
});
