import type { FastifyRequest } from 'fastify';
import {
  API_KEYS_PER_TENANT,
  FIELD_MESSAGES,
  pickText,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKey,
  type Lang,
  type OpsApiKey,
} from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { OperatorContext, StaffContext } from '../../platform/request-context.js';
import { announceSessionChange } from '../../platform/session-changes.js';
import { tenantAndStaffNames, tenantIdsMatching, tenantRefsByIds } from '../account/account-ops.service.js';
import { auditActor, recordAudit } from '../operator/audit.service.js';
import { newApiKey } from './api-key-secret.js';
import {
  countLiveKeys,
  findApiKey,
  insertApiKey,
  insertApiKeyEvent,
  pageApiKeys,
  revokeKey,
  tenantApiKeys,
  type ApiKeyRow,
  type KeyState,
} from './api-key.queries.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';

/**
 * After a write that ends keys of this staff member (a revocation): forgotten in this copy at once, before the
 * answer leaves, and announced to every copy on the sessions' channel, which forgets the staff member's keys with
 * their sessions (so those are read once more too: revocations are rare). Call it after the write has committed,
 * or a call meanwhile could read and hold the old row again.
 */
export async function keysChanged(deps: BuyerApiDeps, staffId: number): Promise<void> {
  deps.checkedKeys.forgetOwner(staffId);
  await announceSessionChange(deps.db, { kind: 'staff', id: staffId });
}

type CreateInput = Omit<CreateApiKeyBody, 'allowedCidrs'> & { allowedCidrs: string[] };

export function keyState(row: ApiKeyRow, now: Date): KeyState {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

function toApiKey(row: ApiKeyRow, createdBy: string, now: Date): ApiKey {
  return {
    keyId: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    allowedCidrs: row.allowedCidrs,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdBy,
    state: keyState(row, now),
  };
}

async function staffNames(db: Db, rows: readonly ApiKeyRow[]) {
  return tenantAndStaffNames(
    db,
    rows.map((r) => r.tenantId),
    rows.map((r) => r.staffId),
  );
}

/** A date alone means the end of that day in UTC; the expiry must lie ahead. */
function expiryOf(value: string | null | undefined, now: Date, lang: Lang): Date | null {
  if (!value) return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', {}, { expiresAt: pickText(FIELD_MESSAGES.invalidValue, lang) });
  return at;
}

function eventOf(request: FastifyRequest) {
  return { requestId: request.id, ip: request.ip };
}

/** Creates a key for the tenant the shop acts for; the whole key is answered once and never kept. */
export async function createApiKey(
  deps: BuyerApiDeps,
  staff: StaffContext,
  body: CreateInput,
  request: FastifyRequest,
  lang: Lang,
): Promise<CreatedApiKey> {
  const now = deps.clock.now();
  const expiresAt = expiryOf(body.expiresAt, now, lang);
  if ((await countLiveKeys(deps.db, staff.tenantId)) >= API_KEYS_PER_TENANT)
    throw new AppError('API_KEY_LIMIT', { max: API_KEYS_PER_TENANT });
  const fresh = newApiKey();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertApiKey(tx, {
      id: fresh.id,
      tenantId: staff.tenantId,
      staffId: staff.staffId,
      name: body.name,
      scopes: [...new Set(body.scopes)],
      allowedCidrs: [...new Set(body.allowedCidrs)],
      secretHash: fresh.secretHash,
      expiresAt,
      createdAt: now,
    });
    await insertApiKeyEvent(tx, {
      keyId: inserted.id,
      tenantId: staff.tenantId,
      action: 'create',
      staffId: staff.staffId,
      ...eventOf(request),
      createdAt: now,
    });
    return inserted;
  });
  const names = await staffNames(deps.db, [row]);
  return { key: toApiKey(row, names.staff.get(row.staffId) ?? '', now), secret: fresh.key };
}

export async function listApiKeys(deps: BuyerApiDeps, staff: StaffContext): Promise<ApiKey[]> {
  const rows = await tenantApiKeys(deps.db, staff.tenantId);
  const names = await staffNames(deps.db, rows);
  const now = deps.clock.now();
  return rows.map((r) => toApiKey(r, names.staff.get(r.staffId) ?? '', now));
}

/** Revokes one of the tenant's keys; another tenant's key answers 404 as if it did not exist. */
export async function revokeApiKey(
  deps: BuyerApiDeps,
  staff: StaffContext,
  keyId: string,
  request: FastifyRequest,
): Promise<ApiKey> {
  const found = await findApiKey(deps.db, keyId);
  if (!found || found.tenantId !== staff.tenantId) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const revoked = await revokeKey(tx, keyId, now);
    if (!found.revokedAt)
      await insertApiKeyEvent(tx, {
        keyId,
        tenantId: found.tenantId,
        action: 'revoke',
        staffId: staff.staffId,
        ...eventOf(request),
        createdAt: now,
      });
    return revoked ?? found;
  });
  await keysChanged(deps, found.staffId);
  const names = await staffNames(deps.db, [row]);
  return toApiKey(row, names.staff.get(row.staffId) ?? '', now);
}

export async function opsApiKeyPage(
  deps: BuyerApiDeps,
  query: { pageNo: number; pageSize: number; tenantCode?: string | undefined; state?: KeyState | undefined },
) {
  const now = deps.clock.now();
  const tenantIds = query.tenantCode ? await tenantIdsMatching(deps.db, query.tenantCode) : undefined;
  const page = await pageApiKeys(
    deps.db,
    { tenantIds, state: query.state, now },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  const [names, tenants] = await Promise.all([
    staffNames(deps.db, page.rows),
    tenantRefsByIds(
      deps.db,
      page.rows.map((r) => r.tenantId),
    ),
  ]);
  const rows: OpsApiKey[] = page.rows.map((r) => ({
    ...toApiKey(r, names.staff.get(r.staffId) ?? '', now),
    tenantCode: tenants.get(r.tenantId)?.tenantCode ?? '',
    tenantName: tenants.get(r.tenantId)?.tenantName ?? '',
  }));
  return { rows, total: page.total, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** An operator revokes any key: written to the key's events and to the console's audit log together. */
export async function opsRevokeApiKey(
  deps: BuyerApiDeps,
  operator: OperatorContext,
  keyId: string,
  request: FastifyRequest,
): Promise<ApiKey> {
  const found = await findApiKey(deps.db, keyId);
  if (!found) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const revoked = (await revokeKey(tx, keyId, now)) ?? found;
    if (!found.revokedAt) {
      await insertApiKeyEvent(tx, {
        keyId,
        tenantId: found.tenantId,
        action: 'revoke',
        operatorId: operator.operatorId,
        ...eventOf(request),
        createdAt: now,
      });
      await recordAudit(
        tx,
        auditActor(operator, request),
        {
          action: 'apiKey.revoke',
          targetType: 'apiKey',
          targetId: keyId,
          before: { revokedAt: null },
          after: { revokedAt: now.toISOString() },
        },
        now,
      );
    }
    return revoked;
  });
  await keysChanged(deps, found.staffId);
  const names = await staffNames(deps.db, [row]);
  return toApiKey(row, names.staff.get(row.staffId) ?? '', now);
}
