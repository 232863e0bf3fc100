import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { normalizePartNumber } from '@emall/contract';
import { queryRows, type Database } from '../../../platform/db.js';
import { openDemoCatalogDatabase } from '../../../testing/test-database.js';
import { product } from '../core/catalog.tables.js';
import { parseCsv } from '../import/import-csv.js';
import { importCatalogRows } from '../import/import.js';
import { backfillProductParameters, PARAMETER_PARSER_VERSION } from './part-parameter-fill.js';

/** product_parameter filled by the demo seed, the catalog import and the backfill at the server's start. */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openDemoCatalogDatabase());
});
afterAll(() => drop());

interface ParameterOf {
  kind: string;
  value_si: number;
  package: string | null;
  voltage: number | null;
  tolerance: number | null;
  dielectric: string | null;
  power: number | null;
}

async function parametersOf(mpn: string): Promise<ParameterOf[]> {
  return queryRows<ParameterOf>(
    database.db,
    sql`select pp.kind, pp.value_si, pp.package, pp.voltage, pp.tolerance, pp.dielectric, pp.power
        from product_parameter pp join product p on p.id = pp.product_id
        where p.mfr_part_number = ${mpn}`,
  );
}

describe('the demo seed fills the parameters', () => {
  it('of its passives, read from description, package and catalog node', async () => {
    expect(await parametersOf('CL05B104KB54PNC')).toEqual([
      {
        kind: 'capacitor',
        value_si: 1e-7,
        package: '0402',
        voltage: 50,
        tolerance: 10,
        dielectric: 'X7R',
        power: null,
      },
    ]);
    expect(await parametersOf('RC0402FR-07562RL')).toEqual([
      {
        kind: 'resistor',
        value_si: 562,
        package: '0402',
        voltage: 50,
        tolerance: 1,
        dielectric: null,
        power: 0.0625,
      },
    ]);
    expect(await parametersOf('LQM21PN4R7NGRD')).toMatchObject([{ kind: 'inductor', value_si: 4.7e-6 }]);
    // A microcontroller has none.
    expect(await parametersOf('RP2040')).toEqual([]);
  });

  it('of its LEDs, diodes, transistors, regulators and headers, by colour, ratings, output and layout', async () => {
    expect((await parametersOf('KT-0603G'))[0]).toMatchObject({ kind: 'led', value_si: 6, package: '0603' });
    expect((await parametersOf('AO3407A'))[0]).toMatchObject({
      kind: 'pmos',
      value_si: 4.3,
      voltage: 30,
      package: 'SOT-23',
    });
    expect((await parametersOf('B16WS'))[0]).toMatchObject({
      kind: 'schottky',
      value_si: 1,
      voltage: 60,
      package: 'SOD-323',
    });
    expect((await parametersOf('SGM2036-3.3YN5G/TR'))[0]).toMatchObject({
      kind: 'ldo',
      value_si: 3.3,
      package: 'SOT-23-5',
    });
    expect((await parametersOf('1.27-1*3P针'))[0]).toMatchObject({
      kind: 'pinHeader',
      value_si: 3,
      package: '1x3 P1.27',
    });
    // An adjustable regulator and a complementary pair of MOSFETs have none.
    expect(await parametersOf('TPS7A3001DGNR')).toEqual([]);
    expect(await parametersOf('AO6604')).toEqual([]);
  });

  it('for most resistors and ceramic capacitors of the catalog', async () => {
    const counts = await queryRows<{ kind: string; n: number }>(
      database.db,
      sql`select kind, count(*)::int as n from product_parameter group by kind order by kind`,
    );
    const byKind = Object.fromEntries(counts.map((c) => [c.kind, c.n]));
    // 254 chip resistors and 98 MLCCs in the sample, some without a description.
    expect(byKind.resistor).toBeGreaterThan(200);
    expect(byKind.capacitor).toBeGreaterThan(100);
    expect(byKind.inductor).toBeGreaterThan(50);
    expect(byKind.ferriteBead).toBeGreaterThan(5);
    expect(byKind.crystal).toBeGreaterThan(5);
    if (process.env.PRINT_PARAMETER_KINDS) console.log(JSON.stringify(byKind));
  });
});

describe('the catalog import fills and replaces the parameters', () => {
  const header = 'brand,mfr_part_number,product_code,description,package,category,subcategory\n';

  it('a new product gets its parameters; a new description replaces them or removes them', async () => {
    const importText = (csv: string) => importCatalogRows(database.db, parseCsv([header + csv]));
    await importText(
      'YAGEO,RC0603FR-0710KL-TEST,CTEST1,"100mW 75V 10kΩ ±1% 0603 Chip Resistor",0603,Resistors,Chip Resistor - Surface Mount\n',
    );
    expect(await parametersOf('RC0603FR-0710KL-TEST')).toMatchObject([
      { kind: 'resistor', value_si: 10000, package: '0603', tolerance: 1 },
    ]);
    await importText(
      'YAGEO,RC0603FR-0710KL-TEST,CTEST1,"100mW 75V 22kΩ ±5% 0603 Chip Resistor",0603,Resistors,Chip Resistor - Surface Mount\n',
    );
    expect(await parametersOf('RC0603FR-0710KL-TEST')).toMatchObject([
      { kind: 'resistor', value_si: 22000, tolerance: 5 },
    ]);
    await importText(
      'YAGEO,RC0603FR-0710KL-TEST,CTEST1,"Potentiometer 22kΩ",0603,Resistors,Variable Resistors/Potentiometers\n',
    );
    expect(await parametersOf('RC0603FR-0710KL-TEST')).toEqual([]);
  });
});

describe('the backfill at the server start', () => {
  it('reads the products written without parameters once per parser version', async () => {
    const [maker] = await queryRows<{ id: number }>(database.db, sql`select id from brand limit 1`);
    await database.db.insert(product).values({
      productCode: 'CBACKFILL',
      mfrPartNumber: 'CAP-BACKFILL-1',
      mfrPnKey: normalizePartNumber('CAP-BACKFILL-1'),
      brandId: maker?.id ?? 0,
      productDesc: 'CAP CER 4.7UF 16V X5R 0805',
      specDesc: '0805',
    });
    expect(await parametersOf('CAP-BACKFILL-1')).toEqual([]);
    // As after the migration: no fill recorded for this version yet.
    await database.db.execute(sql`delete from product_parameter_fill`);
    const withParameters = await backfillProductParameters(database.db);
    expect(withParameters).toBeGreaterThan(500);
    expect(await parametersOf('CAP-BACKFILL-1')).toMatchObject([
      { kind: 'capacitor', value_si: 4.7e-6, voltage: 16, dielectric: 'X5R', package: '0805' },
    ]);
    // Done for this version: the next start reads nothing.
    expect(await backfillProductParameters(database.db)).toBeNull();
    const marks = await queryRows<{ version: number }>(
      database.db,
      sql`select version from product_parameter_fill`,
    );
    expect(marks).toEqual([{ version: PARAMETER_PARSER_VERSION }]);
  });
});
