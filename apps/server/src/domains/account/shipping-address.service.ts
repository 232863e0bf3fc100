import { SHIPPING_ADDRESS_LIMIT } from '@emall/contract';
import type { ShippingAddress, ShippingAddressInput } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import type { AccountDeps } from './account.settings.js';
import {
  clearOtherDefaults,
  countShippingAddresses,
  insertShippingAddress,
  updateShippingAddress,
} from './shipping-address.queries.js';
import { listShippingAddresses } from './tenant.queries.js';

/** The address book of the tenant the caller acts for, default first, as the confirm page lists it. */
async function addressBook(deps: AccountDeps, tenantId: number): Promise<ShippingAddress[]> {
  const rows = await listShippingAddresses(deps.db, tenantId);
  return rows.map((a) => ({
    addressId: a.id,
    isDefault: a.isDefault ? 'T' : 'F',
    recipients: a.recipients,
    contactPhone: a.contactPhone,
    regionPath: a.regionPath,
    detailAddr: a.detailAddr,
  }));
}

function fieldsOf(input: ShippingAddressInput, isDefault: boolean) {
  return {
    recipients: input.recipients,
    contactPhone: input.contactPhone,
    regionPath: input.regionPath,
    detailAddr: input.detailAddr,
    isDefault,
  };
}

/** Adds an address; the tenant's first address becomes the default whatever the flag says. */
export async function addShippingAddress(
  deps: AccountDeps,
  staff: StaffContext,
  input: ShippingAddressInput,
): Promise<ShippingAddress[]> {
  const tenantId = staff.tenantId;
  await deps.db.transaction(async (tx) => {
    const existing = await countShippingAddresses(tx, tenantId);
    if (existing >= SHIPPING_ADDRESS_LIMIT)
      throw new AppError('ADDRESS_BOOK_FULL', { n: SHIPPING_ADDRESS_LIMIT });
    const isDefault = input.isDefault === 'T' || existing === 0;
    if (isDefault) await clearOtherDefaults(tx, tenantId);
    await insertShippingAddress(tx, tenantId, fieldsOf(input, isDefault));
  });
  return addressBook(deps, tenantId);
}

/** Changes an address of the caller's tenant; any other address answers 404. */
export async function modifyShippingAddress(
  deps: AccountDeps,
  staff: StaffContext,
  input: ShippingAddressInput & { addressId: number },
): Promise<ShippingAddress[]> {
  const tenantId = staff.tenantId;
  await deps.db.transaction(async (tx) => {
    const isDefault = input.isDefault === 'T';
    const found = await updateShippingAddress(tx, tenantId, input.addressId, fieldsOf(input, isDefault));
    if (!found) throw new AppError('NOT_FOUND');
    if (isDefault) await clearOtherDefaults(tx, tenantId, input.addressId);
  });
  return addressBook(deps, tenantId);
}
