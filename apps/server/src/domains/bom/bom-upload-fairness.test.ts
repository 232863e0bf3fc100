import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@emall/contract';
import type { TurnEvent } from '../../platform/fair-turns.js';
import { parseChildrenStarted } from '../../platform/spreadsheet.js';
import { sheetFile, uploadBomFile, type UploadAnswer } from '../../testing/bom-client.js';
import { multipartBody } from '../../testing/multipart.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createStaff } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { paddedSheetXml, workbookBomb } from '../../testing/zip-files.mjs';

/**
 * One tenant's flood of hostile uploads must not stall another tenant's: parsing takes turns per tenant
 * (fair-turns.ts), each tenant has a cap of uploads in flight and per window (429 in the caller's language),
 * and bombs the zip directory already betrays never reach a parsing child.
 */

const THREE_LINES = sheetFile([
  ['MPN', 'Qty'],
  ['LM358DR', '1'],
  ['STM32F103C8T6', '2'],
  ['NE555DR', '3'],
]);

/** 40 MB of blanks in a valid sheet, about 40 KB deflated. */
const PADDED_SHEET = paddedSheetXml(40 * 1024 * 1024);
/** Declares 200 KB (a plausible 5:1) everywhere, inflates to 40 MB: only the child can tell, while inflating. */
const UNDER_REPORTING_BOMB = {
  name: 'bomb.xlsx',
  bytes: new Uint8Array(workbookBomb(Buffer.from(THREE_LINES.bytes), PADDED_SHEET, 200_000)),
};
/** Declares its 40 MB truthfully: a compression ratio of about 1000 that no spreadsheet has. */
const HONEST_LOOKING_BOMB = {
  name: 'bomb.xlsx',
  bytes: new Uint8Array(workbookBomb(Buffer.from(THREE_LINES.bytes), PADDED_SHEET)),
};

/** A promise the test settles: holds a parse turn as long as it likes. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    opened,
    open: () => {
      open();
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Every turn event of the app from now on. */
function watchTurns(t: TestApp): { events: TurnEvent[]; stop: () => void } {
  const events: TurnEvent[] = [];
  const stop = t.app.parseTurns.watch((event) => events.push(event));
  return { events, stop };
}

/** The caller key of a tenant's uploads, from one upload of its own. */
async function callerOf(t: TestApp, client: TestClient): Promise<string> {
  const { events, stop } = watchTurns(t);
  expect((await uploadBomFile(client, THREE_LINES)).status).toBe(200);
  stop();
  const key = events.find((e) => e.kind === 'started')?.caller;
  if (!key) throw new Error('the upload took no parse turn');
  return key;
}

async function importCustPns(client: TestClient, file: { name: string; bytes: Uint8Array }) {
  const { payload, headers } = multipartBody(file);
  const response = await client.request({
    method: 'POST',
    url: contract.cart.batchImportCustPns.path,
    payload,
    headers,
  });
  return { status: response.statusCode, body: response.json<{ errcode?: string; msg?: string }>() };
}

describe('fair parsing between tenants', () => {
  let t: TestApp;
  let flooder: TestClient;
  let honest: TestClient;

  beforeAll(async () => {
    // A cap high enough that all twenty bombs are in flight at once, and the flooding tenant allowed every one of
    // two parse turns: the worst case, where the honest upload must wait for a turn to come free.
    t = await startTestApp({
      UPLOAD_PARSE_PARALLEL: '2',
      UPLOAD_PARSE_PER_CALLER: '25',
      UPLOAD_PARSE_RUNNING_PER_CALLER: '2',
    });
    [flooder, honest] = [t.client(), t.client()];
    const people = await createBuyers(t);
    await flooder.loginAs(people.buyer);
    await honest.loginAs(people.other);
  });
  afterAll(() => t.close());

  it(
    "parses another tenant's 3-line BOM before twenty bombs one tenant has waiting",
    { timeout: 120_000 },
    async () => {
      const flooderKey = await callerOf(t, flooder);
      // Both parse turns held as the flooding tenant, so all twenty bombs wait whatever the machine's speed.
      const gates = [gate(), gate()];
      const held = gates.map((g) => t.app.parseTurns.run(flooderKey, () => g.opened));
      const { events, stop } = watchTurns(t);
      const bombs: Promise<UploadAnswer>[] = Array.from({ length: 20 }, () =>
        uploadBomFile(flooder, UNDER_REPORTING_BOMB),
      );
      await until(() => events.filter((e) => e.kind === 'queued').length === 20, 'twenty bombs queued');
      const upload = uploadBomFile(honest, THREE_LINES);
      await until(() => events.some((e) => e.kind === 'queued' && e.caller !== flooderKey), 'the BOM queued');
      expect(t.app.parseTurns.load()).toEqual({ running: 2, waiting: 21, callers: 2 });

      gates[0]?.open();
      await until(() => events.some((e) => e.kind === 'started'), 'a parse to start');
      gates[1]?.open();
      const answer = await upload;
      const bombAnswers = await Promise.all(bombs);
      await Promise.all(held);
      stop();

      expect(answer).toMatchObject({ status: 200, body: { success: true, data: { lineCount: 3 } } });
      const starts = events.filter((e) => e.kind === 'started').map((e) => e.caller);
      // The first turn that came free went to the honest tenant, ahead of all twenty bombs queued before it.
      expect(starts).toHaveLength(21);
      expect(starts[0]).not.toBe(flooderKey);
      expect(starts.slice(1)).toEqual(Array.from({ length: 20 }, () => flooderKey));
      // Each bomb was stopped in its child at its declared size.
      for (const bomb of bombAnswers)
        expect(bomb).toMatchObject({ status: 422, body: { errcode: 'SPREADSHEET_TOO_COMPLEX' } });
    },
  );

  it('refuses an xlsx bomb whose directory looks honest before any parsing child starts', async () => {
    const { events, stop } = watchTurns(t);
    const before = parseChildrenStarted();
    expect(await uploadBomFile(flooder, HONEST_LOOKING_BOMB)).toMatchObject({
      status: 422,
      body: { errcode: 'SPREADSHEET_TOO_COMPLEX' },
    });
    stop();
    expect(parseChildrenStarted() - before).toBe(0);
    expect(events).toEqual([]);
  });
});

describe('a parse turn kept free for other tenants', () => {
  let t: TestApp;
  let flooder: TestClient;
  let honest: TestClient;

  beforeAll(async () => {
    // The default of one parse at a time per tenant; a cap high enough for twenty bombs in flight.
    t = await startTestApp({ UPLOAD_PARSE_PER_CALLER: '25' });
    [flooder, honest] = [t.client(), t.client()];
    const people = await createBuyers(t);
    await flooder.loginAs(people.buyer);
    await honest.loginAs(people.other);
  });
  afterAll(() => t.close());

  it("parses another tenant's BOM at once while one tenant's parse and twenty bombs are in flight", async () => {
    const flooderKey = await callerOf(t, flooder);
    // The flooding tenant's running parse never ends until the test says so.
    const hold = gate();
    const held = t.app.parseTurns.run(flooderKey, () => hold.opened);
    const { events, stop } = watchTurns(t);
    const bombs = Array.from({ length: 20 }, () => uploadBomFile(flooder, UNDER_REPORTING_BOMB));
    await until(() => events.filter((e) => e.kind === 'queued').length === 20, 'twenty bombs queued');

    expect(await uploadBomFile(honest, THREE_LINES)).toMatchObject({ status: 200, body: { success: true } });
    expect(events.filter((e) => e.kind === 'started').map((e) => e.caller)).toEqual([
      expect.not.stringMatching(flooderKey),
    ]);
    expect(t.app.parseTurns.load()).toEqual({ running: 1, waiting: 20, callers: 1 });

    hold.open();
    await held;
    for (const bomb of await Promise.all(bombs))
      expect(bomb).toMatchObject({ status: 422, body: { errcode: 'SPREADSHEET_TOO_COMPLEX' } });
    stop();
  });
});

describe('two tenants flooding', () => {
  let t: TestApp;
  let honest: TestClient;

  beforeAll(async () => {
    // The server's own defaults for the turns.
    t = await startTestApp();
    honest = t.client();
    await honest.loginAs(await createStaff(t.database.db));
  });
  afterAll(() => t.close());

  it("parses a third tenant's BOM at once while two other tenants each hold a parse turn", async () => {
    // Each holds one turn (its running cap) for as long as the test likes, as a file parsing for the full limit.
    const holds = [gate(), gate()];
    const held = ['tenant:900001', 'tenant:900002'].map((caller, i) =>
      t.app.parseTurns.run(caller, () => holds[i]?.opened ?? Promise.resolve()),
    );
    expect(t.app.parseTurns.load()).toMatchObject({ running: 2 });

    expect(await uploadBomFile(honest, THREE_LINES)).toMatchObject({ status: 200, body: { success: true } });
    for (const hold of holds) hold.open();
    await Promise.all(held);
  });
});

describe('limits per tenant', () => {
  let t: TestApp;
  let flooder: TestClient;
  let honest: TestClient;

  beforeAll(async () => {
    t = await startTestApp({
      UPLOAD_PARSE_PER_CALLER: '3',
      UPLOAD_PARSE_WINDOW_LIMIT: '5',
      UPLOAD_PARSE_WINDOW_MINUTES: '10',
    });
    [flooder, honest] = [t.client(), t.client()];
    const people = await createBuyers(t);
    await flooder.loginAs(people.buyer);
    await honest.loginAs(people.other);
  });
  afterAll(() => t.close());

  it("answers 429 at once past 3 uploads in flight, in the caller's language, for every upload of the tenant", async () => {
    const flooderKey = await callerOf(t, flooder);
    const gates = [gate(), gate(), gate()];
    const held = gates.map((g) => t.app.parseTurns.run(flooderKey, () => g.opened));

    flooder.lang = 'en_US';
    expect(await uploadBomFile(flooder, THREE_LINES)).toMatchObject({
      status: 429,
      body: {
        errcode: 'UPLOADS_IN_PROGRESS',
        msg: '3 of your files are still being read; please wait for them to finish before uploading another',
      },
    });
    flooder.lang = 'zh_TW';
    expect(await importCustPns(flooder, THREE_LINES)).toMatchObject({
      status: 429,
      body: { errcode: 'UPLOADS_IN_PROGRESS', msg: '已有3個檔案正在讀取，請等其完成後再上傳' },
    });
    // Another tenant is not held up meanwhile: the flooding tenant runs one parse at a time, so the other
    // turn is free for it.
    expect((await uploadBomFile(honest, THREE_LINES)).status).toBe(200);
    for (const g of gates) g.open();
    await Promise.all(held);
    expect((await uploadBomFile(flooder, THREE_LINES)).status).toBe(200);
  });

  it("answers 429 past the tenant's uploads in the window, with the seconds to wait, until the window passes", async () => {
    // In the window so far: 1 upload, 3 held turns, 1 upload (the refused ones never count).
    flooder.lang = 'zh_CN';
    expect(await uploadBomFile(flooder, THREE_LINES)).toMatchObject({
      status: 429,
      body: { errcode: 'UPLOADS_TOO_FREQUENT', msg: '上传文件过于频繁，请600秒后再试' },
    });
    expect((await uploadBomFile(honest, THREE_LINES)).status).toBe(200);
    t.clock.advance(10 * 60_000);
    expect((await uploadBomFile(flooder, THREE_LINES)).status).toBe(200);
  });
});
