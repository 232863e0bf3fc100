import { compareMoney } from '@emall/contract';
import type {
  BomBuildTotals,
  BomCostAmount,
  BomCosting,
  BomCostLine,
  BomLineBuildCost,
  BomSummaryLine,
  ChooseBomSubstitutesAnswer,
} from '@emall/contract';

/**
 * What the costing tab reads of the costing answer (docs/bom-costing.md): one build quantity's view of each
 * line of the page shown, which lines may be sent where (enquiry, substitutes), and the words of a saving.
 */

/** The index of a build quantity in the costing, the first build when it is not (or no longer) there. */
export function buildIndexOf(costing: BomCosting, boards: number | undefined): number {
  const index = costing.settings.buildQuantities.indexOf(boards ?? -1);
  return index < 0 ? 0 : index;
}

/** A line at one build quantity (the builds are in the order of the BOM's build quantities). */
export function lineAt(line: BomCostLine, buildIndex: number): BomLineBuildCost | undefined {
  return line.builds[buildIndex];
}

/** The amounts of a total, with or without tax, one per currency. */
export function amountsOf(
  amounts: readonly BomCostAmount[],
  withTax: boolean,
): { currency: string; value: string }[] {
  return amounts.map((a) => ({ currency: a.currency, value: withTax ? a.taxAmount : a.notTaxAmount }));
}

/** Whether accepting every buy-up saves money, costs more, or changes nothing. */
export function savingKind(amount: string): 'saves' | 'costs' | 'nothing' {
  const sign = compareMoney(amount, '0');
  return sign > 0 ? 'saves' : sign < 0 ? 'costs' : 'nothing';
}

/** A saving shown without its sign: the words say which way it goes. */
export function unsigned(amount: string): string {
  return amount.startsWith('-') ? amount.slice(1) : amount;
}

/** Whether the totals of a build offer any buy-up worth a button. */
export function hasBuyUps(build: BomBuildTotals | undefined): boolean {
  return (build?.buyUpCount ?? 0) > 0;
}

/**
 * A line whose part the buyer may want to replace at this build: our stock falls short of the buy quantity,
 * or the part is no longer sold or has no price. A line without a part has nothing to find substitutes of.
 */
export function wantsSubstitutes(line: BomCostLine, build: BomLineBuildCost | undefined): boolean {
  if (!line.part) return false;
  if (line.issue === 'inactive' || line.issue === 'noPrice') return true;
  return (build?.shortQty ?? 0) > 0;
}

/**
 * The lines as the BOM enquiry dialog reads them, with the quantity to enquire at this build: the buy
 * quantity when the part sets one, else the need (a line without a part has no minimum or multiple).
 */
export function enquiryLinesAt(lines: readonly BomCostLine[], buildIndex: number): BomSummaryLine[] {
  return lines.map((line) => {
    const build = lineAt(line, buildIndex);
    const qty = build && build.buyQty > 0 ? build.buyQty : (build?.need ?? line.qtyPerBoard);
    return {
      detailId: line.detailId,
      lineNo: line.lineNo,
      qryParam: line.qryParam,
      brandName: line.brandName,
      custProductCode: line.custProductCode,
      qty,
      spuId: line.part?.spuId ?? null,
      mfrPartNumber: line.part?.mfrPartNumber ?? null,
      priced: build?.unitTaxPrice != null,
      stock:
        !build || build.coverage === 'stock' ? 'inStock' : build.shortQty >= build.buyQty ? 'none' : 'short',
    };
  });
}

/**
 * The lines an enquiry starts with, of those fetched for it (the uncovered ones and the ticked ones that are
 * short at the build): every uncovered line, and the ticked ones still short.
 */
export function enquiryTicks(
  lines: readonly BomCostLine[],
  buildIndex: number,
  selectedIds: readonly string[],
): string[] {
  const selected = new Set(selectedIds);
  return lines
    .filter((line) => {
      const build = lineAt(line, buildIndex);
      if (line.issue !== 'qtyZero' && (build?.coverage === 'none' || !line.part)) return true;
      return selected.has(line.detailId) && (build?.shortQty ?? 0) > 0;
    })
    .map((line) => line.detailId);
}

/** The lines of two fetches as one list in line order, each line once. */
export function mergeLines(...lists: (readonly BomCostLine[])[]): BomCostLine[] {
  const byId = new Map(lists.flat().map((line) => [line.detailId, line]));
  return [...byId.values()].sort((a, b) => a.lineNo - b.lineNo);
}

/** The part numbers the changed lines now buy, in line order, for the message after "cheapest substitutes". */
export function changedParts(answer: ChooseBomSubstitutesAnswer): string[] {
  return [...answer.changed]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((c) => `#${c.lineNo} ${c.mfrPartNumber}`);
}
