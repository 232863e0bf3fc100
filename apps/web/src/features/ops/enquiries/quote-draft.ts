import { isTargetPrice } from '@emall/contract';
import type { EnquiryLine } from '@emall/contract';
import type { OpsQuoteBody } from '@emall/contract/ops';

/** A catalog part the operator chose for a line: for a line the matcher left open, or instead of its part. */
export interface PickedPart {
  productId: string;
  mfrPartNumber: string;
  brandCode: string;
}

/**
 * What the operator has typed for one line: a price (empty: cannot supply), remarks, and the part chosen
 * in the picker (absent: the line's own part, or none).
 */
export interface LineDraft {
  unitPrice: string;
  remarks: string;
  part?: PickedPart | undefined;
}

export type QuoteDraft = Record<string, LineDraft>;

function withoutPadding(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/**
 * The form's starting point: each line's current quote, so a re-quote changes only what the operator
 * edits. Stored prices come padded ('9.040000'); the trailing zeros are dropped for editing.
 */
export function draftOf(lines: readonly EnquiryLine[]): QuoteDraft {
  return Object.fromEntries(
    lines.map((l) => [
      l.lineId,
      {
        unitPrice: l.quotedUnitPrice ? withoutPadding(l.quotedUnitPrice) : '',
        remarks: l.sellerRemarks,
      },
    ]),
  );
}

/** A price the server takes: above 0, at most 6 decimals (the same rule as the contract's). */
export function isQuotablePrice(text: string): boolean {
  const price = text.trim();
  return isTargetPrice(price) && /[1-9]/.test(price);
}

export type QuoteProblem = 'needOnePrice' | 'priceInvalid' | 'partNeedsPrice' | 'validUntilRequired';

/**
 * The body of quoteEnquiry from the form, or what is wrong with it. Lines left without a price are left
 * out: the server treats them as lines the seller cannot supply. A chosen part goes with its line as
 * `productId` when it differs from the line's own; a part chosen for a line without a price is a mistake
 * (it would be dropped silently).
 */
export function quoteBodyOf(
  enquiryId: string,
  lines: readonly EnquiryLine[],
  draft: QuoteDraft,
  validUntil: string | null,
): { body: OpsQuoteBody } | { problem: QuoteProblem; lineIds?: string[] } {
  const filled = lines.filter((l) => (draft[l.lineId]?.unitPrice ?? '').trim() !== '');
  const invalid = filled.filter((l) => !isQuotablePrice(draft[l.lineId]?.unitPrice ?? ''));
  if (invalid.length) return { problem: 'priceInvalid', lineIds: invalid.map((l) => l.lineId) };
  const pickedUnpriced = lines.filter(
    (l) => draft[l.lineId]?.part && (draft[l.lineId]?.unitPrice ?? '').trim() === '',
  );
  if (pickedUnpriced.length)
    return { problem: 'partNeedsPrice', lineIds: pickedUnpriced.map((l) => l.lineId) };
  if (!filled.length) return { problem: 'needOnePrice' };
  if (!validUntil) return { problem: 'validUntilRequired' };
  return {
    body: {
      enquiryId,
      validUntil,
      lines: filled.map((l) => {
        const remarks = (draft[l.lineId]?.remarks ?? '').trim();
        const part = draft[l.lineId]?.part;
        return {
          lineId: l.lineId,
          unitPrice: (draft[l.lineId]?.unitPrice ?? '').trim(),
          ...(remarks ? { remarks } : {}),
          ...(part && part.productId !== l.spuId ? { productId: part.productId } : {}),
        };
      }),
    },
  };
}

/** Statuses whose quote the seller may still write: submitted, quoted, or quoted and expired. */
export function isQuotable(status: string): boolean {
  return status === 'SUBMITTED' || status === 'QUOTED' || status === 'EXPIRED';
}
