import { sql } from 'drizzle-orm';
import { SYS_PARAM } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { queryRows } from '../../platform/db.js';
import { insertCartFixture, type CartFixture } from '../cart/cart.fixture.js';
import { SAMPLE_PARAM } from './sample.settings.js';

/**
 * The cart fixture with sample flags: stm (limit 10 pieces, 12.43 a piece below 10), packaged (no own limit,
 * 1.000005), scarce (own limit 100, above PAR_OMS_0005), the second STM (unpriced); xstm is not a sample,
 * inactive is a sample no longer sold. Plus the region ids of 广东省/深圳市/南山区 for request bodies.
 */
export interface SampleFixture extends CartFixture {
  stmTr: string;
  address: {
    recipient: string;
    contactPhone1: string;
    provinceId: string;
    cityId: string;
    districtId: string;
    detailAddr: string;
  };
}

async function regionId(db: Db, path: string): Promise<string> {
  const [row] = await queryRows<{ region_id: string }>(
    db,
    sql`select region_id from region where path_name = ${path}`,
  );
  if (!row) throw new Error(`region ${path} missing`);
  return row.region_id;
}

export async function insertSampleFixture(db: Db): Promise<SampleFixture> {
  const parts = await insertCartFixture(db);
  const [tr] = await queryRows<{ id: string }>(
    db,
    sql`select id::text as id from product where mfr_part_number = 'STM32F103C8T6TR'`,
  );
  await db.execute(sql`update product set is_sample = true, sample_unit_limit = 10 where id = ${parts.stm}`);
  await db.execute(sql`update product set is_sample = true, sample_unit_limit = 100
                       where id in (${parts.scarce}, ${tr?.id ?? 0})`);
  await db.execute(
    sql`update product set is_sample = true where id in (${parts.packaged}, ${parts.inactive})`,
  );
  return {
    ...parts,
    stmTr: tr?.id ?? '',
    address: {
      recipient: '张工',
      contactPhone1: '13800138000',
      provinceId: await regionId(db, '广东省'),
      cityId: await regionId(db, '广东省/深圳市'),
      districtId: await regionId(db, '广东省/深圳市/南山区'),
      detailAddr: '科技园科发路8号A座5楼',
    },
  };
}

const PARAM_CODES = {
  amount: SYS_PARAM.sampleAmountLimit,
  sku: SYS_PARAM.sampleSkuLimit,
  qty: SYS_PARAM.sampleQuantityLimit,
  times: SAMPLE_PARAM.requestTimes,
  pending: SAMPLE_PARAM.feedbackPending,
} as const;

/** Sets a sample limit as an operator would, in sys_param. */
export async function setSampleParam(db: Db, which: keyof typeof PARAM_CODES, value: string | number) {
  await db.execute(
    sql`update sys_param set param_value = ${String(value)} where param_code = ${PARAM_CODES[which]}`,
  );
}
