import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { insertMatchingCatalog, matchOneLine } from '../../../testing/matching-catalog.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { matchBomLines, type PartMatchLine } from './part-matching.service.js';

/** Alternates, part numbers that read as descriptions, and conflicts, on a small catalog. */
const BRANDS = [
  ['TI', 'Texas Instruments', ['TI', 'TEXASINSTRUMENTS']],
  ['ST', 'STMicroelectronics', ['ST', 'STMICROELECTRONICS']],
  ['UMW', 'UMW', ['UMW']],
  ['ONSEMI', 'onsemi', ['ONSEMI', 'FAIRCHILD']],
  ['MOLEX', 'Molex', ['MOLEX']],
  ['CK', 'C&K', ['CK', 'CKCOMPONENTS']],
  ['PANASONIC', 'Panasonic', ['PANASONIC']],
  ['MIC', 'Made in China', ['MADEINCHINA']],
] as const;

const PARTS = [
  ['C7950', 'LM358DR', 'TI', 9000],
  ['C1001', 'LM358DR', 'UMW', 500],
  ['C2002', 'STM32F103C8T6', 'ST', 500],
  ['C4004', 'TPS62410DRCR', 'TI', 100],
  ['C6006', 'BSS84', 'ONSEMI', 100],
  ['C6100', 'BSS138', 'ONSEMI', 100],
  ['C2228', '22284043', 'MOLEX', 40],
  ['C5260', 'PTS526 SM15 SMTR2 LFS', 'CK', 30],
  ['C3001', 'ERJ-3EKF1001V', 'PANASONIC', 3000],
  ['C9011', 'M3螺母', 'MIC', 50],
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

const id = (code: string) => idOf.get(code) ?? `missing ${code}`;
const codeOf = (productId: string | undefined) => [...idOf].find(([, v]) => v === productId)?.[0];
const alt = (partText: string, manufacturer = '', supplierPn = '') => ({
  partText,
  manufacturer,
  supplierPn,
});

describe('alternates', () => {
  it('tries the alternates in order when the own part selects nothing: the first that selects wins', async () => {
    const answer = await match({
      partText: 'NOSUCHPART123',
      manufacturer: 'TI',
      alternates: [alt('ALSONOTHERE99'), alt('BSS84', 'onsemi'), alt('STM32F103C8T6', 'ST')],
    });
    expect(answer.matchedAlternate).toBe(1);
    expect(answer.selected).toMatchObject({ productId: id('C6006'), rule: 'exact', alternate: 1 });
    expect(answer.conflict).toBeNull();
    // The later alternate's part is kept as a candidate, marked with its alternate.
    expect(answer.candidates.map((c) => [codeOf(c.productId), c.alternate])).toEqual([
      ['C6006', 1],
      ['C2002', 2],
    ]);
  });

  it('keeps the own part when it selects: the alternates are not even looked up', async () => {
    const answer = await match({
      partText: 'STM32F103C8T6',
      manufacturer: 'ST',
      alternates: [alt('BSS84', 'onsemi')],
    });
    expect(answer.matchedAlternate).toBeNull();
    expect(answer.selected).toMatchObject({ productId: id('C2002'), rule: 'exact' });
    expect(answer.selected?.alternate).toBeUndefined();
    expect(answer.candidates.map((c) => codeOf(c.productId))).toEqual(['C2002']);
  });

  it("checks each alternate against its own maker, not the line's", async () => {
    const answer = await match({
      partText: 'NOSUCHPART123',
      manufacturer: 'onsemi',
      alternates: [alt('LM358DR', 'ST'), alt('LM358DR', 'UMW')],
    });
    // Alternate 0 names ST, which makes no LM358DR here; alternate 1 names UMW, which does.
    expect(answer.matchedAlternate).toBe(1);
    expect(codeOf(answer.selected?.productId)).toBe('C1001');
    expect(answer.conflict).toBeNull();
  });

  it('selects an alternate by its own distributor code', async () => {
    const answer = await match({ partText: 'NOSUCHPART123', alternates: [alt('', '', 'C4004')] });
    expect(answer).toMatchObject({ matchedAlternate: 0, selected: { rule: 'lcsc', alternate: 0 } });
  });

  it('proposes what the alternates find when none selects, and lets the own part propose too', async () => {
    const answer = await match({
      partText: 'BSS13',
      alternates: [alt('LM358DR', 'ST')],
    });
    expect(answer.selected).toBeNull();
    expect(answer.matchedAlternate).toBeNull();
    const found = answer.candidates.map((c) => [codeOf(c.productId), c.rule, c.alternate ?? null]);
    expect(found).toContainEqual(['C6100', 'prefix', null]);
    expect(found).toContainEqual(['C7950', 'exact', 0]);
    // Alternate 0's part, of another maker than it names, is reported as a maker conflict.
    expect(answer.conflict).toMatchObject({ kind: 'maker', alternate: 0 });
  });

  it('answers every line of one call by reference, alternates or not', async () => {
    const answers = await matchBomLines({ readDb: database.db }, [
      { ref: 7, partText: 'NOPE-1', manufacturer: '', supplierPn: '', alternates: [alt('BSS84')] },
      { ref: 8, partText: 'TPS62410DRCR', manufacturer: '', supplierPn: '' },
      {
        ref: 9,
        partText: 'NOPE-2',
        manufacturer: '',
        supplierPn: '',
        alternates: [alt('NOPE-3'), alt('C2002')],
      },
    ]);
    expect(answers.map((a) => [a.ref, codeOf(a.selected?.productId), a.matchedAlternate])).toEqual([
      [7, 'C6006', 0],
      [8, 'C4004', null],
      [9, 'C2002', 1],
    ]);
  });
});

describe('part numbers of every shape', () => {
  it('matches a part number of digits only when the maker agrees', async () => {
    const named = await match({ partText: '22284043', manufacturer: 'Molex' });
    expect(named).toMatchObject({ kind: 'partNumber', selected: { productId: id('C2228'), rule: 'exact' } });
    const grouped = await match({ partText: '22-28-4043', manufacturer: 'Molex' });
    expect(grouped.selected).toMatchObject({ productId: id('C2228'), rule: 'key' });
  });

  it('never selects a part number of digits only without the maker, or of another maker', async () => {
    const unnamed = await match({ partText: '22284043' });
    expect(unnamed).toMatchObject({ kind: 'freeText', selected: null });
    expect(unnamed.candidates[0]).toMatchObject({ productId: id('C2228'), rule: 'freeText' });
    const other = await match({ partText: '22284043', manufacturer: 'TI' });
    expect(other).toMatchObject({ kind: 'freeText', selected: null, conflict: null });
    expect(other.candidates[0]).toMatchObject({ productId: id('C2228'), brandAgrees: false });
  });

  it('matches part numbers written with spaces, the catalog holding them with or without', async () => {
    // The catalog writes 'PTS526 SM15 SMTR2 LFS' with spaces, 'ERJ-3EKF1001V' without.
    expect((await match({ partText: 'PTS526 SM15 SMTR2 LFS', manufacturer: 'C&K' })).selected).toMatchObject({
      productId: id('C5260'),
      rule: 'exact',
    });
    expect((await match({ partText: 'PTS526SM15SMTR2LFS', manufacturer: 'C&K' })).selected).toMatchObject({
      productId: id('C5260'),
      rule: 'key',
    });
    // 'ERJ 3EKF 1001V' reads as a description (1001V looks like a voltage): a part number by its maker.
    const spaced = await match({ partText: 'ERJ 3EKF 1001V', manufacturer: 'Panasonic' });
    expect(spaced).toMatchObject({ kind: 'partNumber', selected: { productId: id('C3001'), rule: 'key' } });
  });

  it('never selects a spaced text that reads as a description without its maker, or of another maker', async () => {
    expect(await match({ partText: 'ERJ 3EKF 1001V' })).toMatchObject({ kind: 'freeText', selected: null });
    const other = await match({ partText: 'ERJ 3EKF 1001V', manufacturer: 'Molex' });
    expect(other).toMatchObject({ kind: 'freeText', selected: null });
    expect(other.candidates[0]).toMatchObject({
      productId: id('C3001'),
      rule: 'freeText',
      brandAgrees: false,
    });
  });

  it('keeps free text free text, even with a maker whose catalog part it names', async () => {
    const nut = await match({ partText: 'M3螺母', manufacturer: 'Made in China' });
    expect(nut).toMatchObject({ kind: 'freeText', selected: null });
    expect(nut.candidates[0]).toMatchObject({ productId: id('C9011'), rule: 'freeText' });
    expect(await match({ partText: '100nF 0402', manufacturer: 'Molex' })).toMatchObject({
      kind: 'freeText',
      selected: null,
    });
  });
});

describe('conflicts', () => {
  it('chooses nothing when the distributor code names another part than the part number', async () => {
    const answer = await match({ partText: 'STM32F103C8T6', manufacturer: 'ST', supplierPn: 'C4004' });
    expect(answer.selected).toBeNull();
    expect(answer.conflict).toEqual({
      kind: 'supplierPnVsMfrPn',
      candidates: [id('C2002'), id('C4004')],
      alternate: null,
      code: null,
      asked: [],
    });
    expect(answer.candidates.map((c) => codeOf(c.productId)).sort()).toEqual(['C2002', 'C4004']);
  });

  it('sees the conflict in a DigiKey code as well', async () => {
    const answer = await match({ partText: 'STM32F103C8T6', supplierPn: 'TPS62410DRCR-ND' });
    expect(answer).toMatchObject({ selected: null, conflict: { kind: 'supplierPnVsMfrPn' } });
  });

  it('chooses as before when the code and the part number agree', async () => {
    const same = await match({ partText: 'STM32F103C8T6', manufacturer: 'ST', supplierPn: 'C2002' });
    expect(same).toMatchObject({ selected: { productId: id('C2002'), rule: 'exact' }, conflict: null });
    // No maker named, the part number sold by two: the code says which maker's part.
    const which = await match({ partText: 'LM358DR', supplierPn: 'C1001' });
    expect(which).toMatchObject({ selected: { productId: id('C1001'), rule: 'lcsc' }, conflict: null });
  });

  it("is a conflict when the code names another maker's part of the same number than the line names", async () => {
    const answer = await match({ partText: 'LM358DR', manufacturer: 'TI', supplierPn: 'C1001' });
    expect(answer).toMatchObject({
      selected: null,
      conflict: { kind: 'supplierPnVsMfrPn', candidates: [id('C7950'), id('C1001')] },
    });
  });

  it('reports a part found only of another maker than the line names as a maker conflict', async () => {
    const byNumber = await match({ partText: 'TPS62410DRCR', manufacturer: 'STMicroelectronics' });
    expect(byNumber).toMatchObject({
      selected: null,
      conflict: { kind: 'maker', candidates: [id('C4004')], alternate: null },
    });
    const byCode = await match({ supplierPn: 'C4004', manufacturer: 'ST' });
    expect(byCode).toMatchObject({ selected: null, conflict: { kind: 'maker', candidates: [id('C4004')] } });
  });

  it('lets a later alternate choose after a maker conflict, but never after a code conflict', async () => {
    const maker = await match({
      partText: 'TPS62410DRCR',
      manufacturer: 'ST',
      alternates: [alt('BSS84', 'onsemi')],
    });
    expect(maker).toMatchObject({
      matchedAlternate: 0,
      conflict: null,
      selected: { productId: id('C6006') },
    });
    const code = await match({
      partText: 'STM32F103C8T6',
      supplierPn: 'C4004',
      alternates: [alt('BSS84', 'onsemi')],
    });
    expect(code).toMatchObject({
      selected: null,
      matchedAlternate: null,
      conflict: { kind: 'supplierPnVsMfrPn' },
    });
    expect(code.candidates.map((c) => codeOf(c.productId))).toContain('C6006');
  });
});

describe('a distributor code that names another part than the line asks for', () => {
  /** A line whose part text is the sheet's part-number column (not a name or value standing in for one). */
  const named = (line: Parameters<typeof matchOneLine>[1]) => match({ namesPartNumber: true, ...line });

  it('proposes the part a code names when the part number found nothing and the code names another part', async () => {
    const answer = await named({
      partText: 'TPS62160DGKR',
      manufacturer: 'Texas Instruments',
      supplierPn: '595-TPS62410DRCR',
    });
    expect(answer.selected).toBeNull();
    expect(answer.conflict).toEqual({
      kind: 'codeNamesOther',
      candidates: [id('C4004')],
      alternate: null,
      code: { distributor: 'mouser', text: '595-TPS62410DRCR' },
      asked: [{ partText: 'TPS62160DGKR', manufacturer: 'Texas Instruments' }],
    });
    // Still a candidate to choose, at half the code's confidence.
    expect(answer.candidates).toEqual([
      expect.objectContaining({ productId: id('C4004'), rule: 'distributor', confidence: 0.465 }),
    ]);
  });

  it("proposes a code's part of another maker than the line's, even of the same part number", async () => {
    const answer = await named({ partText: 'BSS138W', manufacturer: 'Nexperia', supplierPn: 'C6100' });
    // The LCSC code names onsemi's BSS138: another part number and another maker.
    expect(answer).toMatchObject({ selected: null, conflict: { kind: 'codeNamesOther' } });
    const sameNumber = await named({ partText: 'LM358DRX', manufacturer: 'UMW', supplierPn: 'C7950' });
    expect(sameNumber).toMatchObject({ selected: null, conflict: { kind: 'codeNamesOther' } });
  });

  it('chooses the code when it names the part number in another packaging or a written variant', async () => {
    const reel = await named({ partText: 'TPS62410DRCT', manufacturer: 'TI', supplierPn: 'C4004' });
    expect(reel).toMatchObject({ selected: { productId: id('C4004'), rule: 'lcsc' }, conflict: null });
    const glued = await named({ partText: 'TPS62410DRCR_C4004', supplierPn: 'C4004' });
    expect(glued).toMatchObject({ selected: { productId: id('C4004') }, conflict: null });
  });

  it('lets the code choose as before when the line gives a name or value, not a part number', async () => {
    const answer = await match({ partText: 'TPS62160DGKR', supplierPn: 'C4004' });
    expect(answer).toMatchObject({ selected: { productId: id('C4004'), rule: 'lcsc' }, conflict: null });
  });

  it('tries every alternate column in order, however many: a later code naming the part chooses it', async () => {
    const answer = await named({
      partText: 'TPS62410DRCT',
      manufacturer: 'TI',
      alternates: [
        alt('', '', '595-LM358DR'),
        alt('', '', '296-00000-1-ND'),
        alt('', '', '1234567'),
        alt('', '', '511-BSS84'),
        alt('', '', 'C6006'),
        alt('', '', '77-NOTHING'),
        alt('', '', 'TPS62410DRCRCT-ND'),
      ],
    });
    expect(answer).toMatchObject({
      matchedAlternate: 6,
      selected: { productId: id('C4004'), rule: 'distributor', alternate: 6 },
      conflict: null,
    });
  });

  it("reports the first code's disagreement when no column names the part", async () => {
    const answer = await named({
      partText: 'TPS62160DGKR',
      manufacturer: 'TI',
      alternates: [alt('TPS62160DGKT', 'TI'), alt('', '', 'C7950'), alt('', '', 'C4004')],
    });
    expect(answer.selected).toBeNull();
    expect(answer.conflict).toMatchObject({
      kind: 'codeNamesOther',
      alternate: 1,
      code: { distributor: 'lcsc', text: 'C7950' },
      asked: [
        { partText: 'TPS62160DGKR', manufacturer: 'TI' },
        { partText: 'TPS62160DGKT', manufacturer: 'TI' },
      ],
    });
    expect(answer.candidates.map((c) => codeOf(c.productId)).sort()).toEqual(['C4004', 'C7950']);
  });
});

describe('set-based with alternates', () => {
  /** The statements one matching call sends, counted on the transaction it runs in. */
  async function statementsFor(lines: PartMatchLine[]): Promise<number> {
    let statements = 0;
    const db = database.db;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
        return (run: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) =>
            run(
              new Proxy(tx, {
                get(t, p, r) {
                  const value = Reflect.get(t, p, r) as unknown;
                  if (p === 'execute' && typeof value === 'function')
                    return (...args: unknown[]) => {
                      statements += 1;
                      return (value as (...a: unknown[]) => unknown).apply(t, args);
                    };
                  return typeof value === 'function' ? (value as () => unknown).bind(t) : value;
                },
              }),
            ),
          );
      },
    });
    await matchBomLines({ readDb: counting }, lines);
    return statements;
  }

  const texts = ['NOPE-1', 'LM358DR', '22284043', 'STM32F103C8T6', 'BSS13', '0603 4.7k电阻'];
  const linesOf = (count: number, withAlternates: boolean): PartMatchLine[] =>
    Array.from({ length: count }, (_, i) => ({
      ref: i,
      partText: texts[i % texts.length] ?? '',
      manufacturer: i % 2 ? 'TI' : '',
      supplierPn: i % 3 ? '' : 'C4004',
      alternates: !withAlternates
        ? []
        : i % 2
          ? [alt('NOPE-9'), alt('BSS13', 'onsemi'), alt('100nF 0603', '', 'C9999')]
          : [alt('NOPE-8'), alt('BSS84', 'onsemi', 'C6006'), alt('TPS62410DRCR-ND', 'TI', 'TPS62410DRCR-ND')],
    }));

  it('sends as many statements for 60 lines as for 6, alternates adding at most one round of the identifying stages', async () => {
    const few = await statementsFor(linesOf(6, true));
    const many = await statementsFor(linesOf(60, true));
    const without = await statementsFor(linesOf(60, false));
    expect(many).toBe(few);
    // Five identifying stages: exact, LCSC, distributor, longer packaging, the customer part number.
    expect(many).toBeLessThanOrEqual(without + 5);
  });
});
