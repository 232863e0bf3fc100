import { inArray } from 'drizzle-orm';
import { deliveryDate, ORDER_SOURCE } from '@emall/contract';
import type { Db } from '../platform/db.js';
import { staff, tenant } from '../domains/account/account.tables.js';
import { product } from '../domains/catalog/core/catalog.tables.js';
import { productsForLines } from '../domains/catalog/catalog.service.js';
import { effectiveBillingCycle } from '../domains/account/customer.service.js';
import { purchaseOrder } from '../domains/order/core/order.tables.js';
import { priceLine, type PricedLine } from '../domains/order/placement/pricing.js';
import { placeOrder, type OrderHeader, type PlacedOrder } from '../domains/order/placement/placement.js';
import { attachPaymentProof, type ProofFile } from '../domains/order/payment.service.js';
import {
  addLogisticsEvent,
  cancelOrder,
  completeOrder,
  confirmPayment,
  recordShipment,
} from '../domains/order/order-lifecycle.service.js';
import { DEMO_ORDER_PLANS, DEMO_ROUTE, type DemoOrderPlan, type DemoParcel } from './order-demo-plans.js';

const HOUR = 3600_000;
const CITY: Record<string, string> = { T10001: '深圳市', T10002: '苏州市' };

/** A 1×1 PNG and a one-line PDF: enough for a demo proof to download and open. */
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Buyer {
  tenantId: number;
  tenantCode: string;
  staffId: number;
  staffName: string;
  header: Omit<OrderHeader, 'staffId' | 'staffName' | 'custOrderNo' | 'createdAt'>;
}

async function loadBuyers(db: Db): Promise<Map<string, Buyer>> {
  const codes = [...new Set(DEMO_ORDER_PLANS.map((p) => p.staffCode))];
  const staffRows = await db.select().from(staff).where(inArray(staff.userCode, codes));
  const tenants = await db.select().from(tenant);
  const buyers = new Map<string, Buyer>();
  for (const s of staffRows) {
    const t = tenants.find((row) => row.id === s.tenantId);
    if (!t) continue;
    buyers.set(s.userCode, {
      tenantId: t.id,
      tenantCode: t.tenantCode,
      staffId: s.id,
      staffName: s.staffName,
      header: {
        tenantId: t.id,
        supplyTenantCode: '64',
        deliveryMethod: '01',
        shippingAddress: {
          recipients: s.staffName,
          contactPhone: s.mobileNum ?? '',
          regionPath: t.tenantCode === 'T10001' ? '广东省/深圳市/南山区' : '江苏省/苏州市/工业园区',
          detailAddr: t.tenantCode === 'T10001' ? '科技园科发路8号A座5楼' : '星湖街328号创意产业园12栋3楼',
        },
        invoiceTitle: { title: t.custName, taxNum: t.tenantCode === 'T10001' ? '91440300MA5F8XYZ1K' : '' },
        customer: {
          acctTenantCode: t.tenantCode,
          acctCode: t.acctCode,
          acctName: t.acctName,
          custCode: t.custCode,
          custName: t.custName,
          saleOrg: t.saleOrg,
          custSector: t.custSector,
          billingCycle: effectiveBillingCycle(t.custAccountType, t.billingCycle),
          currency: t.currency,
          taxRate: t.taxRate,
        },
        taxFlag: 'T',
        orderSource: ORDER_SOURCE,
        isFromCart: true,
      },
    });
  }
  return buyers;
}

/** The plan's lines priced from the catalog; a part the catalog lacks is left out. */
async function pricedLines(db: Db, plan: DemoOrderPlan): Promise<PricedLine[]> {
  const codes = plan.lines.map(([code]) => code);
  const rows = await db
    .select({ id: product.id, code: product.productCode })
    .from(product)
    .where(inArray(product.productCode, codes));
  const ids = new Map(rows.map((r) => [r.code, String(r.id)]));
  const base = await productsForLines(
    { readDb: db },
    rows.map((r) => ({ spuId: String(r.id) })),
    'zh_CN',
  );
  const wanted = plan.lines.flatMap(([code, asked]) => {
    const found = base.get(ids.get(code) ?? '');
    if (!found) return [];
    const pkg = Math.max(1, found.miniPkg);
    const target = asked === 'shortage' ? found.emallRedundantStockQty + pkg : asked;
    return [{ spuId: found.spuId, qty: Math.max(found.miniQty, Math.ceil(target / pkg) * pkg) }];
  });
  const priced = await productsForLines(
    { readDb: db },
    wanted.map((w) => ({ spuId: w.spuId, quantity: w.qty })),
    'zh_CN',
  );
  return wanted.flatMap((w, i) => {
    const found = priced.get(w.spuId);
    const price = found ? priceLine(found, w.qty) : null;
    if (!found || !price) return [];
    return [
      {
        lineNo: i + 1,
        product: found,
        productId: found.id,
        qty: w.qty,
        custPn: null,
        sendFactory: null,
        ...price,
      },
    ];
  });
}

async function ship(db: Db, buyer: Buyer, placed: PlacedOrder, parcels: DemoParcel[], paidAt: Date) {
  const shipped = new Map<string, number>();
  for (const [i, parcel] of parcels.entries()) {
    const shippedAt = new Date(paidAt.getTime() + (20 + 24 * i) * HOUR);
    const lines = parcel.lines.flatMap(([index, pieces]) => {
      const line = placed.lines[index];
      if (!line) return [];
      const left = line.quantity - (shipped.get(line.orderLineId) ?? 0);
      const qty = pieces === 'all' ? left : Math.min(pieces, left);
      shipped.set(line.orderLineId, (shipped.get(line.orderLineId) ?? 0) + qty);
      return qty > 0 ? [{ orderLineId: line.orderLineId, qty }] : [];
    });
    if (lines.length === 0) continue;
    const tenantScope = { tenantId: buyer.tenantId };
    const shipmentId = await recordShipment(db, tenantScope, {
      orderId: placed.orderId,
      carrierCode: parcel.carrier,
      expressNo: parcel.expressNo,
      shippedAt,
      lines,
    });
    const city = CITY[buyer.tenantCode] ?? '上海市';
    const last = DEMO_ROUTE.findIndex(([code]) => code === parcel.reached);
    for (const [code, hours, where, words] of DEMO_ROUTE.slice(0, last + 1)) {
      await addLogisticsEvent(db, tenantScope, shipmentId, {
        eventTime: new Date(shippedAt.getTime() + (hours + 2) * HOUR),
        eventCode: code,
        location: where.replace('{city}', city),
        detail: words.replaceAll('{city}', city.replace('市', '')),
      });
    }
  }
}

async function walk(db: Db, buyer: Buyer, plan: DemoOrderPlan, placed: PlacedOrder, createdAt: Date) {
  const owner = { tenantId: buyer.tenantId, staffId: buyer.staffId };
  const tenantScope = { tenantId: buyer.tenantId };
  const prepaid = buyer.header.customer.billingCycle === 0;
  if (plan.target === 'CANCELLED') {
    await cancelOrder(db, tenantScope, placed.orderId, new Date(createdAt.getTime() + 30 * HOUR));
    return;
  }
  if (plan.target === 'WAIT_PAY') return;
  // Prepaid buyers send a proof; a credit customer's order is confirmed on its terms.
  if (prepaid || plan.target === 'PROOF_UPLOADED') {
    const proof: ProofFile = prepaid ? { kind: 'pdf', bytes: DEMO_PDF } : { kind: 'png', bytes: DEMO_PNG };
    await attachPaymentProof(
      db,
      owner,
      placed.orderId,
      proof,
      new Date(createdAt.getTime() + 2 * HOUR),
      'zh_CN',
    );
  }
  if (plan.target === 'PROOF_UPLOADED') return;
  const paidAt = new Date(createdAt.getTime() + 20 * HOUR);
  await confirmPayment(db, tenantScope, placed.orderId, paidAt);
  await ship(db, buyer, placed, plan.parcels ?? [], paidAt);
  if (plan.target === 'COMPLETED')
    await completeOrder(db, tenantScope, placed.orderId, new Date(paidAt.getTime() + 5 * 24 * HOUR));
}

/**
 * Demo orders in every state for both demo tenants, once: a tenant that already has orders is left alone
 * (a restart, or a shop whose demo buyers have ordered, adds nothing). Dates count back from today.
 */
export async function seedDemoOrders(db: Db, now: Date = new Date()): Promise<number> {
  const buyers = await loadBuyers(db);
  const tenantIds = [...new Set([...buyers.values()].map((b) => b.tenantId))];
  if (tenantIds.length === 0) return 0;
  const existing = await db
    .select({ id: purchaseOrder.id })
    .from(purchaseOrder)
    .where(inArray(purchaseOrder.tenantId, tenantIds))
    .limit(1);
  if (existing.length > 0) return 0;
  const today = deliveryDate(now, 0).split('-').map(Number);
  let count = 0;
  for (const plan of DEMO_ORDER_PLANS) {
    const buyer = buyers.get(plan.staffCode);
    if (!buyer) continue;
    const lines = await pricedLines(db, plan);
    if (lines.length === 0) continue;
    const createdAt = new Date(
      today[0] ?? 2026,
      (today[1] ?? 1) - 1,
      (today[2] ?? 1) - plan.daysAgo,
      10,
      0,
      0,
    );
    const header: OrderHeader = {
      ...buyer.header,
      staffId: buyer.staffId,
      staffName: buyer.staffName,
      custOrderNo: plan.custOrderNo ?? null,
      createdAt,
    };
    const placed = await db.transaction((tx) => placeOrder(tx, header, lines));
    await walk(db, buyer, plan, placed, createdAt);
    count += 1;
  }
  return count;
}
