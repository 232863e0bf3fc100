import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePartNumber } from '@emall/contract';
import type { Database } from '../../../platform/db.js';
import { migrate } from '../../../platform/migrate.js';
import { openTestDatabase } from '../../../testing/test-database.js';
import { brand, catalog, product } from '../catalog.tables.js';
import { fillProductParameters } from '../parameters/part-parameter-fill.js';
import { matchBomLines, type PartMatch, type PartMatchLine } from './part-matching.service.js';
import { parametricConfidence } from './part-matching-parametric.js';

/**
 * The parametric stage on a small catalog of passives whose descriptions are written as the demo catalog's
 * (seed/data/catalog/parts-sample.json): each product differs from a neighbour in one parameter.
 */

const R = 'Chip Resistor - Surface Mount';
const MLCC = 'Multilayer Ceramic Capacitors MLCC - SMD/SMT';
const BEADS = 'Ferrite Beads';

/** code, part number, description, package, catalog node, stock, active */
const PARTS: readonly (readonly [string, string, string, string, string, number, boolean?])[] = [
  [
    'R1',
    'R0603-4K7-F',
    '100mW 75V 4.7kΩ Thick Film Resistor ±1% ±100ppm/℃ 0603 Chip Resistor',
    '0603',
    R,
    5000,
  ],
  [
    'R2',
    'R0402-4K7-F',
    '62.5mW 50V 4.7kΩ Thick Film Resistor ±1% ±100ppm/℃ 0402 Chip Resistor',
    '0402',
    R,
    9000,
  ],
  [
    'R3',
    'R0603-4K7-J',
    '100mW 75V 4.7kΩ Thick Film Resistor ±5% ±100ppm/℃ 0603 Chip Resistor',
    '0603',
    R,
    100,
  ],
  [
    'R4',
    'R0603-47K-F',
    '100mW 75V 47kΩ Thick Film Resistor ±1% ±100ppm/℃ 0603 Chip Resistor',
    '0603',
    R,
    7000,
  ],
  [
    'R5',
    'R0603-4K7-OLD',
    '100mW 75V 4.7kΩ Thick Film Resistor ±1% 0603 Chip Resistor',
    '0603',
    R,
    99999,
    false,
  ],
  ['R6', 'R0603-600R', '100mW 75V 600Ω Thick Film Resistor ±1% 0603 Chip Resistor', '0603', R, 10],
  ['C1', 'C0603-104-50V', '100nF 50V X7R ±10% 0603 Multilayer Ceramic Capacitors MLCC', '0603', MLCC, 3000],
  ['C2', 'C0603-104-16V', '100nF 16V X7R ±10% 0603 Multilayer Ceramic Capacitors MLCC', '0603', MLCC, 8000],
  ['C3', 'C0603-104-25V5', '100nF 25V X5R ±10% 0603 Multilayer Ceramic Capacitors MLCC', '0603', MLCC, 100],
  ['C4', 'C0402-104-50V', '100nF 50V X7R ±10% 0402 Multilayer Ceramic Capacitors MLCC', '0402', MLCC, 6000],
  ['B1', 'FB0603-601', '1 600Ω@100MHz 300mΩ 500mA ±25% 0603 Ferrite Beads', '0603', BEADS, 4000],
];

let database: Database;
let drop: () => Promise<void>;
const codeOf = new Map<string, string>();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  const [maker] = await database.db
    .insert(brand)
    .values({ brandCode: 'YAGEO', nameEn: 'YAGEO', nameZhCn: '国巨', nameZhTw: '國巨', aliases: ['YAGEO'] })
    .returning({ id: brand.id });
  const nodeIds = new Map<string, number>();
  for (const name of [R, MLCC, BEADS]) {
    const [node] = await database.db
      .insert(catalog)
      .values({ catalogCode: name, level: 2, nameEn: name, nameZhCn: name, nameZhTw: name, idPath: '/' })
      .returning({ id: catalog.id });
    if (node) nodeIds.set(name, node.id);
  }
  const ids: number[] = [];
  for (const [code, mpn, desc, pkg, node, stock, active] of PARTS) {
    const [row] = await database.db
      .insert(product)
      .values({
        productCode: code,
        mfrPartNumber: mpn,
        mfrPnKey: normalizePartNumber(mpn),
        brandId: maker?.id ?? 0,
        catalogId: nodeIds.get(node) ?? null,
        productDesc: desc,
        specDesc: pkg,
        redundantStock: stock,
        isActive: active ?? true,
      })
      .returning({ id: product.id });
    if (row) {
      ids.push(row.id);
      codeOf.set(String(row.id), code);
    }
  }
  await fillProductParameters(database.db, ids);
});
afterAll(() => drop());

async function match(partText: string, line: Partial<PartMatchLine> = {}): Promise<PartMatch> {
  const [answer] = await matchBomLines({ readDb: database.db }, [
    { ref: 0, partText, manufacturer: '', supplierPn: '', ...line },
  ]);
  if (!answer) throw new Error('no answer');
  return answer;
}

/** The proposals as [code, confidence], best first. */
function proposals(answer: PartMatch) {
  return answer.candidates
    .filter((c) => c.rule === 'parametric')
    .map((c) => [codeOf.get(c.productId), c.confidence]);
}

describe('the parametric stage', () => {
  it('proposes the resistors of the value and package, more stock first, never the 0402 or 47k ones', async () => {
    const answer = await match('0603 4.7k电阻');
    expect(answer.kind).toBe('freeText');
    expect(answer.selected).toBeNull();
    // Kind and value, and the package agrees: one asked parameter of three.
    expect(proposals(answer)).toEqual([
      ['R1', 0.4],
      ['R3', 0.4],
    ]);
  });

  it('a package disagreement excludes; without a package every one of the value is proposed, at 0.3', async () => {
    expect(proposals(await match('4.7k', { designators: 'R1, R2' }))).toEqual([
      ['R2', 0.3],
      ['R1', 0.3],
      ['R3', 0.3],
    ]);
  });

  it('ranks by agreement: a tolerance asked excludes the worse one', async () => {
    expect(proposals(await match('Resistor 4.7K 1% 0603'))).toEqual([['R1', 0.5]]);
  });

  it('capacitors: the voltage at least the asked one, the dielectric and the package equal', async () => {
    expect(proposals(await match('100nF 25V 0603电容'))).toEqual([
      ['C1', 0.5],
      ['C3', 0.5],
    ]);
    const best = await match('贴片电容 0.1uF 50V X7R 0603');
    expect(proposals(best)).toEqual([['C1', 0.6]]);
    // Everything agrees, still only a proposal.
    expect(best.selected).toBeNull();
  });

  it('never proposes a part of another kind with the same value', async () => {
    expect(proposals(await match('磁珠 600R 0603'))).toEqual([['B1', 0.4]]);
    expect(proposals(await match('600R 0603电阻'))).toEqual([['R6', 0.4]]);
    expect(proposals(await match('600R 0603', { designators: 'FB1' }))).toEqual([['B1', 0.4]]);
  });

  it('reads the description column and the designators', async () => {
    expect(proposals(await match('4k7', { designators: 'R7', description: '0603 1%' }))).toEqual([
      ['R1', 0.5],
    ]);
  });

  it('part numbers and texts without a component get no parametric proposal', async () => {
    expect(proposals(await match('RC0603FR-074K7L'))).toEqual([]);
    expect(proposals(await match('XH-2A插座'))).toEqual([]);
    expect(proposals(await match('66.5'))).toEqual([]);
  });

  it('many lines in one statement, each with its own answer, a value asked twice answered for both', async () => {
    const texts = ['0603 4.7k电阻', '100nF 25V 0603电容', '磁珠 600R 0603', 'M3螺母', '4.7k 0603电阻'];
    const answers = await matchBomLines(
      { readDb: database.db },
      texts.map((partText, ref) => ({ ref, partText, manufacturer: '', supplierPn: '' })),
    );
    expect(answers.map((a) => proposals(a).map(([code]) => code))).toEqual([
      ['R1', 'R3'],
      ['C1', 'C3'],
      ['B1'],
      [],
      ['R1', 'R3'],
    ]);
  });

  it('confidence from 0.3 to 0.6 by agreement', () => {
    expect([0, 1, 2, 3, 4].map(parametricConfidence)).toEqual([0.3, 0.4, 0.5, 0.6, 0.6]);
  });
});
