import { checkSession } from '../../platform/checked-sessions.js';
import type { StaffContext } from '../../platform/request-context.js';
import { announceSessionChange } from '../../platform/session-changes.js';
import type { AccountDeps } from './account.settings.js';
import { findLiveSession, updateSessionLastSeen } from './session.queries.js';

/**
 * The session behind a request's cookie, from this copy's cache of checked sessions or the database, and
 * the one way to tell every copy that a staff member's sessions ended or changed.
 */

function checkStaffSession(deps: AccountDeps, sessionKey: string, touch: boolean) {
  const now = deps.clock.now();
  return checkSession({
    sessions: deps.checkedSessions,
    key: sessionKey,
    now,
    idleSeconds: deps.sessionTtl,
    touch,
    read: () => findLiveSession(deps.db, sessionKey, now, deps.sessionTtl),
    writeLastSeen: () => updateSessionLastSeen(deps.db, sessionKey, now),
  });
}

/** The staff member of a live session; counts as activity (the idle lifetime starts again). */
export function resolveSession(deps: AccountDeps, sessionKey: string): Promise<StaffContext | null> {
  return checkStaffSession(deps, sessionKey, true);
}

/** Whether a session is still live, without counting as activity (the live channel's periodic checks). */
export function peekSession(deps: AccountDeps, sessionKey: string): Promise<StaffContext | null> {
  return checkStaffSession(deps, sessionKey, false);
}

/**
 * After a write that ended or changed sessions of this staff member (logout, new password, language, a
 * disabled account): forgotten here at once, before the answer leaves, and announced to the other copies.
 * Call it after the write has committed, or a request meanwhile could read and keep the old row again.
 */
export async function staffSessionsChanged(deps: AccountDeps, staffId: number): Promise<void> {
  deps.checkedSessions.forgetOwner(staffId);
  await announceSessionChange(deps.db, { kind: 'staff', id: staffId });
}
