import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { BomPreview, BomProgress } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { seedDemoCatalog } from '../../seed/index.js';
import { matchedBom, sheetFile, uploadBom, uploadBomFile, waitForMatch } from '../../testing/bom-client.js';
import { fixtureBytes } from '../../testing/bom-files.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const calls = contract.bom;
let t: TestApp;
let demo: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoCatalog(t.database.db);
  [demo, other] = [t.client(), t.client()];
  const people = await createBuyers(t);
  await demo.loginAs(people.buyer);
  await other.loginAs(people.other);
});
afterAll(() => t.close());

const OPEN_REMISE = {
  name: 'OpenRemise_ESP32S3Board_bom.xlsx',
  bytes: fixtureBytes('OpenRemise_ESP32S3Board_bom.xlsx'),
};

describe('uploadBom and the preview', () => {
  it('answers the detected mapping, the rows around the header and the first lines, before any matching', async () => {
    const preview = await uploadBom(demo, OPEN_REMISE);
    expect(preview).toMatchObject({
      bomName: 'OpenRemise_ESP32S3Board_bom',
      fileName: 'OpenRemise_ESP32S3Board_bom.xlsx',
      jobState: 'MAPPING',
      mappingSource: 'detected',
      mapping: { tables: [{ headerRow: 1, columns: { designator: 1, qty: 2, manufacturer: 3, mfrPn: 4 } }] },
      sheetRowCount: 30,
      lineCount: 25,
      skippedRowCount: 3,
    });
    expect(preview.sheetRows[0]?.cells).toContain('ESP32S3Board PCS BOM');
    expect(preview.lines[0]).toMatchObject({
      lineNo: 1,
      qryParam: 'CL05B104KB54PNC',
      qty: 5,
      isFreeText: false,
    });
  });

  it('names the BOM as the buyer asks, and refuses files of other kinds by their content', async () => {
    const named = await uploadBomFile(
      demo,
      sheetFile([
        ['MPN', 'Qty'],
        ['LM358DR', 1],
      ]),
      { bomName: '  电源板 V2 ' },
    );
    expect(named.body.success && named.body.data.bomName).toBe('电源板 V2');
    const png = await uploadBomFile(demo, {
      name: 'bom.csv',
      bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    expect(png.status).toBe(422);
    expect(png.body).toMatchObject({ errcode: 'FILE_KIND_NOT_ACCEPTED' });
    const { payload, headers } = { payload: '{}', headers: { 'content-type': 'application/json' } };
    const notMultipart = await demo.request({ method: 'POST', url: calls.uploadBom.path, payload, headers });
    expect(notMultipart.statusCode).toBe(415);
    expect((await uploadBomFile(t.client(), OPEN_REMISE)).status).toBe(401);
  });

  it('previews a corrected mapping, then matches with it and remembers it for the next upload of the tenant', async () => {
    const first = await uploadBom(
      demo,
      sheetFile([
        ['Item', 'Value', 'Maker', 'Count'],
        ['1', 'TPS62410DRCR', 'Texas Instruments', '3'],
      ]),
    );
    // 'Value' is read as a name and 'Count' as the quantity; the buyer says the quantity column is 'Item'.
    const corrected = { tables: [{ headerRow: 0, columns: { mfrPn: 1, manufacturer: 2, qty: 0 } }] };
    const preview = await demo.data<BomPreview>(calls.qryBomPreview, {
      tenantBomLogId: first.tenantBomLogId,
      mapping: corrected,
    });
    expect(preview).toMatchObject({
      mappingSource: 'given',
      lines: [{ qryParam: 'TPS62410DRCR', brandName: 'Texas Instruments', qty: 1 }],
    });
    await demo.data(calls.confirmBomMapping, { tenantBomLogId: first.tenantBomLogId, mapping: corrected });
    expect(await waitForMatch(demo, first.tenantBomLogId)).toMatchObject({
      jobState: 'DONE',
      matchedCount: 1,
    });
    expect(
      await demo.data<BomPreview>(calls.qryBomPreview, { tenantBomLogId: first.tenantBomLogId }),
    ).toMatchObject({ mappingSource: 'confirmed', mapping: corrected });

    const again = sheetFile([
      ['Item', 'Value', 'Maker', 'Count'],
      ['2', 'LM358DR', 'TI', '9'],
    ]);
    expect(await uploadBom(demo, again)).toMatchObject({ mappingSource: 'remembered', mapping: corrected });
    expect(await uploadBom(other, again)).toMatchObject({ mappingSource: 'detected' });
  });

  it('warns about columns that do not hold what they are chosen for, again under every correction', async () => {
    // The grouped hackrf export with its header's first cell deleted: every name one cell left of its data.
    const preview = await uploadBom(demo, {
      name: 'hackrf-one-bom_2016_header-one-left.csv',
      bytes: fixtureBytes('hackrf-one-bom_2016_header-one-left.csv'),
    });
    expect(preview.warnings).toEqual([
      { code: 'makerColumnNotMakers', column: 7, header: 'Manufacturer', fitting: 1, rows: 65 },
      { code: 'partNumberColumnNotPartNumbers', column: 8, header: 'Part Number', fitting: 0, rows: 65 },
    ]);
    // The buyer takes the makers from column I and the part numbers from the unnamed column J.
    const corrected = {
      tables: [
        {
          headerRow: 0,
          columns: { qty: 1, designator: 2, partName: 3, description: 7, manufacturer: 8, mfrPn: 9 },
        },
      ],
    };
    const fixed = await demo.data<BomPreview>(calls.qryBomPreview, {
      tenantBomLogId: preview.tenantBomLogId,
      mapping: corrected,
    });
    expect(fixed).toMatchObject({ mappingSource: 'given', warnings: [] });
    expect(fixed.lines[0]).toMatchObject({ qryParam: 'GRM1555C1H330JA01D', brandName: 'Murata', qty: 33 });
    // Quantities taken from the descriptions: that column is named.
    const wrong = { tables: [{ headerRow: 0, columns: { qty: 7, mfrPn: 9 } }] };
    expect(
      (
        await demo.data<BomPreview>(calls.qryBomPreview, {
          tenantBomLogId: preview.tenantBomLogId,
          mapping: wrong,
        })
      ).warnings,
    ).toEqual([{ code: 'qtyColumnNotNumbers', column: 7, header: 'Manufacturer', fitting: 0, rows: 65 }]);
  });

  it('keeps every alternate column of a line, through the confirmation into the lines', async () => {
    const header = ['Ref', 'Qty', 'MPN', 'MPN2', 'MPN3', 'MPN4', 'MPN5', 'MPN6', 'MPN7', 'MPN8'];
    const parts = [
      'RC0402FR-0710KL',
      'RC0402JR-0710KL',
      'ERJ-2RKF1002X',
      'CRCW040210K0FKED',
      'RMCF0402FT10K0',
      '0402WGF1002TCE',
      'RK73H1ETTP1002F',
      'AC0402FR-0710KL',
    ];
    const preview = await uploadBom(demo, sheetFile([header, ['R1', 1, ...parts]]));
    expect(preview.mapping?.tables[0]?.alternates).toHaveLength(7);
    expect(preview.lines[0]?.alternates.map((a) => a.partText)).toEqual(parts.slice(1));
    await demo.data(calls.confirmBomMapping, {
      tenantBomLogId: preview.tenantBomLogId,
      mapping: preview.mapping,
    });
    await waitForMatch(demo, preview.tenantBomLogId);
    const [line] = await queryRows<{ alternates: { partText: string }[] }>(
      t.database.db,
      sql`select alternates from bom_detail where log_id = ${Number(preview.tenantBomLogId)}`,
    );
    expect(line?.alternates.map((a) => a.partText)).toEqual(parts.slice(1));
  });

  it('answers the progress while the job runs and the server time of the match once done', async () => {
    const preview = await uploadBom(demo, OPEN_REMISE);
    const queued = await demo.data<BomProgress>(calls.confirmBomMapping, {
      tenantBomLogId: preview.tenantBomLogId,
      mapping: preview.mapping,
    });
    expect(queued).toMatchObject({
      jobState: 'QUEUED',
      progress: 0,
      lineCount: 25,
      doneCount: 0,
      matchMs: null,
    });
    const done = await waitForMatch(demo, preview.tenantBomLogId);
    expect(done).toMatchObject({
      jobState: 'DONE',
      progress: 100,
      lineCount: 25,
      doneCount: 25,
      matchedCount: 14,
    });
    expect(done.matchMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses a second confirmation and lines before the first (409), a mapping without lines (422), a header row outside the sheet (400)', async () => {
    const id = await matchedBom(
      demo,
      sheetFile([
        ['MPN', 'Qty'],
        ['LM358DR', 1],
      ]),
    );
    const mapping = { tables: [{ headerRow: 0, columns: { mfrPn: 0 } }] };
    expect((await demo.call(calls.confirmBomMapping, { tenantBomLogId: id, mapping })).status).toBe(409);
    const fresh = await uploadBom(
      demo,
      sheetFile([
        ['MPN', 'Qty', 'Note'],
        ['LM358DR', 1, ''],
      ]),
    );
    const empty = { tables: [{ headerRow: 0, columns: { mfrPn: 2 } }] };
    const refused = await demo.call(calls.confirmBomMapping, {
      tenantBomLogId: fresh.tenantBomLogId,
      mapping: empty,
    });
    expect(refused).toMatchObject({ status: 422, body: { errcode: 'IMPORT_EMPTY' } });
    const outside = { tables: [{ headerRow: 5, columns: { mfrPn: 0 } }] };
    const invalid = await demo.call(calls.qryBomPreview, {
      tenantBomLogId: fresh.tenantBomLogId,
      mapping: outside,
    });
    expect(invalid).toMatchObject({ status: 400, body: { errcode: 'VALIDATION_FAILED' } });
    const early = await demo.call(calls.addBomDetail, { logId: fresh.tenantBomLogId, qryParam: 'LM358DR' });
    expect(early.status).toBe(409);
    const noPart = { tables: [{ headerRow: 0, columns: { qty: 1 } }] };
    expect(
      (await demo.call(calls.qryBomPreview, { tenantBomLogId: fresh.tenantBomLogId, mapping: noPart }))
        .status,
    ).toBe(400);
  });
});
