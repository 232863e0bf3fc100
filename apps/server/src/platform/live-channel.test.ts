import { describe, expect, it } from 'vitest';
import { LiveHub, parseLivePayload } from './live-channel.js';

describe('live channel payloads', () => {
  it('reads a tenant and a staff member or null, and ignores anything else', () => {
    expect(parseLivePayload('{"t":3,"s":7}')).toEqual({ tenantId: 3, staffId: 7, isNew: false });
    expect(parseLivePayload('{"t":3,"s":null}')).toEqual({ tenantId: 3, staffId: null, isNew: false });
    // n: the change is a new message (the browser's notice shows even when the count did not rise).
    expect(parseLivePayload('{"t":3,"s":7,"n":1}')).toEqual({ tenantId: 3, staffId: 7, isNew: true });
    for (const bad of [
      '',
      'null',
      '[]',
      '{"t":"3","s":7}',
      '{"t":3}',
      '{"t":3.5,"s":null}',
      '{"t":3,"s":"x"}',
    ]) {
      expect(parseLivePayload(bad), bad).toBeUndefined();
    }
  });
});

describe('LiveHub.dispatch', () => {
  it('tells the addressed staff member, or every staff member of the tenant, and nobody else', () => {
    const hub = new LiveHub();
    const told: string[] = [];
    const subscribe = (name: string, tenantId: number, staffId: number) =>
      hub.subscribe({ tenantId, staffId, onChange: () => told.push(name) });
    subscribe('a', 1, 10);
    subscribe('b', 1, 11);
    const unsubscribeC = subscribe('c', 2, 10);
    hub.dispatch({ tenantId: 1, staffId: 10 });
    expect(told).toEqual(['a']);
    hub.dispatch({ tenantId: 1, staffId: null });
    expect(told).toEqual(['a', 'a', 'b']);
    unsubscribeC();
    hub.dispatch({ tenantId: 2, staffId: null });
    expect(told).toEqual(['a', 'a', 'b']);
    expect(hub.size).toBe(2);
  });

  it('says whether the change is a new message', () => {
    const hub = new LiveHub();
    const told: boolean[] = [];
    hub.subscribe({ tenantId: 1, staffId: 10, onChange: (isNew) => told.push(isNew) });
    hub.dispatch({ tenantId: 1, staffId: 10, isNew: true });
    hub.dispatch({ tenantId: 1, staffId: 10 });
    expect(told).toEqual([true, false]);
  });
});
