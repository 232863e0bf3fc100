import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { BomLogPage, BomState } from '@emall/contract';
import { matchedBom, sheetFile, uploadBomFile } from '../../testing/bom-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createStaff } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { buildZip, readZip } from '../../testing/zip-files.mjs';

/** Hostile uploads: each refused cleanly, and the API serves on. */

let t: TestApp;
let demo: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  demo = t.client();
  await demo.loginAs(await createStaff(t.database.db));
});
afterAll(() => t.close());

const SMALL = sheetFile([
  ['MPN', 'Qty'],
  ['LM358DR', '1'],
]);

/** A real workbook whose sheet is replaced by `sheetXml` (and whose entries may lie about their size). */
function workbookWith(sheetXml: string | null, declaredSize?: number): Uint8Array {
  const entries = readZip(Buffer.from(SMALL.bytes)).map((entry) =>
    entry.name.endsWith('sheet1.xml')
      ? { name: entry.name, data: sheetXml === null ? entry.data : Buffer.from(sheetXml), declaredSize }
      : entry,
  );
  return new Uint8Array(buildZip(entries));
}

async function expectStillServing(): Promise<void> {
  expect((await demo.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const page = await demo.call<BomLogPage>(contract.bom.qryBomLogByPage, {});
  expect(page.status).toBe(200);
}

describe('hostile BOM files', () => {
  it('refuses a file whose content is no spreadsheet, whatever its name (wrong magic bytes)', async () => {
    const pdf = { name: 'bom.xlsx', bytes: new TextEncoder().encode('%PDF-1.7 not a workbook') };
    expect(await uploadBomFile(demo, pdf)).toMatchObject({
      status: 422,
      body: { errcode: 'FILE_KIND_NOT_ACCEPTED' },
    });
    const fakeZip = { name: 'bom.xlsx', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]) };
    expect(await uploadBomFile(demo, fakeZip)).toMatchObject({
      status: 422,
      body: { errcode: 'SPREADSHEET_UNREADABLE' },
    });
    await expectStillServing();
  });

  it('refuses a zip bomb before inflating it', async () => {
    const bomb = { name: 'bomb.xlsx', bytes: workbookWith(null, 4_000_000_000) };
    expect(await uploadBomFile(demo, bomb)).toMatchObject({
      status: 422,
      body: { errcode: 'SPREADSHEET_TOO_COMPLEX' },
    });
    await expectStillServing();
  });

  it('refuses a sheet of 1,048,576 rows without harm to the server', { timeout: 90_000 }, async () => {
    const rows: string[] = [];
    for (let r = 1; r <= 1_048_576; r += 1) rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
    const xml = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
    const answer = await uploadBomFile(demo, { name: 'huge.xlsx', bytes: workbookWith(xml) });
    expect(answer.status).toBe(422);
    expect(['IMPORT_TOO_MANY_ROWS', 'SPREADSHEET_TOO_COMPLEX']).toContain(
      answer.body.success ? '' : answer.body.errcode,
    );
    await expectStillServing();
  });

  it('refuses a text of more rows than a BOM may have, and reads a stray quote as a character', async () => {
    const rows = `MPN,Qty\n${'LM358DR,1\n'.repeat(25_000)}`;
    const answer = await uploadBomFile(demo, { name: 'long.csv', bytes: new TextEncoder().encode(rows) });
    expect(answer).toMatchObject({ status: 422, body: { errcode: 'IMPORT_TOO_MANY_ROWS' } });
    const stray = new TextEncoder().encode(`MPN,Qty\n"LM358DR,1\n${'NE555,2\n'.repeat(1000)}`);
    const read = await uploadBomFile(demo, { name: 'stray.csv', bytes: stray });
    expect(read.body.success && read.body.data.sheetRowCount).toBe(1002);
    await expectStillServing();
  });

  it('reads __proto__ and constructor headers as plain names, changing no object', async () => {
    const id = await matchedBom(
      demo,
      sheetFile([
        ['__proto__', 'MPN', 'Qty', 'constructor', 'prototype'],
        ['{"polluted":true}', 'LM358DR', '2', 'x', 'y'],
      ]),
    );
    const state = await demo.data<BomState>(contract.bom.qryBomDetailByBomId, { bomId: id });
    expect(state.list[0]).toMatchObject({ qryParam: 'LM358DR', qty: 2 });
    expect(JSON.parse(state.list[0]?.custJson ?? '{}')).toMatchObject({ constructor: 'x', prototype: 'y' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectStillServing();
  });
});
