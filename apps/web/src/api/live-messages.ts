import i18next from 'i18next';
import {
  contract,
  liveFrameSchema,
  MESSAGE_HEARTBEAT_MS,
  MESSAGE_NOTIFY_TYPE,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SOCKET_PATH,
  STATUS_ACTIVE,
} from '@emall/contract';
import { call } from './client';
import { LiveChannel } from './live-channel';
import { useMessageListSignal } from './message-list-signal';
import { navigateTo } from './navigation';
import { useSessionStore } from './session-store';
import { toaster } from './toaster';

/** The one key of the new-message notice: a second push replaces it rather than stacking a second toast. */
export const NEW_MESSAGE_NOTICE_KEY = 'new-message';
/** docs/messages.md: a heartbeat every 25 s; after 60 s of silence the connection is taken as dead. */
export const SILENCE_TIMEOUT_MS = Math.max(60_000, MESSAGE_HEARTBEAT_MS * 2 + 10_000);
/** docs/messages.md: the server closes with 4401 when the session ended; reconnecting would not help. */
export const SESSION_ENDED_CLOSE = 4401;

let channel: LiveChannel | null = null;
/** The last unread count of this session; null until the first, which never raises a notice. */
let knownCount: number | null = null;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${MESSAGE_SOCKET_PATH}`;
}

function openMessageCentre(): void {
  toaster.dismiss(NEW_MESSAGE_NOTICE_KEY);
  // On /message the list goes back to page 1 and reloads; elsewhere the notice opens /message.
  if (window.location.pathname === '/message') useMessageListSignal.getState().requestPageOne();
  else void navigateTo('/message');
}

function showNewMessageNotice(): void {
  toaster.clickableWarning(NEW_MESSAGE_NOTICE_KEY, i18next.t('messageCentre.newNotice'), openMessageCentre);
}

/**
 * A new unread count for the header badge. Every push of a new message shows the warning notice
 * (one at a time: a second replaces the first), whether or not the count rose: a message read in another
 * tab at the same moment leaves it unchanged. The server marks such a push (`newMessage`); a push that
 * raises the count is taken as one too. Counts read by the page (after read or delete) only update the
 * badge. Ignored without a session.
 */
export function updateUnreadCount(count: number, source: 'push' | 'read', isNewMessage = false): void {
  if (!channel) return;
  const hasRisen = knownCount !== null && count > knownCount;
  knownCount = count;
  useSessionStore.getState().setUnreadCount(count);
  if (source === 'push' && (isNewMessage || hasRisen)) showNewMessageNotice();
}

function onFrame(data: string): void {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  const frame = liveFrameSchema.safeParse(json);
  // Heartbeats and pongs only keep the watchdog quiet; unknown frames of a newer server are ignored.
  if (frame.success && frame.data.type === 'unread')
    updateUnreadCount(frame.data.unReadNum, 'push', frame.data.newMessage === true);
}

/** The unread count is also read once at session start, in case the socket is slow or blocked. */
async function loadUnreadCount(): Promise<void> {
  try {
    const page = await call(
      contract.message.qryMessageList4Page,
      { pageNo: 1, pageSize: MESSAGE_PAGE_SIZE, status: STATUS_ACTIVE, notifyType: MESSAGE_NOTIFY_TYPE },
      { silent: true },
    );
    updateUnreadCount(page.ext.unReadNum, 'read');
  } catch {
    // The badge waits for the socket's first push.
  }
}

function reconnectWhenOnline(): void {
  channel?.reconnectNow();
}

/** Opens the live channel for the user whose session just started (at the session load and at login). */
export function startLiveMessages(): void {
  stopLiveMessages();
  channel = new LiveChannel({
    url: socketUrl,
    onFrame,
    silenceTimeoutMs: SILENCE_TIMEOUT_MS,
    isFinalClose: (code) => code === SESSION_ENDED_CLOSE,
    // The session ended elsewhere; the next call of the page answers 401 and leads to the login.
    onFinalClose: stopLiveMessages,
  });
  channel.start();
  window.addEventListener('online', reconnectWhenOnline);
  void loadUnreadCount();
}

/** Closes the channel and forgets the count: logout, password change, a lost session. */
export function stopLiveMessages(): void {
  window.removeEventListener('online', reconnectWhenOnline);
  if (!channel) return;
  channel.stop();
  channel = null;
  knownCount = null;
  toaster.dismiss(NEW_MESSAGE_NOTICE_KEY);
}

// Every way a user goes (logout, password change, a 401 anywhere) clears the store's user.
useSessionStore.subscribe((state, previous) => {
  if (previous.user && !state.user) stopLiveMessages();
});
