import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { shippingAddress } from './account.tables.js';

type AddressFields = Pick<
  typeof shippingAddress.$inferInsert,
  'recipients' | 'contactPhone' | 'regionPath' | 'detailAddr' | 'isDefault'
>;

export async function countShippingAddresses(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shippingAddress)
    .where(eq(shippingAddress.tenantId, tenantId));
  return row?.n ?? 0;
}

/** Takes the default flag from every other address of the tenant (one default at a time). */
export async function clearOtherDefaults(tx: Db, tenantId: number, keepId?: number): Promise<void> {
  await tx
    .update(shippingAddress)
    .set({ isDefault: false })
    .where(
      and(
        eq(shippingAddress.tenantId, tenantId),
        keepId === undefined ? undefined : ne(shippingAddress.id, keepId),
      ),
    );
}

export async function insertShippingAddress(
  tx: Db,
  tenantId: number,
  fields: AddressFields,
): Promise<number> {
  const [row] = await tx
    .insert(shippingAddress)
    .values({ tenantId, ...fields })
    .returning({ id: shippingAddress.id });
  return row?.id ?? 0;
}

/** Changes one address of the tenant; false when the tenant has no such address. */
export async function updateShippingAddress(
  tx: Db,
  tenantId: number,
  addressId: number,
  fields: AddressFields,
): Promise<boolean> {
  const rows = await tx
    .update(shippingAddress)
    .set(fields)
    .where(and(eq(shippingAddress.id, addressId), eq(shippingAddress.tenantId, tenantId)))
    .returning({ id: shippingAddress.id });
  return rows.length > 0;
}
