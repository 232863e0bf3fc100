import { and, asc, eq, inArray } from 'drizzle-orm';
import { multiplyMoney, roundHalfUp, divideHalfUp, shopToday } from '@emall/contract';
import type { EnquiryStatus, Product } from '@emall/contract';
import type { Db } from '../platform/db.js';
import { staff, tenant } from '../domains/account/account.tables.js';
import { priceBreak } from '../domains/catalog/core/catalog.tables.js';
import { productsForLines } from '../domains/catalog/catalog.service.js';
import { enquiry, enquiryLine } from '../domains/enquiry/enquiry.tables.js';
import { countNumbersWithPrefix, tenantHasEnquiries } from '../domains/enquiry/enquiry.queries.js';
import { quoteEnquiry } from '../domains/enquiry/enquiry-quote.service.js';

const DAY = 86_400_000;

const BUYERS = [
  { tenantCode: 'T10001', staffCodes: ['demo', 'demo2'] },
  { tenantCode: 'T10002', staffCodes: ['other'] },
] as const;

/** One demo enquiry per state: which parts (indexes into the chosen parts), and how it was quoted. */
const PLANS: { status: EnquiryStatus; parts: number[]; daysAgo: number; validDays: number | null }[] = [
  { status: 'SUBMITTED', parts: [0, 1, 2], daysAgo: 1, validDays: null },
  { status: 'QUOTED', parts: [3, 4], daysAgo: 4, validDays: 14 },
  { status: 'EXPIRED', parts: [5], daysAgo: 30, validDays: -10 },
  { status: 'ORDERED', parts: [1, 4], daysAgo: 12, validDays: 7 },
  { status: 'CANCELLED', parts: [2], daysAgo: 20, validDays: null },
];

/** The smallest quantity every quantity rule accepts: a whole number of packages, at least the minimum. */
function orderableQty(product: Product): number {
  const pkg = Math.max(product.miniPkg, 1);
  return Math.ceil(Math.max(product.miniQty, pkg) / pkg) * pkg * 10;
}

async function demoParts(db: Db): Promise<Product[]> {
  const priced = await db
    .selectDistinct({ productId: priceBreak.productId })
    .from(priceBreak)
    .orderBy(asc(priceBreak.productId))
    .limit(40);
  const products = await productsForLines(
    { readDb: db },
    priced.map((p) => ({ spuId: String(p.productId) })),
    'zh_CN',
  );
  const usable = [...products.values()].filter(
    (p) => p.isActive === 'T' && p.isMatch && p.emallRedundantStockQty > 0,
  );
  const atQty = await productsForLines(
    { readDb: db },
    usable.slice(0, 6).map((p) => ({ spuId: p.spuId, quantity: orderableQty(p) })),
    'zh_CN',
  );
  return [...atQty.values()];
}

async function insertDemoEnquiry(
  db: Db,
  owner: { tenantId: number; staffId: number; staffName: string },
  plan: (typeof PLANS)[number],
  lines: Product[],
  now: Date,
): Promise<void> {
  const createdAt = new Date(now.getTime() - plan.daysAgo * DAY);
  const prefix = `EQ${shopToday(createdAt).replace(/-/g, '')}-`;
  const seq = (await countNumbersWithPrefix(db, prefix)) + 1;
  const stored = plan.status === 'EXPIRED' ? 'QUOTED' : plan.status;
  const validUntil =
    plan.validDays === null ? null : shopToday(new Date(now.getTime() + plan.validDays * DAY));
  const quoted = plan.validDays !== null && plan.status !== 'QUOTED';
  const [row] = await db
    .insert(enquiry)
    .values({
      enquiryNo: `${prefix}${String(seq).padStart(4, '0')}`,
      ...owner,
      // A valid QUOTED enquiry is quoted below through the seller's service, which also sends the message.
      status: plan.status === 'QUOTED' ? 'SUBMITTED' : stored,
      remarks: plan.status === 'SUBMITTED' ? '新项目备料，请报最优价' : '',
      quotedAt: quoted ? new Date(createdAt.getTime() + DAY) : null,
      validUntil: quoted ? validUntil : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: enquiry.id });
  if (!row) return;
  const quote = (p: Product) => roundHalfUp(multiplyMoney(p.taxPrice ?? '0', '0.92'), 6);
  const inserted = await db
    .insert(enquiryLine)
    .values(
      lines.map((p, i) => ({
        enquiryId: row.id,
        lineNo: i + 1,
        mfrPartNumber: p.mfrPartNumber,
        brand: p.brandCode,
        productId: Number(p.spuId),
        quantity: orderableQty(p),
        custPn: `CP-${String(1001 + i)}`,
        ...(quoted
          ? {
              quotedUnitPrice: quote(p),
              quotedNotTaxPrice: divideHalfUp(quote(p), p.taxRate, 6),
              quotedQty: orderableQty(p),
              sellerRemarks: '原厂现货，含税含运',
            }
          : {}),
      })),
    )
    .returning({ id: enquiryLine.id });
  if (plan.status === 'QUOTED' && validUntil) {
    const linesQuoted = inserted.flatMap((l, i) => {
      const part = lines[i];
      return part ? [{ lineId: l.id, unitPrice: quote(part), remarks: '原厂现货，含税含运' }] : [];
    });
    await quoteEnquiry(
      db,
      { enquiryId: row.id, lines: linesQuoted, validUntil },
      new Date(createdAt.getTime() + DAY),
    );
  }
}

/**
 * Demo enquiries in every state (submitted, quoted, expired, ordered, cancelled) for both demo tenants,
 * over real parts of the demo catalog with quantities their package rules accept, quoted 8% under the
 * catalog. The valid quote goes through the seller's service, so the buyer also has its message. Runs once
 * per tenant: a tenant that already has enquiries is left alone.
 */
export async function seedDemoEnquiries(db: Db, now: Date = new Date()): Promise<number> {
  const parts = await demoParts(db);
  if (parts.length < 6) return 0;
  let made = 0;
  for (const buyer of BUYERS) {
    const [t] = await db.select().from(tenant).where(eq(tenant.tenantCode, buyer.tenantCode));
    if (!t || (await tenantHasEnquiries(db, t.id))) continue;
    const staffRows = await db
      .select()
      .from(staff)
      .where(and(eq(staff.tenantId, t.id), inArray(staff.userCode, [...buyer.staffCodes])));
    for (const [i, plan] of PLANS.entries()) {
      const by = staffRows[i % Math.max(staffRows.length, 1)];
      if (!by) continue;
      const lines = plan.parts.flatMap((p) => parts[p] ?? []);
      await insertDemoEnquiry(
        db,
        { tenantId: t.id, staffId: by.id, staffName: by.staffName },
        plan,
        lines,
        now,
      );
      made += 1;
    }
  }
  return made;
}
