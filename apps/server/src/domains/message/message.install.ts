import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { BindOptions } from '../../platform/bind-call.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db.js';
import { LiveHub } from '../../platform/live-channel.js';
import type { AccountDeps } from '../account/account.settings.js';
import { CLOSE_GOING_AWAY, registerMessageSocket } from './message-socket.js';
import { registerMessageRoutes } from './message.routes.js';
import type { FeedbackLimits } from './message.settings.js';

export interface MessagingOptions {
  database: Database;
  clock: Clock;
  account: AccountDeps;
  feedbackLimits: FeedbackLimits;
  allowedOrigins: readonly string[];
  publicUrl: string | undefined;
  heartbeatMs: number;
}

/** The browser frames of a websocket are small; anything larger is refused by ws itself. */
const MAX_FRAME_BYTES = 4096;

/**
 * The message centre's calls, feedback, and the live websocket with this copy's LISTEN (docs/messages.md).
 * On close the sockets are told 1001 (going away: reconnect) and the LISTEN connection ends.
 */
export async function registerMessaging(
  app: FastifyInstance,
  options: MessagingOptions,
  bind: BindOptions,
): Promise<void> {
  const { database, clock } = options;
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    preClose: (done) => {
      for (const client of app.websocketServer.clients) client.close(CLOSE_GOING_AWAY, 'server restarting');
      done();
    },
  });
  const hub = new LiveHub();
  await hub.start(database);
  app.addHook('onClose', async () => {
    await hub.close();
  });
  registerMessageRoutes(app, { db: database.db, clock, feedbackLimits: options.feedbackLimits }, bind);
  registerMessageSocket(app, {
    db: database.db,
    account: options.account,
    hub,
    allowedOrigins: options.allowedOrigins,
    publicOrigin: options.publicUrl ? new URL(options.publicUrl).origin : undefined,
    heartbeatMs: options.heartbeatMs,
  });
}
