import type { FastifyRequest } from 'fastify';
import type { SaveTenantMailCopyBody, TenantMailCopy } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { tenantAdminId } from '../account/staff-contact.service.js';
import {
  deleteTenantCopy,
  insertTenantCopyEvent,
  tenantCopyRow,
  turnTenantCopyOff,
  upsertTenantCopy,
} from './mail.queries.js';

/**
 * A tenant's shared purchasing address (docs/mail.md): a copy of the tenant's money and goods mails goes to it.
 * Every staff member of the tenant sees it; its administrator sets or clears it; each change is written to
 * `mail_tenant_copy_event` with who and from where, in the change's transaction.
 */
export async function tenantMailCopy(db: Db, staff: StaffContext): Promise<TenantMailCopy> {
  const [row, adminId] = [await tenantCopyRow(db, staff.tenantId), await tenantAdminId(db, staff.tenantId)];
  return { address: row?.address ?? null, isOn: row?.isOn ?? false, canEdit: adminId === staff.staffId };
}

export async function saveTenantMailCopy(
  db: Db,
  staff: StaffContext,
  body: SaveTenantMailCopyBody,
  request: FastifyRequest,
  now: Date,
): Promise<TenantMailCopy> {
  await db.transaction(async (tx) => {
    if ((await tenantAdminId(tx, staff.tenantId)) !== staff.staffId) throw new AppError('FORBIDDEN');
    const address = body.address;
    if (address === '') {
      if (!(await deleteTenantCopy(tx, staff.tenantId))) return;
    } else {
      await upsertTenantCopy(tx, staff.tenantId, address, now);
    }
    await insertTenantCopyEvent(tx, {
      tenantId: staff.tenantId,
      action: address === '' ? 'clear' : 'set',
      address: address === '' ? null : address,
      staffId: staff.staffId,
      requestId: request.id,
      ip: request.ip,
      createdAt: now,
    });
  });
  return tenantMailCopy(db, staff);
}

/** The one-click unsubscribe of a copy: off for the tenant, recorded with the request it came by. */
export async function unsubscribeTenantCopy(
  db: Db,
  tenantId: number,
  request: FastifyRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const address = await turnTenantCopyOff(tx, tenantId, now);
    if (address === undefined) return;
    await insertTenantCopyEvent(tx, {
      tenantId,
      action: 'unsubscribe',
      address,
      staffId: null,
      requestId: request.id,
      ip: request.ip,
      createdAt: now,
    });
  });
}
