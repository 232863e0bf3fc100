import type { TestClient } from '../test-client.js';
import type { AppHandle } from './app-handle.js';
import { createStaff, logInStaff, type MadeStaff } from './staff.js';
import { createTenant, type MadeTenant } from './tenant.js';

/**
 * The cast most shop tests need: a company buying on account (invoice details, a default and a second delivery
 * address) with two staff, `buyer` and `colleague`, and a second company paying in advance (no invoice details,
 * no address) with its one staff member, `other`: what one tenant may share and another must not see.
 */
export interface Buyers {
  tenant: MadeTenant;
  otherTenant: MadeTenant;
  buyer: MadeStaff;
  colleague: MadeStaff;
  other: MadeStaff;
}

export async function createBuyers(app: Pick<AppHandle, 'database'>): Promise<Buyers> {
  const db = app.database.db;
  const tenant = await createTenant(db, { addresses: [{}, { isDefault: false }] });
  const otherTenant = await createTenant(db, { custAccountType: 'F', invoiceInfo: null, addresses: [] });
  const buyer = await createStaff(db, { tenantId: tenant.tenantId });
  const colleague = await createStaff(db, { tenantId: tenant.tenantId });
  const other = await createStaff(db, { tenantId: otherTenant.tenantId });
  return { tenant, otherTenant, buyer, colleague, other };
}

/** The cast of createBuyers, each logged in in a browser of their own. */
export async function threeBuyers(
  app: AppHandle,
): Promise<{ buyer: TestClient; colleague: TestClient; other: TestClient; people: Buyers }> {
  const people = await createBuyers(app);
  const [buyer, colleague, other] = await Promise.all(
    [people.buyer, people.colleague, people.other].map(
      async (member) => (await logInStaff(app, member)).client,
    ),
  );
  if (!buyer || !colleague || !other) throw new Error('unreachable');
  return { buyer, colleague, other, people };
}
