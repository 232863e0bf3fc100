import { and, asc, eq, inArray } from 'drizzle-orm';
import { multiplyMoney, roundHalfUp, SAMPLE_STATUSES, sumMoney, type SampleStatus } from '@emall/contract';
import type { Db } from '../platform/db.js';
import { staff, tenant } from '../domains/account/account.tables.js';
import { brand, priceBreak, product } from '../domains/catalog/core/catalog.tables.js';
import { region } from '../domains/system/system.tables.js';
import { sampleFeedback, sampleRequest, sampleRequestLine } from '../domains/sample/sample.tables.js';
import { tenantHasRequests } from '../domains/sample/sample-request.queries.js';

const DAY = 86_400_000;
/** Fixed dates, more than 30 days before the demo's time, so the demo buyers can still request samples. */
const FIRST_DAY = Date.parse('2026-08-01T02:00:00Z');

interface DemoBuyer {
  tenantCode: string;
  staffCodes: string[];
  regionPath: string;
  detailAddr: string;
  recipient: string;
  phone: string;
}

const BUYERS: DemoBuyer[] = [
  {
    tenantCode: 'T10001',
    staffCodes: ['demo', 'demo2'],
    regionPath: '广东省/深圳市/南山区',
    detailAddr: '科技园科发路8号A座5楼',
    recipient: '张工',
    phone: '13800138000',
  },
  {
    tenantCode: 'T10002',
    staffCodes: ['other'],
    regionPath: '江苏省/苏州市/苏州工业园区',
    detailAddr: '星湖街328号创意产业园12栋3楼',
    recipient: '李工',
    phone: '13900139000',
  },
];

const FEEDBACK_TEXT = '样品功能正常，已完成原型验证，计划下月小批量采购。';

async function regionIds(db: Db, path: string): Promise<string[] | undefined> {
  const parts = path.split('/');
  const paths = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  const rows = await db
    .select({ id: region.regionId, path: region.pathName, level: region.regionLevel })
    .from(region)
    .where(inArray(region.pathName, paths))
    .orderBy(asc(region.regionLevel));
  const ids = paths.map((p) => rows.find((r) => r.path === p)?.id);
  return ids.every((id): id is string => id !== undefined) ? ids : undefined;
}

const DEMO_SAMPLE_QTY = 5;

/** A sample part as the requests made here name it. */
export interface SamplePart {
  id: number;
  mpn: string;
  brandCode: string;
  /** Tax-inclusive unit price at DEMO_SAMPLE_QTY pieces, as a request records it. */
  unitPrice: string;
}

/** Whose requests are made, and where they are sent. */
export interface SampleRequester {
  tenantId: number;
  /** Names the requests: SR<tenantCode>DEMO01 onwards. */
  tenantCode: string;
  /** The staff who ask, in turn. */
  staffIds: number[];
  /** Province/city/district as the region table names them. */
  regionPath: string;
  detailAddr: string;
  recipient: string;
  phone: string;
}

export interface MadeSampleRequest {
  id: number;
  requestNo: string;
  status: SampleStatus;
  createdAt: Date;
}

/**
 * One request in each state for the requester, the first made at `firstAt` and one every 3 days after, each
 * with one or two of `parts` at 5 pieces; a rated one is rated 4. Answers none when the region path is unknown.
 */
export async function insertRequestPerStatus(
  db: Db,
  requester: SampleRequester,
  parts: SamplePart[],
  firstAt: Date,
): Promise<MadeSampleRequest[]> {
  const ids = await regionIds(db, requester.regionPath);
  if (requester.staffIds.length === 0 || !ids || parts.length === 0) return [];
  const [provinceId = '', cityId = '', districtId = ''] = ids;
  const made: MadeSampleRequest[] = [];
  for (const [i, status] of SAMPLE_STATUSES.entries()) {
    const at = new Date(firstAt.getTime() + i * 3 * DAY);
    const staffId = requester.staffIds[i % requester.staffIds.length] ?? 0;
    const lines = [parts[i % parts.length], parts[(i + 1) % parts.length]]
      .slice(0, i % 2 === 0 ? 2 : 1)
      .filter((part): part is SamplePart => part !== undefined)
      .map((part) => ({
        ...part,
        amount: roundHalfUp(multiplyMoney(part.unitPrice, String(DEMO_SAMPLE_QTY)), 2),
      }));
    const requestNo = `SR${requester.tenantCode}DEMO${String(i + 1).padStart(2, '0')}`;
    const [row] = await db
      .insert(sampleRequest)
      .values({
        requestNo,
        tenantId: requester.tenantId,
        staffId,
        status,
        recipient: requester.recipient,
        contactPhone1: requester.phone,
        provinceId,
        cityId,
        districtId,
        regionPath: requester.regionPath,
        detailAddr: requester.detailAddr,
        projectName: `Demo project ${i + 1}`,
        amount: roundHalfUp(sumMoney(lines.map((line) => line.amount)), 2),
        createdAt: at,
        updatedAt: new Date(at.getTime() + DAY),
      })
      .returning({ id: sampleRequest.id });
    if (!row) continue;
    await db.insert(sampleRequestLine).values(
      lines.map((line) => ({
        requestId: row.id,
        productId: line.id,
        mfrPartNumber: line.mpn,
        brandCode: line.brandCode,
        qty: DEMO_SAMPLE_QTY,
        unitPrice: line.unitPrice,
        amount: line.amount,
      })),
    );
    if (status === 'FEEDBACK_GIVEN') {
      await db.insert(sampleFeedback).values({
        requestId: row.id,
        tenantId: requester.tenantId,
        staffId,
        rating: 4,
        feedbackText: FEEDBACK_TEXT,
        createdAt: new Date(at.getTime() + 10 * DAY),
      });
    }
    made.push({ id: row.id, requestNo, status, createdAt: at });
  }
  return made;
}

/** The catalog's first four active sample parts, each priced at its break for 5 pieces, as a real request is. */
export async function sampleParts(db: Db): Promise<SamplePart[]> {
  const candidates = await db
    .select({ id: product.id, mpn: product.mfrPartNumber, brandCode: brand.brandCode })
    .from(product)
    .innerJoin(brand, eq(brand.id, product.brandId))
    .where(and(eq(product.isSample, true), eq(product.isActive, true)))
    .orderBy(asc(product.id))
    .limit(4);
  const breaks = candidates.length
    ? await db
        .select({
          productId: priceBreak.productId,
          qtyFrom: priceBreak.qtyFrom,
          taxPrice: priceBreak.taxPrice,
        })
        .from(priceBreak)
        .where(
          inArray(
            priceBreak.productId,
            candidates.map((c) => c.id),
          ),
        )
    : [];
  return candidates.map((c) => {
    const own = breaks
      .filter((b) => b.productId === c.id && b.qtyFrom <= DEMO_SAMPLE_QTY)
      .sort((x, y) => y.qtyFrom - x.qtyFrom);
    return { ...c, unitPrice: own[0]?.taxPrice ?? '0' };
  });
}

/** The demo buyer's tenant, unless it has requests already (the seed runs once). */
async function seedBuyer(db: Db, buyer: DemoBuyer, parts: SamplePart[], firstAt: Date): Promise<number> {
  const [t] = await db.select().from(tenant).where(eq(tenant.tenantCode, buyer.tenantCode));
  if (!t || (await tenantHasRequests(db, t.id))) return 0;
  const staffRows = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, t.id), inArray(staff.userCode, buyer.staffCodes)));
  const made = await insertRequestPerStatus(
    db,
    { ...buyer, tenantId: t.id, staffIds: staffRows.map((row) => row.id) },
    parts,
    firstAt,
  );
  return made.length;
}

/**
 * Demo sample requests in every state for both demo tenants (docs/samples.md), over the catalog's sample parts.
 * Runs once: a tenant that already has sample requests is left alone.
 */
export async function seedDemoSamples(db: Db): Promise<number> {
  const parts = await sampleParts(db);
  if (parts.length === 0) return 0;
  let made = 0;
  // The second tenant's requests a day after the first's, so that a day's filter tells them apart.
  for (const [i, buyer] of BUYERS.entries())
    made += await seedBuyer(db, buyer, parts, new Date(FIRST_DAY + i * DAY));
  return made;
}
