import { describe, expect, it } from 'vitest';
import { bomCostingPageSchema } from '@emall/contract';
import type { BomCostingPage, BomCostLine, BomLineBuildCost } from '@emall/contract';
import {
  amountsOf,
  buildIndexOf,
  changedParts,
  enquiryLinesAt,
  enquiryTicks,
  mergeLines,
  savingKind,
  unsigned,
  wantsSubstitutes,
} from './costing-lines';

function build(boards: number, over: Partial<BomLineBuildCost> = {}): BomLineBuildCost {
  return {
    boards,
    need: boards * 2,
    buyQty: boards * 2,
    excess: 0,
    unitTaxPrice: '0.010000',
    unitNotTaxPrice: '0.008850',
    extTaxAmount: String(boards * 2 * 0.01),
    extNotTaxAmount: '0',
    shortQty: 0,
    coverage: 'stock',
    deliveryDays: 1,
    buyUp: null,
    buyUpApplied: false,
    spot: null,
    ...over,
  };
}

function line(
  detailId: string,
  lineNo: number,
  over: Partial<BomCostLine>,
  builds: BomLineBuildCost[],
): BomCostLine {
  return {
    detailId,
    lineNo,
    qryParam: `PART-${lineNo}`,
    brandName: 'Maker',
    designators: 'R1,R2',
    custProductCode: '',
    qtyPerBoard: 2,
    attrition: { percent: 0, spares: 0, source: 'other' },
    acceptBuyUp: false,
    part: {
      spuId: `9${lineNo}`,
      mfrPartNumber: `MPN-${lineNo}`,
      brandName: 'Maker',
      productDesc: '',
      matchRule: 'exact',
      currency: 'CNY',
      taxRate: '0.13',
      miniQty: 1,
      miniPkg: 1,
      deliveryCycle: 1,
      isActive: true,
      stock: 100,
      stocks: [],
    },
    substitute: null,
    issue: null,
    builds,
    ...over,
  };
}

/** Three lines at 10 and 500 boards: one in stock at both, one short at 500, one without a part. */
const COSTING: BomCostingPage = bomCostingPageSchema.parse({
  page: 1,
  pageSize: 50,
  show: 'all',
  boards: 10,
  lineCount: 3,
  lineTotal: 3,
  anyBuyUpAccepted: false,
  tenantBomLogId: '7',
  bomName: 'board',
  version: 'v1',
  settings: {
    buildQuantities: [10, 500],
    attrition: { chipPassive: { percent: 2, spares: 5 }, other: { percent: 0, spares: 0 } },
    buyUpLimitPercent: 0,
  },
  builds: [],
  lines: [
    line('1', 1, {}, [build(10), build(500)]),
    line('2', 2, {}, [build(10), build(500, { shortQty: 900, coverage: 'factory', buyQty: 1000 })]),
    line('3', 3, { part: null, issue: 'noPart' }, [
      build(10, { buyQty: 0, unitTaxPrice: null, extTaxAmount: null, coverage: 'none' }),
      build(500, { buyQty: 0, unitTaxPrice: null, extTaxAmount: null, coverage: 'none' }),
    ]),
  ],
});

describe('the costing tab reads the costing', () => {
  it('finds the build shown, the first when the buyer’s is gone', () => {
    expect(buildIndexOf(COSTING, 500)).toBe(1);
    expect(buildIndexOf(COSTING, 20)).toBe(0);
    expect(buildIndexOf(COSTING, undefined)).toBe(0);
  });

  it('offers substitutes for a line short at the build, not for one in stock or without a part', () => {
    const [inStock, short, noPart] = COSTING.lines as [BomCostLine, BomCostLine, BomCostLine];
    expect(wantsSubstitutes(short, short.builds[1])).toBe(true);
    expect(wantsSubstitutes(short, short.builds[0])).toBe(false);
    expect(wantsSubstitutes(inStock, inStock.builds[1])).toBe(false);
    expect(wantsSubstitutes(noPart, noPart.builds[1])).toBe(false);
    expect(wantsSubstitutes({ ...inStock, issue: 'inactive' }, inStock.builds[0])).toBe(true);
  });

  it('ticks for an enquiry the uncovered lines fetched and the short ones ticked', () => {
    expect(enquiryTicks(COSTING.lines, 1, [])).toEqual(['3']);
    expect(enquiryTicks(COSTING.lines, 1, ['1', '2'])).toEqual(['2', '3']);
    expect(enquiryTicks(COSTING.lines, 0, ['2'])).toEqual(['3']);
  });

  it('merges the two fetches of an enquiry in line order, each line once', () => {
    const [one, two, three] = COSTING.lines as [BomCostLine, BomCostLine, BomCostLine];
    expect(mergeLines([three], [two, three, one]).map((l) => l.detailId)).toEqual(['1', '2', '3']);
    expect(mergeLines([], [])).toEqual([]);
  });

  it('enquires at the build’s buy quantity, or its need without a part', () => {
    const lines = enquiryLinesAt(COSTING.lines, 1);
    expect(lines.map((l) => [l.detailId, l.qty, l.stock, l.priced])).toEqual([
      ['1', 1000, 'inStock', true],
      ['2', 1000, 'short', true],
      ['3', 1000, 'none', false],
    ]);
  });

  it('says a saving or an extra cost without the sign', () => {
    expect(savingKind('1.20')).toBe('saves');
    expect(savingKind('-0.50')).toBe('costs');
    expect(savingKind('0.00')).toBe('nothing');
    expect(unsigned('-0.50')).toBe('0.50');
    expect(amountsOf([{ currency: 'CNY', taxAmount: '1.13', notTaxAmount: '1.00' }], false)).toEqual([
      { currency: 'CNY', value: '1.00' },
    ]);
  });

  it('names the parts the changed lines now buy', () => {
    // the answer names them itself: a changed line may be on a page the answer does not hold
    const changed = [
      { detailId: '9', lineNo: 9, spuId: '99', mfrPartNumber: 'MPN-99' },
      { detailId: '2', lineNo: 2, spuId: '92', mfrPartNumber: 'MPN-2' },
    ];
    expect(changedParts({ changed, unchanged: [], costing: COSTING })).toEqual(['#2 MPN-2', '#9 MPN-99']);
  });
});
