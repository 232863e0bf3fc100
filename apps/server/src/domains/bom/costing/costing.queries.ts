import { sql, type SQL } from 'drizzle-orm';
import { STATUS_ACTIVE, pickText } from '@emall/contract';
import type { BomSpotOffer, Lang, PartMatchRule } from '@emall/contract';
import { arrayParam, queryRows, type Db } from '../../../platform/db.js';
import type { BomOwner } from '../core/log.queries.js';
import type { BuildSettingsRow, CostingLineRow, CostingPart, SpotNeed, SpotProbe } from './costing.js';

/**
 * What costing reads (docs/bom-costing.md): a BOM's active lines with their chosen parts and parameters, and
 * side by side with them the parts' price breaks and stock per warehouse as flat rows; then the spot stock of
 * the short ones. The catalog's tables are read here directly, not through its services: the product
 * view's full products (names, specs, photos …) would be ten times the bytes. Flat rows, not a JSON sub-select
 * per line: building 5,000 lines' ladders as JSON took PostgreSQL 100 ms of a 167 ms read.
 */

interface LineRecord {
  id: string;
  line_no: number;
  qry_param: string;
  brand_name: string;
  designators: string;
  cust_product_code: string;
  qty: number;
  match_rule: string | null;
  attrition_bp: number | null;
  attrition_spares: number | null;
  accept_buy_up: boolean;
  replaced_rule: string | null;
  replaced_product_id: string | null;
  replaced_mpn: string | null;
  replaced_brand: string | null;
  updated_at_ms: string;
  product_id: string | null;
  mfr_part_number: string | null;
  mfr_pn_key: string | null;
  brand_id: number | null;
  part_brand: string | null;
  product_desc: string | null;
  currency: string | null;
  tax_rate: string | null;
  mini_qty: number | null;
  mini_pkg: number | null;
  delivery_cycle: number | null;
  is_active: boolean | null;
  stock: string | null;
  kind: string | null;
  package: string | null;
}

/** A line as costing reads it, and what the costing's version is made of. */
export interface CostingRead {
  line: CostingLineRow;
  /** The line's last change, in epoch milliseconds. */
  updatedAtMs: string;
}

/** The brand's name column in the caller's language (as pickText picks among the names). */
function brandNameColumn(lang: Lang): string {
  return pickText({ enUs: 'name_en', zhCn: 'name_zh_cn', zhTw: 'name_zh_tw' }, lang);
}

interface BreakRecord {
  product_id: string;
  qty_from: number;
  qty_to: number | null;
  tax_price: string;
  not_tax_price: string;
}

interface StockRecord {
  product_id: string;
  warehouse: string;
  qty: string;
}

type PartExtras = Map<string, { breaks: CostingPart['priceBreaks']; stocks: CostingPart['stocks'] }>;

/**
 * The price breaks (ascending) and stock per warehouse of the parts the lines `chosen` selects have chosen, two
 * statements at once.
 */
async function partExtras(db: Db, chosen: SQL): Promise<PartExtras> {
  const extras: PartExtras = new Map();
  const ids = sql`array(select distinct d.product_id from bom_detail d where ${chosen} and d.product_id is not null)`;
  const [breaks, stocks] = await Promise.all([
    queryRows<BreakRecord>(
      db,
      sql`select pb.product_id::text as product_id, pb.qty_from, pb.qty_to, pb.tax_price::text as tax_price,
            pb.not_tax_price::text as not_tax_price
          from price_break pb where pb.product_id = any(${ids}) order by pb.product_id, pb.qty_from`,
    ),
    queryRows<StockRecord>(
      db,
      sql`select s.product_id::text as product_id, s.warehouse, s.qty::text as qty
          from product_stock s where s.product_id = any(${ids}) order by s.product_id, s.warehouse`,
    ),
  ]);
  const extraOf = (id: string) => {
    let extra = extras.get(id);
    if (!extra) {
      extra = { breaks: [], stocks: [] };
      extras.set(id, extra);
    }
    return extra;
  };
  for (const r of breaks)
    extraOf(r.product_id).breaks.push({
      qtyFrom: r.qty_from,
      qtyTo: r.qty_to,
      taxPrice: r.tax_price,
      notTaxPrice: r.not_tax_price,
    });
  for (const r of stocks) extraOf(r.product_id).stocks.push({ warehouse: r.warehouse, qty: Number(r.qty) });
  return extras;
}

/**
 * The owner's active lines of a BOM in line order, each with its chosen part (null: none, or gone), and beside
 * them, on two more connections, the chosen parts' breaks and stock: three statements at once, all on the
 * primary (a costing read right after a change must show it, and the parts are those the lines name now).
 */
export async function costingLines(
  db: Db,
  owner: BomOwner,
  logId: number,
  lang: Lang,
): Promise<CostingRead[]> {
  const chosen = sql`d.log_id = ${logId} and d.tenant_id = ${owner.tenantId} and d.staff_id = ${owner.staffId}
    and d.status = ${STATUS_ACTIVE}`;
  const name = sql.identifier(brandNameColumn(lang));
  const linesRead = queryRows<LineRecord>(
    db,
    sql`select d.id::text as id, d.line_no, d.qry_param, d.brand_name, d.designators, d.cust_product_code, d.qty,
          d.match_rule, d.attrition_bp, d.attrition_spares, d.accept_buy_up, d.replaced_rule,
          d.replaced_product_id::text as replaced_product_id, rp.mfr_part_number as replaced_mpn,
          rb.${name} as replaced_brand,
          (extract(epoch from d.updated_at) * 1000)::bigint::text as updated_at_ms,
          p.id::text as product_id, p.mfr_part_number, p.mfr_pn_key, p.brand_id, b.${name} as part_brand,
          p.product_desc, p.currency,
          p.tax_rate::text as tax_rate, p.mini_qty, p.mini_pkg, p.delivery_cycle, p.is_active,
          p.redundant_stock::text as stock, pp.kind, pp.package
        from bom_detail d
        left join product p on p.id = d.product_id
        left join brand b on b.id = p.brand_id
        left join product_parameter pp on pp.product_id = p.id
        left join product rp on rp.id = d.replaced_product_id
        left join brand rb on rb.id = rp.brand_id
        where ${chosen}
        order by d.line_no, d.id`,
  );
  const [rows, extras] = await Promise.all([linesRead, partExtras(db, chosen)]);
  return rows.map((r) => ({ line: toLine(r, extras), updatedAtMs: r.updated_at_ms }));
}

function toLine(r: LineRecord, extras: PartExtras): CostingLineRow {
  const extra = r.product_id === null ? undefined : extras.get(r.product_id);
  return {
    id: r.id,
    lineNo: r.line_no,
    qryParam: r.qry_param,
    brandName: r.brand_name,
    designators: r.designators,
    custProductCode: r.cust_product_code,
    qty: r.qty,
    matchRule: r.match_rule as PartMatchRule | null,
    attritionBp: r.attrition_bp,
    attritionSpares: r.attrition_spares,
    acceptBuyUp: r.accept_buy_up,
    replacedRule: r.replaced_rule,
    replacedSpuId: r.replaced_product_id,
    replacedMfrPartNumber: r.replaced_mpn,
    replacedBrandName: r.replaced_product_id === null ? null : (r.replaced_brand ?? ''),
    part:
      r.product_id === null
        ? null
        : {
            spuId: r.product_id,
            mfrPartNumber: r.mfr_part_number ?? '',
            mfrPnKey: r.mfr_pn_key ?? '',
            brandId: r.brand_id ?? 0,
            brandName: r.part_brand ?? '',
            productDesc: r.product_desc ?? '',
            currency: r.currency ?? '',
            taxRate: r.tax_rate ?? '',
            miniQty: r.mini_qty ?? 1,
            miniPkg: r.mini_pkg ?? 1,
            deliveryCycle: r.delivery_cycle ?? 0,
            isActive: r.is_active === true,
            stock: Math.max(0, Number(r.stock ?? 0)),
            stocks: extra?.stocks ?? [],
            priceBreaks: extra?.breaks ?? [],
            kind: r.kind,
            package: r.package,
          },
  };
}

/**
 * What a held costing is checked against (costing/costing-held.ts): the BOM's row version and its lines' (any
 * status), as PostgreSQL numbers them. Every write of the BOM or of a line gives the row a new `xmin`, whatever it
 * changed and whatever the clock says; a line added or deleted changes the count. Null: not the owner's BOM.
 */
export async function costingFingerprint(db: Db, owner: BomOwner, logId: number): Promise<string | null> {
  const rows = await queryRows<{ fingerprint: string }>(
    db,
    sql`select l.xmin::text || '/' || d.n || '/' || coalesce(d.s, 0) || '/' || coalesce(d.m, 0) as fingerprint
        from bom_log l
        cross join lateral (
          select count(*) as n, sum(x.xmin::text::bigint) as s, max(x.xmin::text::bigint) as m
          from bom_detail x where x.log_id = l.id) d
        where l.id = ${logId} and l.tenant_id = ${owner.tenantId} and l.staff_id = ${owner.staffId}`,
  );
  return rows[0]?.fingerprint ?? null;
}

interface SpotRecord {
  i: number;
  channel_code: string;
  stock_qty: string;
  tax_price: string;
  currency: string;
  delivery_cycle: number;
}

/** The spot quotes a part was asked for: those that can be the offer of a shortage from `least` to `most`. */
export interface AskedSpotStock {
  least: number;
  most: number | null;
  /** Cheapest first (then the lower delivery time, then the older quote). */
  quotes: SpotRecord[];
}

/**
 * The spot quotes (quote type 001, the /global page's) of each probed part that can be the offer of one of its
 * shortages: quotes linked to the product, or of the same maker and part-number key, holding at least the
 * part's smallest shortage, cheapest first (the lower delivery time, then the older quote, on a tie). A build's
 * offer is the first that holds its own shortage, so only the quotes that can be some build's first come back:
 * each holding more than every cheaper one (a quote holding no more than a cheaper one is never first), until one
 * holds the part's largest shortage (none when any shortage may come). A quote found by both lookups comes
 * twice and its second copy is dropped the same way. One statement, one probe per part; the index of
 * migration 0046 makes both lookups index-only.
 */
export async function askSpotStock(
  db: Db,
  probes: readonly SpotProbe[],
): Promise<Map<string, AskedSpotStock>> {
  const asked = new Map<string, AskedSpotStock>();
  if (!probes.length) return asked;
  const column = <T>(of: (p: SpotProbe) => T) => probes.map(of);
  const rows = await queryRows<SpotRecord>(
    db,
    sql`select (w.i - 1)::int as i, q.channel_code, q.stock_qty::text as stock_qty, q.tax_price::text as tax_price,
          q.currency, q.delivery_cycle
        from unnest(${arrayParam(
          column((p) => p.productId),
          'bigint',
        )}, ${arrayParam(
          column((p) => p.brandId),
          'int',
        )}, ${arrayParam(
          column((p) => p.mfrPnKey),
          'text',
        )}, ${arrayParam(
          column((p) => p.least),
          'bigint',
        )}, ${arrayParam(
          // 0: no largest shortage (every shortage is at least 1).
          column((p) => p.most ?? 0),
          'bigint',
        )}) with ordinality as w(product_id, brand_id, mfr_pn_key, short_qty, most_qty, i)
        cross join lateral (
          select c.*, coalesce(max(c.stock_qty) over (order by c.tax_price, c.delivery_cycle, c.id
                                                      rows between unbounded preceding and 1 preceding), 0) as cheaper
          from (
            (select q.id, q.channel_code, q.stock_qty, q.tax_price, q.currency, q.delivery_cycle
               from stock_quote q
              where q.product_id = w.product_id and q.quote_price_type = '001' and q.stock_qty >= w.short_qty)
            union all
            (select q.id, q.channel_code, q.stock_qty, q.tax_price, q.currency, q.delivery_cycle
               from stock_quote q
              where q.mfr_pn_key collate "C" = w.mfr_pn_key and q.brand_id = w.brand_id
                and q.quote_price_type = '001' and q.stock_qty >= w.short_qty)
          ) c) q
        where q.stock_qty > q.cheaper and (w.most_qty = 0 or q.cheaper < w.most_qty)
        order by w.i, q.tax_price, q.delivery_cycle, q.id`,
  );
  for (const probe of probes)
    asked.set(probe.productId, { least: probe.least, most: probe.most, quotes: [] });
  for (const r of rows) asked.get(probes[r.i]?.productId ?? '')?.quotes.push(r);
  return asked;
}

/**
 * For each short build, the cheapest spot quote of its part that holds at least the short quantity (see
 * askSpotStock), keyed by the need's index. `asked` holds what was asked before the lines were priced
 * (costing.ts, `spotProbes`); a need whose part or shortage it does not cover is asked now.
 */
export async function offersFor(
  db: Db,
  needs: readonly SpotNeed[],
  asked: ReadonlyMap<string, AskedSpotStock>,
): Promise<Map<number, BomSpotOffer>> {
  const covers = (stock: AskedSpotStock | undefined, shortQty: number): stock is AskedSpotStock =>
    stock !== undefined && stock.least <= shortQty && (stock.most === null || shortQty <= stock.most);
  const missing = new Map<string, SpotProbe>();
  for (const need of needs) {
    if (covers(asked.get(need.productId), need.shortQty)) continue;
    const probe = missing.get(need.productId);
    if (!probe)
      missing.set(need.productId, {
        productId: need.productId,
        brandId: need.brandId,
        mfrPnKey: need.mfrPnKey,
        least: need.shortQty,
        most: need.shortQty,
      });
    else {
      probe.least = Math.min(probe.least, need.shortQty);
      probe.most = Math.max(probe.most ?? need.shortQty, need.shortQty);
    }
  }
  const askedNow = await askSpotStock(db, [...missing.values()]);
  const offers = new Map<number, BomSpotOffer>();
  needs.forEach((need, i) => {
    const early = asked.get(need.productId);
    const stock = covers(early, need.shortQty) ? early : askedNow.get(need.productId);
    // Cheapest first: the first that holds this build's shortage is its offer.
    const r = stock?.quotes.find((q) => Number(q.stock_qty) >= need.shortQty);
    if (r)
      offers.set(i, {
        channelCode: r.channel_code,
        stockQty: Number(r.stock_qty),
        taxPrice: r.tax_price,
        currency: r.currency,
        deliveryCycle: r.delivery_cycle,
      });
  });
  return offers;
}

/** Writes a BOM's build settings (only those given) and marks the BOM changed; false: not the owner's. */
export async function updateBuildSettings(
  db: Db,
  owner: BomOwner,
  logId: number,
  patch: Partial<BuildSettingsRow>,
  now: Date,
): Promise<boolean> {
  const sets = [sql`updated_at = ${now.toISOString()}::timestamptz`];
  if (patch.buildQuantities) sets.push(sql`build_quantities = ${arrayParam(patch.buildQuantities, 'int')}`);
  const plain: [keyof BuildSettingsRow, string][] = [
    ['passiveAttritionBp', 'passive_attrition_bp'],
    ['passiveSpares', 'passive_spares'],
    ['otherAttritionBp', 'other_attrition_bp'],
    ['otherSpares', 'other_spares'],
    ['buyUpLimitBp', 'buy_up_limit_bp'],
  ];
  for (const [key, column] of plain) {
    const value = patch[key];
    if (typeof value === 'number') sets.push(sql`${sql.identifier(column)} = ${value}`);
  }
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update bom_log set ${sql.join(sets, sql`, `)}
        where id = ${logId} and tenant_id = ${owner.tenantId} and staff_id = ${owner.staffId}
          and status = ${STATUS_ACTIVE}
        returning id::text as id`,
  );
  return rows.length > 0;
}

/** Accepts or declines the buy-ups of every active line of a BOM. */
export async function setAllBuyUps(
  db: Db,
  owner: BomOwner,
  logId: number,
  accept: boolean,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update bom_detail set accept_buy_up = ${accept}, updated_at = ${now.toISOString()}::timestamptz
    where log_id = ${logId} and tenant_id = ${owner.tenantId} and staff_id = ${owner.staffId}
      and status = ${STATUS_ACTIVE} and accept_buy_up <> ${accept}`);
}

/** The parameters of a product that tell a chip passive (null: none known). */
export async function partClassOf(
  db: Db,
  productId: number,
): Promise<{ kind: string | null; package: string | null } | null> {
  const rows = await queryRows<{ kind: string; package: string | null }>(
    db,
    sql`select kind, package from product_parameter where product_id = ${productId}`,
  );
  return rows[0] ?? null;
}

/**
 * Chooses substitutes for lines of a BOM in one statement (chooseBomSubstitutes, modifyBomDetail
 * substituteSpuId): each line takes the new part with rule `substitute`; a line without a substitute yet
 * remembers the part, rule, confidence and alternate it had, so undoing it puts them back; a line with one
 * keeps the first original.
 */
export async function writeSubstitutes(
  db: Db,
  owner: BomOwner,
  logId: number,
  choices: readonly { detailId: number; productId: number }[],
  now: Date,
): Promise<number> {
  if (!choices.length) return 0;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update bom_detail d
        set replaced_product_id = case when d.replaced_rule is null then d.product_id else d.replaced_product_id end,
          replaced_confidence = case when d.replaced_rule is null then d.confidence else d.replaced_confidence end,
          replaced_alternate = case when d.replaced_rule is null then d.matched_alternate
                                    else d.replaced_alternate end,
          replaced_rule = coalesce(d.replaced_rule, d.match_rule, 'manual'),
          product_id = c.product_id, match_rule = 'substitute', confidence = 1, matched_alternate = null,
          match_state = 'DONE', updated_at = ${now.toISOString()}::timestamptz
        from unnest(${arrayParam(
          choices.map((c) => c.detailId),
          'bigint',
        )}, ${arrayParam(
          choices.map((c) => c.productId),
          'bigint',
        )}) as c(detail_id, product_id)
        where d.id = c.detail_id and d.log_id = ${logId} and d.tenant_id = ${owner.tenantId}
          and d.staff_id = ${owner.staffId} and d.status = ${STATUS_ACTIVE}
        returning d.id::text as id`,
  );
  return rows.length;
}

/** Undoes a line's substitute: the part, rule, confidence and alternate it had come back (no substitute: no change). */
export async function restoreReplacedPart(
  db: Db,
  owner: BomOwner,
  detailId: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update bom_detail
    set product_id = replaced_product_id, match_rule = replaced_rule, confidence = coalesce(replaced_confidence, 0),
      matched_alternate = replaced_alternate, replaced_product_id = null, replaced_rule = null,
      replaced_confidence = null, replaced_alternate = null, updated_at = ${now.toISOString()}::timestamptz
    where id = ${detailId} and tenant_id = ${owner.tenantId} and staff_id = ${owner.staffId}
      and status = ${STATUS_ACTIVE} and replaced_rule is not null`);
}
