import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveChannel, reconnectDelay } from '../api/live-channel';
import type { LiveChannelOptions } from '../api/live-channel';
import { FakeWebSocket } from './fake-web-socket';

const POLICY = { baseMs: 1000, maxMs: 30_000 };

describe('reconnect delay', () => {
  it('doubles from 1 s up to 30 s, keeping a random half of each step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, POLICY, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
    expect([0, 1, 2, 5, 10].map((n) => reconnectDelay(n, POLICY, () => 0.999_999))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(2, POLICY, () => 0.5)).toBe(3000);
  });
});

describe('live channel', () => {
  let frames: string[];
  let finalCloses: number[];

  function startChannel(extra: Partial<LiveChannelOptions> = {}) {
    const channel = new LiveChannel({
      url: () => 'ws://shop.test/api/emall/ws',
      onFrame: (data) => {
        frames.push(data);
      },
      silenceTimeoutMs: 60_000,
      createSocket: (url) => new FakeWebSocket(url),
      random: () => 0,
      isFinalClose: (code) => code === 4401,
      onFinalClose: (code) => {
        finalCloses.push(code);
      },
      ...extra,
    });
    channel.start();
    return channel;
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    FakeWebSocket.reset();
    frames = [];
    finalCloses = [];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects at once and hands over text frames', () => {
    startChannel();
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(FakeWebSocket.last().url).toBe('ws://shop.test/api/emall/ws');
    FakeWebSocket.last().serverOpens();
    FakeWebSocket.last().serverSends({ type: 'unread', unReadNum: 2 });
    expect(frames).toEqual(['{"type":"unread","unReadNum":2}']);
  });

  it('reconnects after a close with growing waits, and waits from the start again after a success', () => {
    startChannel();
    FakeWebSocket.last().serverCloses(1006);
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(2);

    // The server is still down: each refusal doubles the wait (random 0 keeps half: 0.5 s, 1 s, 2 s).
    FakeWebSocket.last().serverCloses(1006);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(3);
    FakeWebSocket.last().serverCloses(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.opened).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.opened).toHaveLength(4);

    // Back up: a server restart (1001) later starts again at the first wait.
    FakeWebSocket.last().serverOpens();
    FakeWebSocket.last().serverCloses(1001);
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.opened).toHaveLength(5);
  });

  it('takes a silent connection as dead: closes it and reconnects', () => {
    startChannel();
    const first = FakeWebSocket.last();
    first.serverOpens();
    // Heartbeats keep it alive however long it is idle.
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(25_000);
      first.serverSends({ type: 'heartbeat', time: new Date(0).toISOString() });
    }
    expect(first.closedWith).toBeUndefined();
    vi.advanceTimersByTime(60_000);
    expect(first.closedWith).toBe(4000);
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.opened).toHaveLength(2);
  });

  it('stops for good when the server says the session ended', () => {
    startChannel();
    FakeWebSocket.last().serverOpens();
    FakeWebSocket.last().serverCloses(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(finalCloses).toEqual([4401]);
  });

  it('closes on stop and never reconnects afterwards', () => {
    const channel = startChannel();
    const socket = FakeWebSocket.last();
    socket.serverOpens();
    channel.stop();
    expect(socket.closedWith).toBe(1000);
    socket.serverCloses(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('tries at once when the browser is back online instead of waiting out the backoff', () => {
    const channel = startChannel({ random: () => 0.999 });
    for (let i = 0; i < 6; i++) {
      FakeWebSocket.last().serverCloses(1006);
      vi.advanceTimersByTime(30_000);
    }
    const count = FakeWebSocket.opened.length;
    FakeWebSocket.last().serverCloses(1006);
    channel.reconnectNow();
    expect(FakeWebSocket.opened).toHaveLength(count + 1);
  });
});
