import type { Db } from '../platform/db.js';
import { sysParam } from '../domains/system/system.tables.js';
import { SAMPLE_LIMIT_DEFAULTS, SAMPLE_PARAM } from '../domains/sample/sample.settings.js';

/**
 * The free-sample gates beyond PAR_OMS_0003/4/5 (seeded by system.seed.ts), with the values of
 * docs/samples.md. Inserted only when absent: an operator's later values are never overwritten. Not public: the
 * buyer reads their effect through the two check calls, not through the parameter calls.
 */
export const SAMPLE_PARAMS: (typeof sysParam.$inferInsert)[] = [
  {
    paramCode: SAMPLE_PARAM.requestTimes,
    paramType: 'PAR_OMS_00',
    paramName: 'Sample requests per 30 days',
    paramValue: String(SAMPLE_LIMIT_DEFAULTS.requestTimes),
    remark: 'Most free-sample requests one customer (tenant) may make in 30 days; rejected ones do not count',
    isPublic: false,
  },
  {
    paramCode: SAMPLE_PARAM.feedbackPending,
    paramType: 'PAR_OMS_00',
    paramName: 'Sample requests awaiting feedback',
    paramValue: String(SAMPLE_LIMIT_DEFAULTS.feedbackPending),
    remark:
      'A customer with more shipped requests than this still unrated must rate them before requesting again',
    isPublic: false,
  },
];

export async function seedSampleParams(db: Db): Promise<void> {
  await db.insert(sysParam).values(SAMPLE_PARAMS).onConflictDoNothing();
}
