import { WebSocket } from 'ws';
import { MESSAGE_SOCKET_PATH, SESSION_COOKIE } from '@emall/contract';
import type { LiveFrame } from '@emall/contract';
import type { TestClient } from './test-client.js';

/** A websocket client of the live channel, as a browser tab would open it, that records what arrives. */
export interface LiveSocket {
  ws: WebSocket;
  frames: LiveFrame[];
  /** The next frame (already received and not yet taken, or arriving) that matches, or a time-out error. */
  next(match: (frame: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  /** The next unread count pushed. */
  nextCount(timeoutMs?: number): Promise<number>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** The cookie header a browser of `client` sends. */
export function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The session cookie alone (what matters for the socket). */
export function sessionCookieOf(client: TestClient): string {
  return `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE) ?? ''}`;
}

/**
 * Opens the socket at `baseUrl` (http://127.0.0.1:port) and waits until it is open; a refused upgrade
 * rejects with `Unexpected server response: <status>`.
 */
export function openLiveSocket(
  baseUrl: string,
  options: { cookie?: string; origin?: string | null; query?: string } = {},
): Promise<LiveSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${MESSAGE_SOCKET_PATH}${options.query ?? ''}`;
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const ws = new WebSocket(url, {
    headers,
    ...(options.origin === null ? {} : { origin: options.origin ?? baseUrl }),
  });
  const frames: LiveFrame[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')) as LiveFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => {
    ws.on('close', (code) => {
      resolve(code);
    });
  });

  const next = (match: (frame: LiveFrame) => boolean, timeoutMs = 5000): Promise<LiveFrame> =>
    new Promise((resolve, reject) => {
      const look = (): boolean => {
        while (taken < frames.length) {
          const frame = frames[taken];
          taken += 1;
          if (frame && match(frame)) {
            resolve(frame);
            return true;
          }
        }
        return false;
      };
      if (look()) return;
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      const wake = (): void => {
        if (look()) {
          clearTimeout(timer);
          waiters.delete(wake);
        }
      };
      waiters.add(wake);
    });

  const socket: LiveSocket = {
    ws,
    frames,
    next,
    nextCount: async (timeoutMs) => {
      const frame = await next((f) => f.type === 'unread', timeoutMs);
      return frame.type === 'unread' ? frame.unReadNum : -1;
    },
    closed,
    close: () => {
      ws.close();
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      resolve(socket);
    });
    ws.once('unexpected-response', (_req, res) => {
      reject(new Error(`Unexpected server response: ${res.statusCode ?? 0}`));
      ws.terminate();
    });
    // Errors after the outcome (a refused upgrade aborts the request) must not go unhandled.
    ws.on('error', reject);
  });
}
