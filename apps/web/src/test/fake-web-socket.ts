import type { SocketLike } from '../api/live-channel';

/**
 * A WebSocket the test drives by hand: it records every socket the app opened, and the test opens, feeds
 * and closes them as a server would. Installed with vi.stubGlobal('WebSocket', FakeWebSocket).
 */
export class FakeWebSocket implements SocketLike {
  static opened: FakeWebSocket[] = [];

  readonly url: string;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | undefined;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.opened.push(this);
  }

  static reset(): void {
    FakeWebSocket.opened = [];
  }

  static last(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  /** The server accepted the connection. */
  serverOpens(): void {
    this.onopen?.(new Event('open'));
  }

  serverSends(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection ended from the server's side (restart: 1001, session ended: 4401, a drop: 1006). */
  serverCloses(code: number): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
