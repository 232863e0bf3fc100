import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contract } from '@emall/contract';
import type { BomCandidate, BomDetail, Lang } from '@emall/contract';
import { bodiesTo, on, stubCalls } from './api-stub';
import { productFixture } from './catalog-fixtures';
import { bomLineFixture, bomLineRow as rowOf, bomStateFixture } from './bom-fixtures';
import { switchLang, textOf } from './catalogue';
import { renderRoute } from './render-route';
import { DEMO_USER, givenSession } from './session-fixture';
import { BomSearchPage } from '../features/bom/bom-search-page';

function fill(text: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{${k}}`, String(v)), text);
}
const say = (key: string, lang: Lang = 'en_US', values: Record<string, string | number> = {}) =>
  fill(textOf(key, lang), values);

function candidate(
  spuId: string,
  mfrPartNumber: string,
  brandName: string,
  extra: Partial<BomCandidate> = {},
) {
  return {
    spuId,
    mfrPartNumber,
    brandCode: brandName,
    brandName,
    matchRule: 'exact' as const,
    confidence: 1,
    brandAgrees: true,
    alternate: null,
    ...extra,
  };
}

/** Alternate 2 of 3 chose TI's converter; alternate 3 found Lite-On's LED; alternate 1 nothing. */
function alternateLine(): BomDetail {
  return bomLineFixture({
    detailId: '601',
    qryParam: 'NOSUCH-PART-1',
    brandName: 'Texas Instruments',
    matchedAlternate: 1,
    alternates: [
      { partText: 'NOSUCH-PART-2', manufacturer: '', supplierPn: '', spuId: null },
      { partText: 'TPS62410DRCR', manufacturer: 'Texas Instruments', supplierPn: '', spuId: '71' },
      { partText: 'LTST-S220KRKT', manufacturer: 'Lite-On', supplierPn: '', spuId: '72' },
    ],
    ext: { matchRule: 'exact', confidence: 1, spuId: '71', brandAgrees: true, candidateCount: 2 },
    product: productFixture({ spuId: '71', mfrPartNumber: 'TPS62410DRCR', brandName: 'TI' }),
    candidates: [
      candidate('71', 'TPS62410DRCR', 'TI', { alternate: 1 }),
      candidate('72', 'LTST-S220KRKT', 'Lite-On', { alternate: 2 }),
    ],
  });
}

/** The supplier code names Lite-On's LED, the part number TI's converter: nothing chosen. */
function conflictLine(): BomDetail {
  const byNumber = candidate('71', 'TPS62410DRCR', 'TI');
  const byCode = candidate('72', 'LTST-S220KRKT', 'Lite-On', { matchRule: 'lcsc', confidence: 0.99 });
  return bomLineFixture({
    detailId: '602',
    lineNo: 2,
    qryParam: 'TPS62410DRCR',
    supplierPn: 'C284935',
    isMatch: false,
    product: null,
    ext: { matchRule: 'exact', confidence: 1, spuId: null, brandAgrees: true, candidateCount: 2 },
    candidates: [byNumber, byCode],
    conflict: {
      kind: 'supplierPnVsMfrPn',
      candidates: [byNumber, byCode],
      alternate: null,
      code: null,
      asked: [],
    },
  });
}

/**
 * A Kitspace line: a second maker's part, then the DigiKey, Mouser, RS, Newark and Farnell codes of the part;
 * the Mouser code (alternate 2) found it.
 */
function orderCodeLine(): BomDetail {
  return bomLineFixture({
    detailId: '603',
    lineNo: 3,
    qryParam: '293D106X0010A2TE3',
    brandName: 'Sprague',
    matchedAlternate: 1,
    alternates: [
      { partText: '293D106X96R3A2TE3', manufacturer: 'Vishay', supplierPn: '', spuId: null },
      { partText: '', manufacturer: '', supplierPn: '74293D106X0010A2TE3', spuId: '73' },
      { partText: '', manufacturer: '', supplierPn: '5483719', spuId: null },
    ],
    ext: { matchRule: 'exact', confidence: 1, spuId: '73', brandAgrees: true, candidateCount: 1 },
    product: productFixture({ spuId: '73', mfrPartNumber: '293D106X0010A2TE3', brandName: 'Vishay' }),
    candidates: [candidate('73', '293D106X0010A2TE3', 'Vishay', { alternate: 1 })],
  });
}

/** YAGEO's 1 % resistor not in the catalog; the Mouser code names Vishay's: proposed, not chosen. */
function codeNamesOtherLine(): BomDetail {
  const byCode = candidate('74', 'CRCW04021K00FKED', 'Vishay', {
    matchRule: 'distributor',
    confidence: 0.47,
    brandAgrees: false,
  });
  return bomLineFixture({
    detailId: '604',
    lineNo: 4,
    qryParam: 'RC0402FR-071KL',
    brandName: 'YAGEO',
    supplierPn: '71-CRCW04021K00FKED',
    isMatch: false,
    product: null,
    ext: { matchRule: 'distributor', confidence: 0.47, spuId: null, brandAgrees: false, candidateCount: 1 },
    candidates: [byCode],
    conflict: {
      kind: 'codeNamesOther',
      candidates: [byCode],
      alternate: null,
      code: { distributor: 'mouser', text: '71-CRCW04021K00FKED' },
      asked: [{ partText: 'RC0402FR-071KL', manufacturer: 'YAGEO' }],
    },
  });
}

const CODE_SAYS = {
  code: '71-CRCW04021K00FKED',
  part: 'Vishay CRCW04021K00FKED',
  asked: 'YAGEO RC0402FR-071KL',
};

function renderLines() {
  const sent = stubCalls([
    on(contract.bom.qryBomDetailByBomId, () => ({
      data: bomStateFixture([alternateLine(), conflictLine(), orderCodeLine(), codeNamesOtherLine()], {
        counts: { all: 4, matched: 2, unmatched: 2, conflict: 2 },
      }),
    })),
    on(contract.bom.modifyBomDetail, () => ({
      data: { detail: null, counts: { all: 2, matched: 2, unmatched: 0, conflict: 0 } },
    })),
  ]);
  renderRoute([{ path: '/bom_search', element: <BomSearchPage /> }], '/bom_search?bomId=31');
  return sent;
}

describe('BOM match view: alternates and conflicts', () => {
  beforeEach(async () => {
    await switchLang('en_US');
    givenSession({ user: DEMO_USER });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says which alternate matched and switches to another by choosing its part', async () => {
    const sent = renderLines();
    const row = await rowOf('NOSUCH-PART-1');
    const matched = { n: 2, total: 3, maker: 'Texas Instruments', part: 'TPS62410DRCR' };
    expect(within(row).getByText(say('bom.alt.matched', 'en_US', matched))).toBeTruthy();
    fireEvent.mouseDown(
      within(row).getByRole('combobox', { name: say('bom.alt.switch', 'en_US', { part: 'NOSUCH-PART-1' }) }),
    );
    const label = say('bom.alt.option', 'en_US', { n: 3, maker: 'Lite-On', part: 'LTST-S220KRKT' });
    const option = (await screen.findAllByTitle(label)).find((element) =>
      element.classList.contains('ant-select-item-option'),
    );
    if (!option) throw new Error('no option');
    fireEvent.click(option);
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.modifyBomDetail)).toEqual([{ detailId: '601', spuId: '72' }]);
    });
  });

  it('calls distributor codes order codes, not alternates, and says which one found the part', async () => {
    renderLines();
    const row = await rowOf('293D106X0010A2TE3');
    const byCode = { code: '74293D106X0010A2TE3', maker: 'Vishay', part: '293D106X0010A2TE3' };
    expect(within(row).getByText(say('bom.alt.matchedByCode', 'en_US', byCode))).toBeTruthy();
    fireEvent.mouseDown(
      within(row).getByRole('combobox', {
        name: say('bom.alt.switch', 'en_US', { part: '293D106X0010A2TE3' }),
      }),
    );
    const notFound = `${say('bom.alt.orderCode', 'en_US', { code: '5483719' })} ${say('bom.alt.notFound')}`;
    expect((await screen.findAllByTitle(notFound)).length).toBeGreaterThan(0);
    expect(
      screen.getAllByTitle(
        say('bom.alt.option', 'en_US', { n: 1, maker: 'Vishay', part: '293D106X96R3A2TE3' }) +
          ` ${say('bom.alt.notFound')}`,
      ).length,
    ).toBeGreaterThan(0);
  });

  it('shows a conflict with both parts, each to choose, and filters the conflicts', async () => {
    const sent = renderLines();
    const row = await rowOf('TPS62410DRCR');
    expect(within(row).getByText(say('bom.conflict.supplierPnVsMfrPn'))).toBeTruthy();
    expect(within(row).getByText(`${say('bom.conflict.byPartNumber')}:`, { exact: false })).toBeTruthy();
    expect(within(row).getByText('LTST-S220KRKT · Lite-On')).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', {
        name: say('bom.conflict.choose', 'en_US', { part: 'LTST-S220KRKT' }),
      }),
    );
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.modifyBomDetail)).toEqual([{ detailId: '602', spuId: '72' }]);
    });
    fireEvent.click(screen.getByText(say('bom.search.conflict', 'en_US', { n: 2 })));
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.qryBomDetailByBomId)).toContainEqual(
        expect.objectContaining({ matchFilter: 'conflict' }),
      );
    });
  });

  it('says what an order code names against what the line asks for, and offers its part', async () => {
    const sent = renderLines();
    const row = await rowOf('RC0402FR-071KL');
    expect(within(row).getByText(say('bom.conflict.codeNamesOther'))).toBeTruthy();
    const says = say('bom.conflict.codeSays', 'en_US', { ...CODE_SAYS, codeOf: say('bom.codeOf.mouser') });
    expect(says).toBe(
      'The Mouser code 71-CRCW04021K00FKED names Vishay CRCW04021K00FKED; the line asks for YAGEO RC0402FR-071KL',
    );
    expect(within(row).getByText(says)).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', {
        name: say('bom.conflict.choose', 'en_US', { part: 'CRCW04021K00FKED' }),
      }),
    );
    await waitFor(() => {
      expect(bodiesTo(sent, contract.bom.modifyBomDetail)).toEqual([{ detailId: '604', spuId: '74' }]);
    });
  });

  it.each<Lang>(['zh_CN', 'zh_TW'])('speaks %s', async (lang) => {
    await switchLang(lang);
    renderLines();
    const row = await rowOf('NOSUCH-PART-1');
    const matched = { n: 2, total: 3, maker: 'Texas Instruments', part: 'TPS62410DRCR' };
    expect(within(row).getByText(say('bom.alt.matched', lang, matched))).toBeTruthy();
    expect(
      within(await rowOf('TPS62410DRCR')).getByText(say('bom.conflict.supplierPnVsMfrPn', lang)),
    ).toBeTruthy();
    const codeOf = say('bom.codeOf.mouser', lang);
    expect(
      within(await rowOf('RC0402FR-071KL')).getByText(
        say('bom.conflict.codeSays', lang, { ...CODE_SAYS, codeOf }),
      ),
    ).toBeTruthy();
  });
});
