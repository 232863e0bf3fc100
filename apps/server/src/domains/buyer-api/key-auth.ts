import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { activeKeyStaff } from '../account/key-staff.service.js';
import { parseApiKey, secretMatches } from './api-key-secret.js';
import { findApiKey, touchLastUsed } from './api-key.queries.js';
import { keyState } from './api-key.service.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { isAddressAllowed } from './key-address.js';

/** The key behind a buyer API call: its id, scopes, and the staff context the shop's services take. */
export interface KeyCaller {
  keyId: string;
  scopes: readonly ApiKeyScope[];
  staff: StaffContext;
}

/** How often a key's last use is written: a busy key would otherwise write its row on every call. */
const LAST_USED_EVERY_MS = 60_000;
const lastWritten = new Map<string, number>();

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([\w-]{1,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Authenticates a buyer API call by its `Authorization: Bearer` key alone (no cookie counts): the key must exist,
 * its secret match, be neither revoked nor expired (read from the database on every call, so a revocation holds at
 * once on every copy), be used from an allowed address, and its creator still be an active staff member of the
 * tenant. Every refusal but the address answers the same 401, telling a guesser nothing.
 */
export async function authenticateKey(deps: BuyerApiDeps, request: FastifyRequest): Promise<KeyCaller> {
  const presented = bearerOf(request);
  const parsed = presented ? parseApiKey(presented) : null;
  if (!parsed) throw new AppError('API_KEY_INVALID');
  const row = await findApiKey(deps.db, parsed.id);
  const now = deps.clock.now();
  if (!row || !secretMatches(parsed.secret, row.secretHash) || keyState(row, now) !== 'ACTIVE')
    throw new AppError('API_KEY_INVALID');
  if (!isAddressAllowed(request.ip, row.allowedCidrs)) throw new AppError('API_KEY_ADDRESS');
  const staff = await activeKeyStaff(deps.db, row.staffId, row.tenantId);
  if (!staff) throw new AppError('API_KEY_INVALID');
  const last = lastWritten.get(row.id) ?? row.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - last >= LAST_USED_EVERY_MS) {
    lastWritten.set(row.id, now.getTime());
    if (lastWritten.size > 100_000) lastWritten.clear();
    await touchLastUsed(deps.db, row.id, now);
  }
  return {
    keyId: row.id,
    scopes: row.scopes as ApiKeyScope[],
    staff: {
      // Never a session's key: no session row has it, so nothing that looks a session up can find this one.
      sessionKey: `api-key:${row.id}`,
      staffId: staff.staffId,
      userCode: staff.userCode,
      tenantId: row.tenantId,
      tenantIds: [row.tenantId],
      lang: null,
    },
  };
}
