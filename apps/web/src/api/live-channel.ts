/**
 * A websocket that stays open: after any close it reconnects with exponential backoff and jitter, and a
 * watchdog closes it when nothing (not even a heartbeat) arrived for too long, so a half-open connection
 * after a server restart or a network change is noticed. The frames' meaning belongs to the caller.
 */

/** What the channel needs of a socket: the browser's WebSocket, or a fake in tests. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number, reason?: string) => void;
}

export interface BackoffPolicy {
  /** The first wait after a close. */
  baseMs: number;
  /** No wait grows beyond this. */
  maxMs: number;
}

export interface LiveChannelOptions {
  url: () => string;
  /** A text frame from the server (heartbeats included; they also feed the watchdog). */
  onFrame: (data: string) => void;
  /** After each successful (re)connection. */
  onOpen?: () => void;
  /** A close the server meant as final (e.g. the session ended): no reconnection follows. */
  isFinalClose?: (code: number) => boolean;
  /** After a final close; the channel has stopped. */
  onFinalClose?: (code: number) => void;
  /** Closed with no frame for this long: the connection is taken as dead. */
  silenceTimeoutMs: number;
  backoff?: BackoffPolicy;
  createSocket?: (url: string) => SocketLike;
  /** 0 ≤ random() < 1; injectable so tests know the jitter. */
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 30_000 };

/**
 * The wait before reconnection attempt `attempt` (0 for the first): the exponential step, of which a random
 * half is kept, so that every browser of a restarted server does not come back in the same millisecond.
 */
export function reconnectDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (step / 2) * random());
}

export class LiveChannel {
  private socket: SocketLike | null = null;
  private isRunning = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: Required<Omit<LiveChannelOptions, 'onOpen' | 'onFinalClose'>> &
    Pick<LiveChannelOptions, 'onOpen' | 'onFinalClose'>;

  constructor(options: LiveChannelOptions) {
    this.options = {
      backoff: DEFAULT_BACKOFF,
      createSocket: (url) => new WebSocket(url),
      random: Math.random,
      isFinalClose: () => false,
      ...options,
    };
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.isRunning = false;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.silenceTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close(1000, 'logout');
    }
  }

  /** Back online (the browser's `online` event): try now instead of waiting out the backoff. */
  reconnectNow(): void {
    if (!this.isRunning || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  private connect(): void {
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.watchSilence();
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => {
      this.watchSilence();
      if (typeof event.data !== 'string') return;
      this.options.onFrame(event.data);
    };
    // An error is always followed by a close; the close decides what happens next.
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.silenceTimer);
      if (!this.isRunning) return;
      if (this.options.isFinalClose(event.code)) {
        this.isRunning = false;
        this.options.onFinalClose?.(event.code);
      } else {
        this.scheduleReconnect();
      }
    };
    this.watchSilence();
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelay(this.attempt, this.options.backoff, this.options.random);
    this.attempt += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => {
      if (this.isRunning && !this.socket) this.connect();
    }, delay);
  }

  /** Restarts the silence watchdog: heartbeats keep an idle but healthy connection alive. */
  private watchSilence(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      const socket = this.socket;
      if (!socket) return;
      // Closing a half-open socket may take long to report; forget it now and reconnect.
      this.socket = null;
      socket.onclose = null;
      socket.close(4000, 'silent');
      if (this.isRunning) this.scheduleReconnect();
    }, this.options.silenceTimeoutMs);
  }
}
