import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { CheckedSession } from '../../platform/checked-sessions.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { activeKeyStaff } from '../account/key-staff.service.js';
import { parseApiKey, secretMatches } from './api-key-secret.js';
import { findApiKey, touchLastUsed } from './api-key.queries.js';
import { keyState } from './api-key.service.js';
import type { BuyerApiDeps, CheckedKey } from './buyer-api.settings.js';
import { isAddressAllowed } from './key-address.js';

/** The key behind a buyer API call: its id, scopes, and the staff context the shop's services take. */
export interface KeyCaller {
  keyId: string;
  scopes: readonly ApiKeyScope[];
  staff: StaffContext;
}

/** How often a key's last use is written: a busy key would otherwise write its row on every call. */
const LAST_USED_EVERY_MS = 60_000;

/** A key that never expires is held until forgotten or its hold ends, like a session far from its end. */
const NO_EXPIRY = Number.MAX_SAFE_INTEGER;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([\w-]{1,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The key of `id` if it is neither revoked nor expired and its maker is still an active staff member of its
 * tenant; null otherwise (and null is never held, so a key or staff member put right works on the next call).
 */
async function readLiveKey(db: Db, id: string, now: Date): Promise<CheckedSession<CheckedKey> | null> {
  const row = await findApiKey(db, id);
  if (!row || keyState(row, now) !== 'ACTIVE') return null;
  const staff = await activeKeyStaff(db, row.staffId, row.tenantId);
  if (!staff) return null;
  return {
    context: {
      keyId: row.id,
      secretHash: row.secretHash,
      scopes: row.scopes as ApiKeyScope[],
      allowedCidrs: row.allowedCidrs,
      staff: {
        // Never a session's key: no session row has it, so nothing that looks a session up can find this one.
        sessionKey: `api-key:${row.id}`,
        staffId: staff.staffId,
        userCode: staff.userCode,
        tenantId: row.tenantId,
        tenantIds: [row.tenantId],
        lang: null,
      },
    },
    ownerId: row.staffId,
    expiresAt: row.expiresAt?.getTime() ?? NO_EXPIRY,
    lastSeenAt: row.lastUsedAt?.getTime() ?? 0,
  };
}

/**
 * Authenticates a buyer API call by its `Authorization: Bearer` key alone (no cookie counts): the key must exist,
 * its secret match, be neither revoked nor expired, be used from an allowed address, and its creator still be an
 * active staff member of the tenant. Every refusal but the address answers the same 401, telling a guesser nothing.
 *
 * The key and its maker are read once and then held by this copy as its sessions are (decision 64): the secret,
 * the expiry and the address are checked on every call against the held row; a revocation forgets the key in this
 * copy before it answers and is announced to every other copy (keysChanged in api-key.service.ts), as is every change of its maker's
 * sessions; what is changed behind the shop's back (a staff member disabled in SQL) holds within the hold.
 */
export async function authenticateKey(deps: BuyerApiDeps, request: FastifyRequest): Promise<KeyCaller> {
  const presented = bearerOf(request);
  const parsed = presented ? parseApiKey(presented) : null;
  if (!parsed) throw new AppError('API_KEY_INVALID');
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const held = await deps.checkedKeys.get(parsed.id, nowMs, () => readLiveKey(deps.db, parsed.id, now));
  if (!held || held.expiresAt <= nowMs || !secretMatches(parsed.secret, held.context.secretHash))
    throw new AppError('API_KEY_INVALID');
  const key = held.context;
  if (!isAddressAllowed(request.ip, key.allowedCidrs)) throw new AppError('API_KEY_ADDRESS');
  if (nowMs - held.lastSeenAt >= LAST_USED_EVERY_MS) {
    // Moved before the write, so that the calls arriving meanwhile do not write it too.
    held.lastSeenAt = nowMs;
    await touchLastUsed(deps.db, key.keyId, now);
  }
  return { keyId: key.keyId, scopes: key.scopes, staff: key.staff };
}
