import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { shippingAddress, tenant } from './account.tables.js';

export async function findTenant(db: Db, tenantId: number) {
  const rows = await db.select().from(tenant).where(eq(tenant.id, tenantId));
  return rows[0];
}

export async function listShippingAddresses(db: Db, tenantId: number) {
  return db
    .select()
    .from(shippingAddress)
    .where(eq(shippingAddress.tenantId, tenantId))
    .orderBy(desc(shippingAddress.isDefault), asc(shippingAddress.id));
}
