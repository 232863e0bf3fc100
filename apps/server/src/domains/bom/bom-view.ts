import { z } from 'zod';
import { partMatchRuleSchema, STATUS_ACTIVE, STATUS_REMOVED } from '@emall/contract';
import type { BomCandidate, BomDetail, BomJobState, BomLog, BomProgress, Product } from '@emall/contract';
import type { ProductLabel } from '../catalog/part-text.service.js';
import type { BomLineRow } from './bom-detail.queries.js';
import type { BomLogRow, LineCounts } from './bom-log.queries.js';

/** Rows of the BOM tables as the contract's answers (SPEC §3 BOM detail line, BOM state, My BOMs). */

const storedCandidateSchema = z.object({
  productId: z.string(),
  rule: partMatchRuleSchema,
  confidence: z.number(),
  brandAgrees: z.boolean().nullable(),
  /** On the buyer's choice: the rule that had found it, restored when the choice is cleared. */
  foundBy: z.object({ rule: partMatchRuleSchema, confidence: z.number() }).optional(),
});

export type StoredCandidate = z.infer<typeof storedCandidateSchema>;

/** The candidates a line keeps; anything unreadable is left out rather than failing the page. */
export function storedCandidates(value: unknown): StoredCandidate[] {
  const parsed = z.array(z.unknown()).safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.flatMap((item) => {
    const candidate = storedCandidateSchema.safeParse(item);
    return candidate.success ? [candidate.data] : [];
  });
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
    },
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
  };
}
