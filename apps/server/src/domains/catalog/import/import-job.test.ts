import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { utils, write } from '@e965/xlsx';
import type { ErrorEnvelope } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsImportJob, OpsImportRejection, OpsProduct } from '@emall/contract/ops';
import { queryRows } from '../../../platform/db.js';
import { multipartBody } from '../../../testing/multipart.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  createBuyers,
  createOperators,
  type Buyers,
  type Operators,
} from '../../../testing/factories/index.js';
import type { TestClient } from '../../../testing/test-client.js';
import { CatalogImportJobs } from './import-job.js';

const c = opsContract.opsCatalog;

let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  ops = t.client();
  await ops.opsLoginAs(operators.operator);
});
afterAll(async () => {
  await t.close();
});

async function upload(client: TestClient, name: string, bytes: Uint8Array | string) {
  const body = multipartBody({ name, bytes });
  const response = await client.request({
    method: 'POST',
    url: c.startCatalogImport.path,
    payload: body.payload,
    headers: body.headers,
  });
  return {
    status: response.statusCode,
    body: response.json<{ success: boolean; data: OpsImportJob } & ErrorEnvelope>(),
  };
}

/** Polls the job as the console does until it has ended. */
async function ended(jobId: number): Promise<OpsImportJob> {
  for (let i = 0; i < 200; i += 1) {
    const job = await ops.data<OpsImportJob>(c.qryCatalogImport, { jobId });
    if (job.state !== 'RUNNING') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} still running`);
}

const CSV = [
  'brand,mfr_part_number,description,stock_njhb,price_breaks,is_active',
  'OPSTEST,OPS-IMP-001,Console import one,100,1:0.5;10:0.45,T',
  'OPSTEST,OPS-IMP-002,Console import two,abc,1:0.5,T',
  'OPSTEST,OPS-IMP-003,Console import three,5,10:0.5;5:0.4,T',
  ',OPS-IMP-004,no brand,1,,T',
  'OPSTEST,OPS-IMP-005,Console import five,7,1:2,T',
].join('\n');

describe('catalog import from the console', () => {
  it('imports a CSV in the background, counts the rows and reports the bad ones in the caller language', async () => {
    const started = await upload(ops, 'catalog.csv', CSV);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ state: 'RUNNING', rowCount: 5, fileName: 'catalog.csv' });
    const job = await ended(started.body.data.jobId);
    expect(job).toMatchObject({
      state: 'DONE',
      readCount: 5,
      importedCount: 2,
      rejectedCount: 3,
      failure: null,
    });

    const found = await ops.data<{ rows: OpsProduct[] }>(c.qryProductByPage, { mfrPartNumber: 'OPS-IMP-00' });
    expect(found.rows.map((p) => p.mfrPartNumber).sort()).toEqual(['OPS-IMP-001', 'OPS-IMP-005']);

    ops.lang = 'en_US';
    const report = await ops.data<{ rows: OpsImportRejection[]; total: number }>(c.qryImportRejectionByPage, {
      jobId: job.jobId,
    });
    expect(report.total).toBe(3);
    expect(report.rows.map((r) => [r.line, r.column])).toEqual([
      [3, 'stock_njhb'],
      [4, 'price_breaks'],
      [5, 'brand'],
    ]);
    expect(report.rows[1]?.reason).toMatch(/must increase/);
    ops.lang = 'zh_CN';
    const zh = await ops.data<{ rows: OpsImportRejection[] }>(c.qryImportRejectionByPage, {
      jobId: job.jobId,
    });
    expect(zh.rows[2]?.reason).toBe('brand 不能为空');
    expect(zh.rows[1]?.reason).toMatch(/必须递增/);

    const csv = await ops.request({
      method: 'POST',
      url: c.exportImportRejections.path,
      payload: { jobId: job.jobId, format: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"3","stock_njhb"');
    const xlsx = await ops.request({
      method: 'POST',
      url: c.exportImportRejections.path,
      payload: { jobId: job.jobId },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    ops.lang = undefined;

    const history = await ops.data<{ rows: OpsImportJob[] }>(c.qryCatalogImportByPage, {});
    expect(history.rows[0]?.jobId).toBe(job.jobId);
    const audit = await ops.data<{ rows: AuditEntry[] }>(opsContract.opsAuth.qryAuditLogByPage, {
      targetType: 'catalogImport',
      targetId: String(job.jobId),
    });
    const start = audit.rows.find((e) => e.action === 'catalogImport.start');
    const finish = audit.rows.find((e) => e.action === 'catalogImport.finish');
    expect(start?.before).toBeNull();
    expect(start?.after).toMatchObject({ fileName: 'catalog.csv' });
    expect(finish?.after).toMatchObject({ state: 'DONE', read: 5, imported: 2, rejected: 3 });
  });

  it('imports an .xlsx through the spreadsheet child', async () => {
    const sheet = utils.aoa_to_sheet([
      ['Brand', 'MFR Part Number', 'stock_hk'],
      ['OPSTEST', 'OPS-XLSX-1', 9],
    ]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Sheet1');
    const bytes = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const started = await upload(ops, 'catalog.xlsx', bytes);
    expect(started.status).toBe(200);
    expect(await ended(started.body.data.jobId)).toMatchObject({ state: 'DONE', importedCount: 1 });
  });

  it('rejects only the row with a NUL in a cell, with its reason, and imports the others', async () => {
    const csv = [
      'brand,mfr_part_number,description',
      'OPSTEST,OPS-NUL-1,before',
      'OPSTEST,OPS-NUL-2,bad\u0000cell',
      'OPSTEST,OPS-NUL-3,after',
    ].join('\r\n');
    const started = await upload(ops, 'nul.csv', csv);
    expect(started.status).toBe(200);
    const job = await ended(started.body.data.jobId);
    expect(job).toMatchObject({ state: 'DONE', readCount: 3, importedCount: 2, rejectedCount: 1 });
    ops.lang = 'en_US';
    const report = await ops.data<{ rows: OpsImportRejection[] }>(c.qryImportRejectionByPage, {
      jobId: job.jobId,
    });
    ops.lang = undefined;
    expect(report.rows.map((r) => [r.line, r.reason])).toEqual([[3, 'a cell holds a NUL character']]);
  });

  it('reads a CSV saved by Western Windows (Windows-1252) with its signs intact', async () => {
    // 10µF, -40°C and Würth are valid GB18030 pairs too: read as that, the text would be garbled.
    const csv = 'brand,mfr_part_number,description\r\nOPSTEST,OPS-1252-1,10µF X7R Würth -40°C\r\n';
    const started = await upload(ops, 'western.csv', Buffer.from(csv, 'latin1'));
    expect(started.status).toBe(200);
    expect(await ended(started.body.data.jobId)).toMatchObject({ state: 'DONE', importedCount: 1 });
    const found = await ops.data<{ rows: OpsProduct[] }>(c.qryProductByPage, { mfrPartNumber: 'OPS-1252-1' });
    expect(found.rows[0]?.productDesc).toBe('10µF X7R Würth -40°C');
  });

  it('refuses a file of the wrong content, a bad header and an empty file cleanly', async () => {
    const pdf = await upload(ops, 'catalog.csv', '%PDF-1.4 not a catalog');
    expect(pdf.status).toBe(422);
    const png = await upload(
      ops,
      'catalog.csv',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
    );
    expect(png.status).toBe(422);
    expect(png.body.errcode).toBe('FILE_KIND_NOT_ACCEPTED');
    const binary = await upload(ops, 'catalog.csv', new Uint8Array([0x41, 0x00, 0x01, 0x02, 0xff, 0xfe]));
    expect(binary.body.errcode).toBe('FILE_KIND_NOT_ACCEPTED');
    const txt = await upload(ops, 'catalog.txt', CSV);
    expect(txt.body.errcode).toBe('FILE_KIND_NOT_ACCEPTED');
    const header = await upload(ops, 'catalog.csv', 'name,price\nx,1\n');
    expect(header.status).toBe(422);
    expect(header.body.errcode).toBe('OPS_CATALOG_IMPORT_HEADER');
    const empty = await upload(ops, 'catalog.csv', 'brand,mfr_part_number\n');
    expect(empty.body.errcode).toBe('IMPORT_EMPTY');
  });

  it('is refused to buyers and to the auditor', async () => {
    const auditor = t.client();
    await auditor.opsLoginAs(operators.auditor);
    expect((await upload(auditor, 'catalog.csv', CSV)).status).toBe(403);
    const buyer = t.client();
    await buyer.loginAs(people.buyer);
    expect((await upload(buyer, 'catalog.csv', CSV)).status).toBe(401);
    expect((await buyer.call(c.qryCatalogImportByPage, {})).status).toBe(401);
    expect((await auditor.call(c.qryCatalogImportByPage, {})).status).toBe(200);
    expect((await ops.call(c.qryCatalogImport, { jobId: 'x' })).status).toBe(400);
    expect((await ops.call(c.qryCatalogImport, { jobId: 999999 })).status).toBe(404);
  });

  it('never leaves a job RUNNING after a restart: a stop or a lapsed lease marks it failed', async () => {
    // A job whose process crashed: still RUNNING, its lease run out.
    const [crashed] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into catalog_import_job (operator_id, operator_name, file_name, row_count, lease_until, created_at)
          values (${operators.operator.operatorId}, ${operators.operator.operatorName}, 'crashed.csv', 10, ${new Date(t.clock.now().getTime() - 1000).toISOString()}::timestamptz, now())
          returning id::text as id`,
    );
    const jobs = new CatalogImportJobs({ db: t.database.db, clock: t.clock });
    await jobs.sweep();
    const job = await ops.data<OpsImportJob>(c.qryCatalogImport, { jobId: Number(crashed?.id) });
    expect(job.state).toBe('FAILED');
    expect(job.failure).toBeTruthy();

    // A job in hand when the server stops: marked FAILED before the stop ends.
    const rows = [
      { line: 1, cells: ['brand', 'mfr_part_number'] },
      ...Array.from({ length: 3000 }, (_, i) => ({ line: i + 2, cells: ['OPSTEST', `OPS-STOP-${i}`] })),
    ];
    const stopping = new CatalogImportJobs(
      { db: t.database.db, clock: t.clock },
      { leaseSeconds: 60, progressEvery: 10 },
    );
    const running = await stopping.start(
      {
        operatorId: operators.operator.operatorId,
        operatorName: operators.operator.operatorName,
        requestId: null,
        ip: null,
      },
      'big.csv',
      rows,
    );
    await stopping.stop();
    const stopped = await ops.data<OpsImportJob>(c.qryCatalogImport, { jobId: Number(running.id) });
    expect(stopped.state === 'FAILED' || stopped.state === 'DONE').toBe(true);
    expect(stopped.state).not.toBe('RUNNING');
  });
});
