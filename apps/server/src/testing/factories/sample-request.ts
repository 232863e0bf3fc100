import { insertRequestPerStatus, sampleParts, type MadeSampleRequest } from '../../seed/sample.seed.js';
import type { Db } from '../../platform/db.js';
import type { MadeStaff } from './staff.js';
import type { MadeTenant } from './tenant.js';

export interface SampleRequestsOptions {
  /** When the first is made; one every 3 days after. */
  firstAt?: Date;
  regionPath?: string;
}

/**
 * One sample request in each state for a tenant, asked by its staff in turn, over the catalog's first sample
 * parts at 5 pieces (a test inserts its sample parts first); the rated one is rated 4. Answers what it made, in
 * the order of the states. Throws when there is nothing to make them of.
 */
export async function createSampleRequests(
  db: Db,
  tenant: MadeTenant,
  staff: MadeStaff[],
  options: SampleRequestsOptions = {},
): Promise<MadeSampleRequest[]> {
  const parts = await sampleParts(db);
  const made = await insertRequestPerStatus(
    db,
    {
      tenantId: tenant.tenantId,
      tenantCode: tenant.tenantCode,
      staffIds: staff.map((member) => member.staffId),
      regionPath: options.regionPath ?? '广东省/深圳市/南山区',
      detailAddr: '科技园科发路8号A座5楼',
      recipient: '张工',
      phone: '13800138000',
    },
    parts,
    options.firstAt ?? new Date('2026-08-01T02:00:00Z'),
  );
  if (made.length === 0)
    throw new Error('createSampleRequests: no sample parts, staff or region to make them of');
  return made;
}
