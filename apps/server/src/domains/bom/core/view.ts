import { z } from 'zod';
import { bomConflictSchema, partMatchRuleSchema, STATUS_ACTIVE, STATUS_REMOVED } from '@emall/contract';
import type {
  BomAlternate,
  BomCandidate,
  BomConflict,
  BomDetail,
  BomJobState,
  BomLog,
  BomProgress,
  Product,
} from '@emall/contract';
import type { ProductLabel } from '../../catalog/catalog.service.js';
import type { BomLineRow } from './detail.queries.js';
import type { BomLogRow, LineCounts } from './log.queries.js';

/** Rows of the BOM tables as the contract's answers (BOM lines, BOM state, My BOMs). */

const storedCandidateSchema = z.object({
  productId: z.string(),
  rule: partMatchRuleSchema,
  confidence: z.number(),
  brandAgrees: z.boolean().nullable(),
  /** On the buyer's choice: the rule that had found it, restored when the choice is cleared. */
  foundBy: z.object({ rule: partMatchRuleSchema, confidence: z.number() }).optional(),
  /** Which of the line's alternates found it; absent: the line's own part. */
  alternate: z.number().int().min(0).optional(),
});

export type StoredCandidate = z.infer<typeof storedCandidateSchema>;

/** Each item of a stored JSON array that reads as the schema; anything unreadable is left out. */
function readableItems<T>(value: unknown, schema: z.ZodType<T>): T[] {
  const parsed = z.array(z.unknown()).safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.flatMap((item) => {
    const read = schema.safeParse(item);
    return read.success ? [read.data] : [];
  });
}

/** The candidates a line keeps; anything unreadable is left out rather than failing the page. */
export function storedCandidates(value: unknown): StoredCandidate[] {
  return readableItems(value, storedCandidateSchema);
}

const text = z.string().catch('');
const storedAlternateSchema = z.object({ partText: text, manufacturer: text, supplierPn: text });

export type StoredAlternate = z.infer<typeof storedAlternateSchema>;

/** The alternates a line carries (bom_detail.alternates), in the sheet's order. */
export function storedAlternates(value: unknown): StoredAlternate[] {
  return readableItems(value, storedAlternateSchema);
}

/** The line's conflict (bom_detail.conflict), or null when it has none or it cannot be read. */
export function storedConflict(value: unknown): BomConflict | null {
  if (value === null || value === undefined) return null;
  const parsed = bomConflictSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

const JOB_STATES = new Set<string>(['MAPPING', 'QUEUED', 'MATCHING', 'DONE', 'FAILED']);

export function jobStateOf(row: Pick<BomLogRow, 'jobState'>): BomJobState {
  return JOB_STATES.has(row.jobState) ? (row.jobState as BomJobState) : 'FAILED';
}

function statusOf(status: string): typeof STATUS_ACTIVE | typeof STATUS_REMOVED {
  return status === STATUS_REMOVED ? STATUS_REMOVED : STATUS_ACTIVE;
}

export function toBomLog(row: BomLogRow, counts: LineCounts | undefined): BomLog {
  const all = counts?.all ?? 0;
  const matched = counts?.matched ?? 0;
  return {
    tenantBomLogId: String(row.id),
    bomName: row.bomName,
    fileName: row.fileName,
    status: statusOf(row.status),
    jobState: jobStateOf(row),
    progress: row.progress,
    lineCount: all,
    matchedCount: matched,
    unmatchedCount: all - matched,
    createTime: iso(row.createdAt),
    updateTime: iso(row.updatedAt),
  };
}

export function toProgress(row: BomLogRow, counts: LineCounts | undefined): BomProgress {
  const all = counts?.all ?? 0;
  const matched = counts?.matched ?? 0;
  return {
    tenantBomLogId: String(row.id),
    jobState: jobStateOf(row),
    progress: row.progress,
    lineCount: row.lineCount,
    doneCount: row.doneCount,
    matchedCount: matched,
    unmatchedCount: all - matched,
    matchMs: jobStateOf(row) === 'DONE' ? row.matchMs : null,
  };
}

function toCandidate(candidate: StoredCandidate, label: ProductLabel | undefined): BomCandidate[] {
  if (!label) return [];
  return [
    {
      spuId: candidate.productId,
      mfrPartNumber: label.mfrPartNumber,
      brandCode: label.brandCode,
      brandName: label.brandName,
      matchRule: candidate.rule,
      confidence: Math.round(candidate.confidence * 100) / 100,
      brandAgrees: candidate.brandAgrees,
      alternate: candidate.alternate ?? null,
    },
  ];
}

/** Each alternate with the best part found for it (candidates come best first). */
function toAlternates(row: BomLineRow, candidates: readonly StoredCandidate[]): BomAlternate[] {
  return storedAlternates(row.alternates).map((alt, n) => ({
    ...alt,
    spuId: candidates.find((c) => c.alternate === n)?.productId ?? null,
  }));
}

/** The conflict with both sides' parts named; a part the catalog no longer answers is left out. */
function toConflict(
  row: BomLineRow,
  candidates: readonly StoredCandidate[],
  labels: ReadonlyMap<string, ProductLabel>,
): BomDetail['conflict'] {
  const conflict = storedConflict(row.conflict);
  if (!conflict) return null;
  const named = conflict.candidates.flatMap((productId) => {
    const stored = candidates.find((c) => c.productId === productId);
    const base: StoredCandidate = stored ?? { productId, rule: 'exact', confidence: 0, brandAgrees: null };
    return toCandidate(base, labels.get(productId));
  });
  const { kind, alternate, code, asked } = conflict;
  return { kind, candidates: named, alternate, code, asked };
}

/** The product ids a line's view names: its candidates and its conflict's parts. */
export function namedProductIds(row: BomLineRow): string[] {
  return [
    ...storedCandidates(row.candidates).map((c) => c.productId),
    ...(storedConflict(row.conflict)?.candidates ?? []),
  ];
}

function ruleOf(row: BomLineRow): BomDetail['ext']['matchRule'] {
  const parsed = partMatchRuleSchema.safeParse(row.matchRule);
  return parsed.success ? parsed.data : null;
}

/** A line with its chosen part (priced at the line's quantity) and its candidates' names. */
export function toBomDetail(
  row: BomLineRow,
  product: Product | undefined,
  labels: ReadonlyMap<string, ProductLabel>,
): BomDetail {
  const candidates = storedCandidates(row.candidates);
  const spuId = row.productId === null ? null : String(row.productId);
  return {
    detailId: String(row.id),
    logId: String(row.logId),
    lineNo: row.lineNo,
    qryParam: row.qryParam,
    brandName: row.brandName,
    custProductCode: row.custProductCode,
    custJson: row.custJson,
    qty: row.qty,
    designators: row.designators,
    description: row.description,
    supplierPn: row.supplierPn,
    status: statusOf(row.status),
    statusTime: iso(row.statusTime),
    isMatch: spuId !== null,
    isNull: row.qryParam === '' && row.supplierPn === '',
    isFreeText: row.isFreeText,
    matchState: row.matchState === 'DONE' ? 'DONE' : 'PENDING',
    ext: {
      matchRule: ruleOf(row),
      confidence: Math.round(row.confidence * 100) / 100,
      spuId,
      brandAgrees: row.brandAgrees,
      candidateCount: candidates.length,
    },
    product: product ?? null,
    candidates: candidates.flatMap((c) => toCandidate(c, labels.get(c.productId))),
    alternates: toAlternates(row, candidates),
    matchedAlternate: row.matchedAlternate,
    conflict: toConflict(row, candidates, labels),
  };
}
