import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { MESSAGE_SOCKET_PATH } from '@emall/contract';
import type { LiveFrame } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { isOwnOrigin } from '../../platform/csrf.js';
import type { StaffContext } from '../../platform/request-context.js';
import { peekSession } from '../account/session-check.service.js';
import { unreadCount } from './message-centre.service.js';
import type { MessageSocketDeps } from './message.settings.js';

/** Close codes of the live channel (docs/messages.md). */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_GOING_AWAY = 1001;

/** A change announced in a burst (mark all read, a batch of messages) is pushed once after this pause. */
const PUSH_COALESCE_MS = 50;

/**
 * A browser page of another site must not open a socket with our cookies. The Origin must be the server's own
 * (PUBLIC_URL, or the scheme and host, port included, the request came to: behind a proxy, the Host it
 * forwards) or an allowed one, compared exactly as the CSRF check compares a POST's; none is refused.
 */
export function originAllowed(
  request: FastifyRequest,
  deps: Pick<MessageSocketDeps, 'publicOrigin' | 'allowedOrigins'>,
): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return isOwnOrigin(request, origin, deps);
}

function send(socket: WebSocket, frame: LiveFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * One browser tab's live channel: pushes the unread count now and after every change announced for the
 * staff member or their tenant (from any server copy), a heartbeat every `heartbeatMs` with a protocol ping,
 * and closes with 4401 once the session has ended (checked at each heartbeat and push).
 */
function serveSocket(deps: MessageSocketDeps, socket: WebSocket, staff: StaffContext): void {
  const reader = { tenantId: staff.tenantId, staffId: staff.staffId };
  let alive = true;
  let closed = false;
  let pushTimer: NodeJS.Timeout | undefined;
  // A new message among the changes the next push covers (a burst is pushed once).
  let hasNewMessage = false;

  const sessionStillLive = async (): Promise<boolean> => {
    const current = await peekSession(deps.account, staff.sessionKey);
    if (current?.staffId === staff.staffId) return true;
    socket.close(CLOSE_SESSION_ENDED, 'session ended');
    return false;
  };

  const push = async (isNew: boolean): Promise<void> => {
    if (closed || !(await sessionStillLive())) return;
    const unReadNum = await unreadCount(deps.db, reader);
    // newMessage: the browser's notice shows on every new message, even when the count did not rise
    // (a message read in another tab at the same time).
    send(socket, { type: 'unread', unReadNum, ...(isNew ? { newMessage: true } : {}) });
  };
  const pushSafely = (isNew = false): void => {
    push(isNew).catch(() => {
      // The database is away for a moment: the next change, heartbeat or reconnect brings the count.
    });
  };

  const unsubscribe = deps.hub.subscribe({
    tenantId: reader.tenantId,
    staffId: reader.staffId,
    onChange: (isNew) => {
      if (closed) return;
      hasNewMessage ||= isNew;
      if (pushTimer) return;
      pushTimer = setTimeout(() => {
        pushTimer = undefined;
        const isNewPush = hasNewMessage;
        hasNewMessage = false;
        pushSafely(isNewPush);
      }, PUSH_COALESCE_MS);
    },
  });

  const heartbeat = setInterval(() => {
    // No pong since the last ping: the peer is gone without a close (sleeping laptop, dropped network).
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
    send(socket, { type: 'heartbeat', time: new Date().toISOString() });
    sessionStillLive().catch(() => undefined);
  }, deps.heartbeatMs);

  socket.on('pong', () => {
    alive = true;
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : '';
    if (text.length <= 64 && /"type"\s*:\s*"ping"/.test(text)) send(socket, { type: 'pong' });
  });
  socket.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    if (pushTimer) clearTimeout(pushTimer);
    unsubscribe();
  });

  pushSafely();
}

/** GET /api/emall/ws (docs/messages.md): 403 for a foreign Origin, 401 without a session, else the channel. */
export function registerMessageSocket(app: FastifyInstance, deps: MessageSocketDeps): void {
  app.get(
    MESSAGE_SOCKET_PATH,
    {
      websocket: true,
      // Refused before the upgrade: the browser sees the HTTP status, and no socket is opened.
      preValidation: (request, _reply, done) => {
        if (!originAllowed(request, deps)) done(new AppError('FORBIDDEN'));
        else if (!request.staff) done(new AppError('UNAUTHENTICATED'));
        else done();
      },
    },
    (socket, request) => {
      const staff = request.staff;
      if (!staff) {
        socket.close(CLOSE_SESSION_ENDED, 'no session');
        return;
      }
      serveSocket(deps, socket, staff);
    },
  );
}
