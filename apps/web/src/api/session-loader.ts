import { contract, isRegistrationFlagOn, SYS_PARAM } from '@emall/contract';
import type { SessionUser } from '@emall/contract';
import { loadCartCount } from './cart-count';
import { startLiveMessages } from './live-messages';
import { call } from './client';
import { navigateTo } from './navigation';
import { useSessionStore } from './session-store';
import type { UserExtras } from './session-store';

type SessionListener = (user: SessionUser) => void;
const sessionStartListeners: SessionListener[] = [];

/**
 * Hook point for what starts with a logged-in user: the message centre registers its websocket
 * and unread count here, the cart its cart count. Until something registers, the badges show what
 * the store holds: 0 and no dot.
 */
export function onSessionStart(listener: SessionListener): void {
  sessionStartListeners.push(listener);
}

// The live message channel opens and the unread count is read when a session starts.
onSessionStart(() => {
  startLiveMessages();
});

// The cart badge is read when a session starts, so only for a logged-in user.
onSessionStart(() => {
  void loadCartCount();
});

function startUserChannels(user: SessionUser): void {
  for (const listener of sessionStartListeners) listener(user);
}

/** The first managed tenant decides the account type and the order info. */
export async function loadUserExtras(user: SessionUser): Promise<UserExtras> {
  const tenantId = user.staffRole.mgrTenantIdList[0] ?? user.tenantId;
  const [accountType, orderInfo] = await Promise.allSettled([
    call(contract.account.qryCustAccountType, { tenantId }),
    call(contract.account.custOrderInfo, { tenantId }),
  ]);
  // A failure was already shown; the user stays logged in and the pages needing these read them again.
  return {
    custAccountType: accountType.status === 'fulfilled' ? accountType.value : null,
    custOrderInfo: orderInfo.status === 'fulfilled' ? orderInfo.value : null,
  };
}

/** A logged-in user as the store keeps them, after the session load (docs/architecture.md). */
export async function enterSession(user: SessionUser): Promise<void> {
  startUserChannels(user);
  const extras = await loadUserExtras(user);
  useSessionStore.getState().setUser(user, extras);
}

async function loadSystemParams(): Promise<void> {
  const values = await call(contract.system.getParamValue, {
    paramCodes: [SYS_PARAM.supportLink, SYS_PARAM.registrationFlag],
  });
  useSessionStore.getState().setSystemParams({
    supportLink: (values[SYS_PARAM.supportLink] ?? '').trim(),
    isRegistrationOpen: isRegistrationFlagOn(values[SYS_PARAM.registrationFlag]),
  });
}

/** The session load (docs/architecture.md), once per app run; the language was set before the first render. */
export async function loadSession(): Promise<void> {
  try {
    const [, user] = await Promise.all([
      loadSystemParams().catch(() => undefined),
      call(contract.account.getEmallUserSessionInfo, {}).catch(() => null),
    ]);
    if (user) await enterSession(user);
  } finally {
    useSessionStore.getState().markSessionLoaded();
  }
}

/** Logout: call logout, clear the user, go to /login, even when the call itself failed. */
export async function logout(): Promise<void> {
  try {
    await call(contract.account.emallLogout, {});
  } catch {
    // Shown by the client already; the local session ends regardless.
  } finally {
    // Ended on purpose: a page that needs login sends no origin, and /login does not bounce back home.
    useSessionStore.getState().endSession();
    await navigateTo('/login');
  }
}
