import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One uploaded BOM of one staff member acting for a tenant (a buyer's My BOMs). Every read
 * and write names both ids, taken from the session. `sheet` keeps the rows as read from the file, so the
 * buyer can correct the column mapping without uploading again. The matching job's state lives here too
 * (long jobs keep their progress in the database and resume after a restart, on any server copy): `jobState`,
 * `doneCount` of `lineCount`, and a lease (`leaseUntil`) that one server process holds while it works.
 */
export const bomLog = pgTable(
  'bom_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    bomName: text('bom_name').notNull(),
    fileName: text('file_name').notNull(),
    /** 00A active, 00X removed (no longer listed). */
    status: text('status').notNull().default('00A'),
    /** MAPPING, QUEUED, MATCHING, DONE, FAILED (contract bomJobStateSchema). */
    jobState: text('job_state').notNull().default('MAPPING'),
    sheet: jsonb('sheet').notNull(),
    /** The confirmed column mapping (contract bomMappingSchema); null until confirmed. */
    mapping: jsonb('mapping'),
    lineCount: integer('line_count').notNull().default(0),
    doneCount: integer('done_count').notNull().default(0),
    /** Percent of the lines matched so far (0 to 100): what the match page shows while it waits. */
    progress: integer('progress').notNull().default(0),
    /** The server time the whole match took, once done. */
    matchMs: integer('match_ms'),
    /**
     * Costing (docs/bom-costing.md): the build quantities (boards, 1 to 5, ascending), the attrition defaults of
     * chip passives and of every other part (hundredths of a percent, and spare pieces a line), and how much
     * more than the plain buy (hundredths of a percent) a buy-up may cost and still be offered.
     */
    buildQuantities: integer('build_quantities')
      .array()
      .notNull()
      .default(sql`'{1}'::integer[]`),
    passiveAttritionBp: integer('passive_attrition_bp').notNull().default(200),
    passiveSpares: integer('passive_spares').notNull().default(10),
    otherAttritionBp: integer('other_attrition_bp').notNull().default(100),
    otherSpares: integer('other_spares').notNull().default(0),
    buyUpLimitBp: integer('buy_up_limit_bp').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bom_log_build_quantities_count', sql`cardinality(${t.buildQuantities}) between 1 and 5`),
    index('bom_log_owner_idx').on(t.tenantId, t.staffId, t.createdAt),
    // The job runner looks for work here: only unfinished jobs are indexed.
    index('bom_log_job_idx')
      .on(t.jobState, t.id)
      .where(sql`${t.jobState} in ('QUEUED', 'MATCHING')`),
  ],
);

/**
 * One line of a BOM. The owner ids are repeated from the log so that every query
 * filters by the caller directly. `productId` is the chosen part: a catalog product, shared by all tenants
 * and owned by the catalog domain, so there is no foreign key across domains. `candidates` keeps what the
 * stages proposed: [{productId, rule, confidence, brandAgrees}], best first.
 */
export const bomDetail = pgTable(
  'bom_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    logId: bigint('log_id', { mode: 'number' })
      .notNull()
      .references(() => bomLog.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    staffId: integer('staff_id').notNull(),
    lineNo: integer('line_no').notNull(),
    qryParam: text('qry_param').notNull(),
    brandName: text('brand_name').notNull().default(''),
    custProductCode: text('cust_product_code').notNull().default(''),
    supplierPn: text('supplier_pn').notNull().default(''),
    qty: integer('qty').notNull(),
    designators: text('designators').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The package or footprint column ('0603', 'C_0603_1608Metric'): the parametric stage reads it. */
    package: text('package').notNull().default(''),
    /**
     * Whether `qryParam` is the sheet's manufacturer part number (not a name, value or comment standing in for
     * one, as JLCPCB's `Comment` or KiCad's `Value`): a distributor code's part is then chosen only when it is
     * that part number (or an alternate's). Lines written before this column: false, the code chooses as it did.
     */
    namesPartNumber: boolean('names_part_number').notNull().default(false),
    // Text, not jsonb: jsonb would reorder the row's cells by key length, and the buyer expects the sheet's order.
    custJson: text('cust_json').notNull(),
    status: text('status').notNull().default('00A'),
    statusTime: timestamp('status_time', { withTimezone: true }).notNull().defaultNow(),
    /** PENDING until matched by the job or a change of the line; DONE after. */
    matchState: text('match_state').notNull().default('PENDING'),
    isFreeText: boolean('is_free_text').notNull().default(false),
    productId: bigint('product_id', { mode: 'number' }),
    matchRule: text('match_rule'),
    confidence: real('confidence').notNull().default(0),
    brandAgrees: boolean('brand_agrees'),
    candidates: jsonb('candidates')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The line's alternates, from repeated part-number / maker / distributor-code columns, in the sheet's
     * order: [{ partText, manufacturer, supplierPn }]. The matcher tries the line's own part first, then these.
     */
    alternates: jsonb('alternates')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Which alternate the chosen part came from (index into `alternates`); null: the line's own part. */
    matchedAlternate: smallint('matched_alternate'),
    /**
     * Set when the line names two different parts (its distributor code and its part number) or its maker
     * disagrees with the chosen part: never resolved silently, the buyer sees both candidates.
     */
    conflict: jsonb('conflict'),
    /** The line's own attrition (hundredths of a percent, spare pieces); null: the BOM's default for its class. */
    attritionBp: integer('attrition_bp'),
    attritionSpares: integer('attrition_spares'),
    /** Whether costing buys the higher price break it offers for this line. */
    acceptBuyUp: boolean('accept_buy_up').notNull().default(false),
    /**
     * A substitute the buyer chose (match_rule 'substitute'): the part, rule, confidence and alternate the line
     * had before, put back when the substitute is undone. Null replacedRule: no substitute chosen.
     */
    replacedProductId: bigint('replaced_product_id', { mode: 'number' }),
    replacedRule: text('replaced_rule'),
    replacedConfidence: real('replaced_confidence'),
    replacedAlternate: smallint('replaced_alternate'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bom_detail_log_idx').on(t.logId, t.lineNo),
    // The job takes its next chunk of pending lines from here.
    index('bom_detail_pending_idx')
      .on(t.logId, t.id)
      .where(sql`${t.matchState} = 'PENDING'`),
    // The customer part number → part a tenant chose before (matching stage custPn).
    index('bom_detail_cust_pn_idx')
      .on(t.tenantId, t.custProductCode)
      .where(sql`${t.productId} is not null and ${t.custProductCode} <> ''`),
    check('bom_detail_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * The column mapping a tenant confirmed for a header row, remembered for the next upload with the same
 * header (docs/bom-matching.md). `headerSignature` is a hash of the header row's cells; `tables` the column
 * sets of the tables under that header (two when tables stand side by side). `staffId` confirmed it last.
 */
export const bomColumnMapping = pgTable(
  'bom_column_mapping',
  {
    tenantId: integer('tenant_id').notNull(),
    headerSignature: text('header_signature').notNull(),
    staffId: integer('staff_id').notNull(),
    tables: jsonb('tables').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.headerSignature] })],
);
