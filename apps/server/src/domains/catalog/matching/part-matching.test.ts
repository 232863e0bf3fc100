import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { insertMatchingCatalog, matchOneLine } from '../../../testing/matching-catalog.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { matchBomLines, type PartMatch } from './part-matching.service.js';

/** A small catalog where each part proves one matching rule (docs/bom-matching.md). */
const BRANDS = [
  ['TI', 'Texas Instruments', ['TI', 'TEXASINSTRUMENTS', '德州仪器']],
  ['ST', 'STMicroelectronics', ['ST', 'STMICROELECTRONICS', '意法半导体']],
  ['RENESAS', 'Renesas Electronics', ['RENESAS', '瑞萨', '瑞萨电子']],
  ['ONSEMI', 'onsemi', ['ONSEMI', 'FAIRCHILD']],
  ['UMW', 'UMW', ['UMW']],
  ['DIODES', 'Diodes Incorporated', ['DIODES', 'DIODESINCORPORATED', 'DIODESINC']],
  ['WINBOND', 'Winbond', ['WINBOND']],
  ['MICROCHIP', 'Microchip', ['MICROCHIP']],
  ['NXP', 'NXP', ['NXP']],
  ['YAGEO', 'YAGEO', ['YAGEO']],
  ['BOOMELE', 'BOOMELE', ['BOOMELE']],
  ['MIC', 'Made in China', ['MADEINCHINA']],
] as const;

const PARTS = [
  ['C7950', 'LM358DR', 'TI', 9000],
  ['C1001', 'LM358DR', 'UMW', 500],
  ['C2002', 'STM32F103C8T6', 'ST', 500],
  ['C3003', 'R5F104LEAFB#30', 'RENESAS', 100],
  ['C4004', 'TPS62410DRCR', 'TI', 100],
  ['C5005', 'AP63205WU-7', 'DIODES', 10],
  ['C6006', 'BSS84', 'ONSEMI', 100],
  ['C6007', 'BSS84', 'UMW', 5000],
  ['C7007', 'LM1117IMPX-3.3/NOPB', 'TI', 50],
  ['C8008', 'W25Q80DVSSIG', 'WINBOND', 50],
  ['C9009', 'ATTINY85-20SU', 'MICROCHIP', 50],
  ['C9010', 'LPC4320FBD144', 'NXP', 50],
  ['C9011', 'M3螺母', 'MIC', 50],
  ['C9012', 'XH-2A', 'BOOMELE', 50],
  ['C9013', 'RC0402FR-071KL', 'YAGEO', 50],
] as const;

let database: Database;
let drop: () => Promise<void>;
const idOf = new Map<string, string>();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  for (const [code, id] of await insertMatchingCatalog(database.db, BRANDS, PARTS)) idOf.set(code, id);
});
afterAll(() => drop());

const match = (line: Parameters<typeof matchOneLine>[1]) => matchOneLine(database.db, line);

function selected(answer: PartMatch) {
  return (
    answer.selected && { code: codeOf(answer.selected.productId), ...answer.selected, productId: undefined }
  );
}

function codeOf(productId: string): string | undefined {
  return [...idOf].find(([, id]) => id === productId)?.[0];
}

describe('matchBomLines: the stages that select a part', () => {
  it('selects the part number as written (exact, 1) and the same key written otherwise (key, 0.97)', async () => {
    expect(selected(await match({ partText: 'STM32F103C8T6', manufacturer: 'ST' }))).toMatchObject({
      code: 'C2002',
      rule: 'exact',
      confidence: 1,
      brandAgrees: true,
    });
    expect(selected(await match({ partText: 'stm32f103-c8t6' }))).toMatchObject({
      code: 'C2002',
      rule: 'key',
    });
  });

  it.each([
    ['TI', 'C7950'],
    ['Texas Instruments', 'C7950'],
    ['德州仪器', 'C7950'],
    ['UMW', 'C1001'],
  ])('picks the maker the BOM names through its aliases (%s)', async (manufacturer, code) => {
    expect(selected(await match({ partText: 'LM358DR', manufacturer }))).toMatchObject({
      code,
      brandAgrees: true,
    });
  });

  it('reads Chinese maker names (瑞萨 is Renesas)', async () => {
    const answer = await match({ partText: 'R5F104LEAFB#30', manufacturer: '瑞萨' });
    expect(selected(answer)).toMatchObject({ code: 'C3003', rule: 'exact' });
  });

  it('chooses the most stocked maker, less surely, when the BOM names none', async () => {
    const answer = await match({ partText: 'LM358DR' });
    expect(selected(answer)).toMatchObject({ code: 'C7950', confidence: 0.8, brandAgrees: null });
    expect(answer.candidates.map((c) => codeOf(c.productId))).toEqual(['C7950', 'C1001']);
  });

  it('selects by an LCSC code in the supplier column or as the part text', async () => {
    expect(selected(await match({ supplierPn: 'C2002' }))).toMatchObject({ code: 'C2002', rule: 'lcsc' });
    expect(selected(await match({ partText: 'c4004' }))).toMatchObject({ code: 'C4004', rule: 'lcsc' });
  });

  it('selects by the part number inside DigiKey and Mouser codes', async () => {
    expect(selected(await match({ supplierPn: 'LM1117IMPX-3.3/NOPBCT-ND' }))).toMatchObject({
      code: 'C7007',
      rule: 'distributor',
    });
    expect(selected(await match({ partText: '603-RC0402FR-071KL' }))).toMatchObject({
      code: 'C9013',
      rule: 'distributor',
    });
  });

  it('selects another packaging of the part only when the named maker agrees', async () => {
    expect(selected(await match({ partText: 'AP63205WU', manufacturer: 'Diodes Inc.' }))).toMatchObject({
      code: 'C5005',
      rule: 'packaging',
      confidence: 0.85,
    });
    expect(selected(await match({ partText: 'TPS62410DRC', manufacturer: 'TI' }))).toMatchObject({
      code: 'C4004',
      rule: 'packaging',
    });
    const unnamed = await match({ partText: 'AP63205WU' });
    expect(unnamed.selected).toBeNull();
    expect(unnamed.candidates[0]).toMatchObject({ productId: idOf.get('C5005'), rule: 'packaging' });
  });

  it("selects the part the tenant chose before for the line's customer part number", async () => {
    const known = idOf.get('C4004');
    expect(selected(await match({ partText: 'OUR-PN-7', knownProductId: known }))).toMatchObject({
      code: 'C4004',
      rule: 'custPn',
      confidence: 0.9,
    });
  });
});

describe('matchBomLines: manufacturer disagreement', () => {
  it('only proposes, at half the confidence, a part of another maker than the BOM names', async () => {
    const answer = await match({ partText: 'TPS62410DRCR', manufacturer: 'STMicroelectronics' });
    expect(answer.selected).toBeNull();
    expect(answer.candidates).toEqual([
      { productId: idOf.get('C4004'), rule: 'exact', confidence: 0.5, brandAgrees: false },
    ]);
  });

  it('never selects for a maker the catalog does not know, even by an LCSC code', async () => {
    expect((await match({ partText: 'TPS62410DRCR', manufacturer: 'Acme Widgets' })).selected).toBeNull();
    expect((await match({ supplierPn: 'C4004', manufacturer: 'ST' })).selected).toBeNull();
  });

  it('selects the agreeing maker of a part number several makers sell', async () => {
    expect(selected(await match({ partText: 'BSS84', manufacturer: 'Fairchild' }))).toMatchObject({
      code: 'C6006',
      brandAgrees: true,
    });
  });
});

describe('matchBomLines: the stages that only propose', () => {
  it('proposes longer and shorter part numbers that share the start (prefix)', async () => {
    const longer = await match({ partText: 'attiny85' });
    expect(longer.selected).toBeNull();
    expect(longer.candidates[0]).toMatchObject({ productId: idOf.get('C9009'), rule: 'prefix' });
    const shorter = await match({ partText: 'LPC4320FBD144,551X' });
    expect(shorter.candidates[0]).toMatchObject({ productId: idOf.get('C9010'), rule: 'prefix' });
  });

  it('proposes a part number one character apart (oneChar)', async () => {
    const answer = await match({ partText: 'W25Q80BVSSIG', manufacturer: 'Winbond' });
    expect(answer.selected).toBeNull();
    expect(answer.candidates).toEqual([
      { productId: idOf.get('C8008'), rule: 'oneChar', confidence: 0.45, brandAgrees: true },
    ]);
  });

  it('never selects from a description, even one that is a catalog part number, but may propose', async () => {
    const nut = await match({ partText: 'M3螺母' });
    expect(nut.kind).toBe('freeText');
    expect(nut.selected).toBeNull();
    expect(nut.candidates[0]).toMatchObject({ productId: idOf.get('C9011'), rule: 'freeText' });
    const socket = await match({ partText: 'XH-2A插座' });
    expect(socket.candidates[0]).toMatchObject({ productId: idOf.get('C9012'), rule: 'freeText' });
    expect(await match({ partText: '0603 4.7k电阻' })).toMatchObject({ selected: null, candidates: [] });
  });

  it('lets a description line select by its own codes: an LCSC code or the customer part number', async () => {
    expect(selected(await match({ partText: '100nF 0402', supplierPn: 'C2002' }))).toMatchObject({
      rule: 'lcsc',
    });
    expect(
      selected(await match({ partText: '0603 4.7k电阻', knownProductId: idOf.get('C7950') })),
    ).toMatchObject({ rule: 'custPn' });
  });
});

describe('matchBomLines: set-based', () => {
  it('answers every line of one call, by reference, whatever stage finds it', async () => {
    const lines = ['STM32F103C8T6', 'no such part 999', 'W25Q80BVSSIG', 'C2002', ''].map((partText, i) => ({
      ref: 100 + i,
      partText,
      manufacturer: '',
      supplierPn: '',
    }));
    const answers = await matchBomLines({ readDb: database.db }, lines);
    expect(answers.map((a) => [a.ref, a.selected?.rule ?? null, a.candidates[0]?.rule ?? null])).toEqual([
      [100, 'exact', 'exact'],
      [101, null, null],
      [102, null, 'oneChar'],
      [103, 'lcsc', 'lcsc'],
      [104, null, null],
    ]);
  });
});
