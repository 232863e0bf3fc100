import { checkEnquiryLine, ENQUIRY_MAX_LINES, ENQUIRY_QUANTITY_MAX, isTargetPrice } from '@emall/contract';
import type { BomEnquiryLine, BomSummaryLine } from '@emall/contract';

/**
 * The rules of the BOM enquiry dialog (docs/enquiry.md, "BOM → enquiry"): what each line of the BOM needs,
 * which lines are ticked when the dialog opens, and the body the ticked lines make.
 */

/** Where a BOM line stands in the catalog, as the dialog shows it; 'cannot': the server would leave it out. */
export type LineNeed = 'noPart' | 'noPrice' | 'short' | 'noStock' | 'inStock' | 'cannot';

export function lineNeed(line: BomSummaryLine): LineNeed {
  const part = checkEnquiryLine({ mfrPartNumber: line.qryParam, quantity: line.qty }, '').mfrPartNumber;
  if (part !== undefined || line.qty > ENQUIRY_QUANTITY_MAX) return 'cannot';
  if (line.spuId === null) return 'noPart';
  if (!line.priced) return 'noPrice';
  if (line.stock === 'short') return 'short';
  if (line.stock === 'none') return 'noStock';
  return 'inStock';
}

/** A line the catalog cannot sell now at a listed price: what a buyer asks a quote for. */
export function needsQuote(line: BomSummaryLine): boolean {
  const need = lineNeed(line);
  return need !== 'inStock' && need !== 'cannot';
}

export interface DefaultTicks {
  /** Why these lines: the buyer's own selection in the BOM, or the lines that need a quote. */
  reason: 'ticked' | 'needs';
  ids: string[];
  /** How many lines qualified before the cap of one enquiry's lines. */
  found: number;
}

/**
 * The lines ticked when the dialog opens. The lines the buyer selected in the BOM, when there are any: they
 * already said which lines they mean. Otherwise the lines that need a quote (no part, no price, short or out
 * of stock): a priced line in stock can go straight to the cart at the catalog price, so asking for it is
 * the exception, left to a tick. At most one enquiry's lines, in BOM order.
 */
export function defaultTicks(
  lines: readonly BomSummaryLine[],
  selectedInBom: readonly string[],
): DefaultTicks {
  const selected = new Set(selectedInBom);
  const own = lines.filter((line) => selected.has(line.detailId) && lineNeed(line) !== 'cannot');
  const reason = own.length > 0 ? 'ticked' : 'needs';
  const found = reason === 'ticked' ? own : lines.filter(needsQuote);
  return {
    reason,
    ids: found.slice(0, ENQUIRY_MAX_LINES).map((line) => line.detailId),
    found: found.length,
  };
}

/** The target price as the buyer typed it: empty, or valid by the contract's money rule. */
export function targetPriceProblem(text: string): 'priceInvalid' | undefined {
  const price = text.trim();
  return price === '' || isTargetPrice(price) ? undefined : 'priceInvalid';
}

/**
 * The ticked lines in BOM order, each with its target price and the enquiry's delivery date, and with the
 * line's quantity when it is not the sheet's (the costing's buy quantity at a build).
 */
export function enquiryLines(
  lines: readonly BomSummaryLine[],
  ticked: ReadonlySet<string>,
  prices: Readonly<Record<string, string>>,
  deliveryDate: string,
  withQuantities = false,
): BomEnquiryLine[] {
  return lines
    .filter((line) => ticked.has(line.detailId))
    .map((line) => ({
      detailId: line.detailId,
      targetPrice: (prices[line.detailId] ?? '').trim() || null,
      deliveryDate: deliveryDate || null,
      ...(withQuantities ? { quantity: line.qty } : {}),
    }));
}

export interface SentErrors {
  /** The server's message per line id and cell. */
  byLine: Map<string, { targetPrice?: string }>;
  /** The delivery date's message (one date for every line: the first line's message says it). */
  deliveryDate?: string;
}

/** The server's `lines.N.<cell>` messages, put back on the lines the body named. */
export function sentErrors(
  sent: readonly BomEnquiryLine[],
  fields: Readonly<Record<string, string>>,
): SentErrors {
  const byLine = new Map<string, { targetPrice?: string }>();
  let deliveryDate: string | undefined;
  for (const [name, text] of Object.entries(fields)) {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(name);
    const line = match ? sent[Number(match[1])] : undefined;
    if (!match || !line) continue;
    if (match[2] === 'targetPrice') byLine.set(line.detailId, { targetPrice: text });
    if (match[2] === 'deliveryDate') deliveryDate ??= text;
  }
  return deliveryDate === undefined ? { byLine } : { byLine, deliveryDate };
}
