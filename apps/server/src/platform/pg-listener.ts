import pg from 'pg';

/** Stops listening and closes the connection. */
export type StopListening = () => Promise<void>;

export interface ListenHandlers {
  onNotify: (payload: string) => void;
  /**
   * Called after the connection was lost and is listening again: notifications sent meanwhile are gone,
   * so the listener must assume that anything may have changed.
   */
  onReconnect: () => void;
  /** Called when the connection is lost, before any reconnect: notifications are not heard until then. */
  onLost?: () => void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled connection cannot hold a LISTEN): one client per
 * server copy, reconnected with growing pauses when the database restarts or the network drops it.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      if (note.channel === channel) handlers.onNotify(note.payload ?? '');
    });
    next.on('error', () => {
      lost(next);
    });
    next.on('end', () => {
      lost(next);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
  };

  const lost = (which: pg.Client): void => {
    if (stopped || which !== client) return;
    client = undefined;
    which.end().catch(() => undefined);
    handlers.onLost?.();
    scheduleRetry();
  };

  const scheduleRetry = (): void => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          handlers.onReconnect();
        },
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          scheduleRetry();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
