import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import type { CatalogDeps } from '../catalog/catalog.settings.js';
import type { BomOwner } from './core/log.queries.js';

/** What the BOM services need; `jobs.wake()` tells the matching job runner that a job was queued. */
export interface BomDeps {
  db: Db;
  readDb: Db;
  clock: Clock;
  jobs: { wake(): void };
}

/** The caller's BOMs: the staff member acting for their first managed tenant (as the cart). */
export function bomOwner(staff: StaffContext): BomOwner {
  return { tenantId: staff.tenantId, staffId: staff.staffId };
}

export function catalogOf(deps: Pick<BomDeps, 'readDb'>): CatalogDeps {
  return { readDb: deps.readDb };
}
