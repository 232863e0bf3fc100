import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { MessageGroupsAnswer, MessagePage } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import type { AuditEntry, OpsMessageRow, RecipientStaff, RecipientTenant } from '@emall/contract/ops';
import { queryRows } from '../../platform/db.js';
import { LIVE_CHANNEL, parseLivePayload, type LiveTarget } from '../../platform/live-channel.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';

const { sendOpsMessage, qryOpsMessageByPage, qryRecipientTenants, qryRecipientStaff } =
  opsContract.opsMessage;
const { qryAuditLogByPage } = opsContract.opsAuth;

let t: TestApp;
let people: Buyers;
let operators: Operators;
let ops: TestClient;
let auditor: TestClient;
let demo: TestClient;
let demo2: TestClient;
let other: TestClient;
let huaxin: number; // people.tenant: buyer and colleague
let qiming: number; // people.otherTenant: other
let demoId: number;
let otherId: number;
const pushes: LiveTarget[] = [];
let stopListening: () => Promise<void>;

const letter = (tag: string) => ({
  title: { zhCn: `简体标题${tag}`, zhTw: `繁體標題${tag}`, enUs: `English title ${tag}` },
  body: { zhCn: `简体正文${tag}`, zhTw: `繁體內文${tag}`, enUs: `English text ${tag}` },
});

async function inbox(client: TestClient, lang: string): Promise<MessagePage> {
  client.lang = lang;
  const page = await client.data<MessagePage>(contract.message.qryMessageList4Page, { pageSize: 50 });
  client.lang = undefined;
  return page;
}
const unread = async (client: TestClient) =>
  (await client.data<MessageGroupsAnswer>(contract.message.qryMessage4Group)).unReadNum;

/** Waits until the pushes delivered on commit have arrived (PGlite and PostgreSQL deliver asynchronously). */
async function pushesFor(tenantIds: number[]): Promise<LiveTarget[]> {
  for (let i = 0; i < 50 && !tenantIds.every((id) => pushes.some((p) => p.tenantId === id)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return pushes.filter((p) => tenantIds.includes(p.tenantId));
}

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  stopListening = await t.database.listen(LIVE_CHANNEL, {
    onNotify: (payload) => {
      const target = parseLivePayload(payload);
      if (target) pushes.push(target);
    },
    onReconnect: () => undefined,
  });
  [ops, auditor, demo, demo2, other] = [t.client(), t.client(), t.client(), t.client(), t.client()];
  await ops.opsLoginAs(operators.operator);
  await auditor.opsLoginAs(operators.auditor);
  const me = await demo.loginAs(people.buyer);
  await demo2.loginAs(people.colleague);
  const stranger = await other.loginAs(people.other);
  [huaxin, qiming, demoId, otherId] = [me.tenantId, stranger.tenantId, me.userId, stranger.userId];
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

/** The ids of the active tenants: an announcement to all reaches the seed's beside this file's. */
async function activeTenants(): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from tenant where status = '00A' order by id`,
  );
  return rows.map((r) => r.id);
}

describe('recipient pickers', () => {
  it('finds tenants by code or name, with their staff count, paged', async () => {
    const byName = await ops.data<{ rows: RecipientTenant[]; total: number }>(qryRecipientTenants, {
      keyword: people.otherTenant.tenantName,
    });
    expect(byName.rows).toEqual([
      {
        tenantId: qiming,
        tenantCode: people.otherTenant.tenantCode,
        tenantName: people.otherTenant.tenantName,
        staffCount: 1,
      },
    ]);
    // The factory's tenants, by their names' common start: the seed's demo tenants are in the database too.
    const all = await auditor.data<{ rows: RecipientTenant[]; total: number }>(qryRecipientTenants, {
      keyword: '测试电子',
      pageSize: 1,
    });
    expect(all).toMatchObject({
      total: 2,
      pageSize: 1,
      rows: [{ tenantCode: people.tenant.tenantCode, staffCount: 2 }],
    });
    // A LIKE pattern's own characters are searched for literally.
    expect((await ops.data<{ total: number }>(qryRecipientTenants, { keyword: '%' })).total).toBe(0);
  });

  it("lists one tenant's staff by code or name and answers 404 for an unknown tenant", async () => {
    const staff = await ops.data<{ rows: RecipientStaff[] }>(qryRecipientStaff, { tenantId: huaxin });
    expect(staff.rows.map((s) => s.userCode)).toEqual([people.buyer.staffCode, people.colleague.staffCode]);
    const found = await ops.data<{ rows: RecipientStaff[] }>(qryRecipientStaff, {
      tenantId: huaxin,
      keyword: people.colleague.staffName,
    });
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]).toMatchObject({
      userCode: people.colleague.staffCode,
      staffName: people.colleague.staffName,
    });
    expect((await ops.call(qryRecipientStaff, { tenantId: 999999 })).status).toBe(404);
    expect((await ops.call(qryRecipientStaff, {})).status).toBe(400);
  });

  it('answers 401 to a buyer', async () => {
    expect((await demo.call(qryRecipientTenants, {})).status).toBe(401);
    expect((await demo.call(qryRecipientStaff, { tenantId: huaxin })).status).toBe(401);
    expect((await demo.call(qryOpsMessageByPage, {})).status).toBe(401);
  });
});

describe('sendOpsMessage', () => {
  it('sends to one staff member: only they read it, in their language, and their unread count rises', async () => {
    const [before, mateBefore] = [await unread(demo), await unread(demo2)];
    const sent = await ops.data<{ id: number; tenantCount: number }>(sendOpsMessage, {
      audience: 'STAFF',
      tenantId: huaxin,
      staffId: demoId,
      ...letter('S'),
      link: '/help',
    });
    expect(sent.tenantCount).toBe(1);
    expect(await unread(demo)).toBe(before + 1);
    expect(await unread(demo2)).toBe(mateBefore);
    const [zhTw] = (await inbox(demo, 'zh_TW')).rows;
    expect(zhTw).toMatchObject({ group: 'account', title: '繁體標題S', content: '繁體內文S', link: '/help' });
    expect((await inbox(demo, 'en_US')).rows[0]).toMatchObject({ title: 'English title S' });
    expect((await inbox(demo, 'zh_CN')).rows[0]).toMatchObject({ title: '简体标题S', content: '简体正文S' });
    expect((await inbox(demo2, 'en_US')).rows.some((r) => r.title === 'English title S')).toBe(false);
    expect(await pushesFor([huaxin])).toContainEqual({ tenantId: huaxin, staffId: demoId, isNew: true });
  });

  it("sends to one tenant: all its staff read it, another tenant's do not", async () => {
    await ops.data(sendOpsMessage, { audience: 'TENANT', tenantId: huaxin, ...letter('T') });
    for (const client of [demo, demo2]) {
      expect((await inbox(client, 'en_US')).rows[0]).toMatchObject({
        group: 'account',
        title: 'English title T',
        content: 'English text T',
        tenantWide: true,
      });
    }
    expect((await inbox(other, 'en_US')).rows.some((r) => r.title === 'English title T')).toBe(false);
    expect(await pushesFor([huaxin])).toContainEqual({ tenantId: huaxin, staffId: null, isNew: true });
  });

  it('announces to every tenant in the announcement group, with one message row per tenant', async () => {
    pushes.length = 0;
    const [otherBefore, demoBefore] = [await unread(other), await unread(demo)];
    const sent = await ops.data<{ id: number; tenantCount: number }>(sendOpsMessage, {
      audience: 'ALL',
      ...letter('A'),
    });
    // Every active tenant: this file's two and the seed's.
    const active = await activeTenants();
    expect(active).toEqual(expect.arrayContaining([huaxin, qiming]));
    expect(sent.tenantCount).toBe(active.length);
    const rows = await queryRows<{ tenant_id: number; staff_id: number | null; message_group: string }>(
      t.database.db,
      sql`select tenant_id, staff_id, message_group from message
          where params->>'opsMessageId' = ${String(sent.id)} order by tenant_id`,
    );
    expect(rows).toEqual(active.map((id) => ({ tenant_id: id, staff_id: null, message_group: 'system' })));
    expect(await unread(other)).toBe(otherBefore + 1);
    expect(await unread(demo)).toBe(demoBefore + 1);
    expect((await inbox(other, 'zh_TW')).rows[0]).toMatchObject({ group: 'system', title: '繁體標題A' });
    const announced = await pushesFor([huaxin, qiming]);
    expect(announced).toEqual(
      expect.arrayContaining([
        { tenantId: huaxin, staffId: null, isNew: true },
        { tenantId: qiming, staffId: null, isNew: true },
      ]),
    );
  });

  it('writes an audit entry per send, and lists the sent messages newest first with their audience', async () => {
    const sent = await ops.data<{ id: number }>(sendOpsMessage, {
      audience: 'STAFF',
      tenantId: qiming,
      staffId: otherId,
      ...letter('L'),
    });
    const audit = await auditor.data<{ rows: AuditEntry[] }>(qryAuditLogByPage, {
      targetType: 'opsMessage',
      targetId: String(sent.id),
    });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      loginCode: operators.operator.loginCode,
      action: 'message.send',
      before: null,
      after: {
        audience: 'STAFF',
        tenantId: qiming,
        staffId: otherId,
        tenantCount: 1,
        title: letter('L').title,
      },
    });
    const page = await auditor.data<{ rows: OpsMessageRow[]; total: number }>(qryOpsMessageByPage, {
      pageSize: 2,
    });
    expect(page.total).toBe(4);
    expect(page.rows[0]).toMatchObject({
      id: sent.id,
      audience: 'STAFF',
      tenantName: people.otherTenant.tenantName,
      staffName: people.other.staffName,
      operatorName: operators.operator.operatorName,
      tenantCount: 1,
      title: letter('L').title,
      body: letter('L').body,
    });
    const tenantCount = (await activeTenants()).length;
    expect(page.rows[1]).toMatchObject({ audience: 'ALL', tenantId: null, tenantName: null, tenantCount });
    const onlyAll = await ops.data<{ rows: OpsMessageRow[] }>(qryOpsMessageByPage, { audience: 'ALL' });
    expect(onlyAll.rows.map((r) => r.audience)).toEqual(['ALL']);
  });

  it('answers 400 in the caller language to an empty text or a missing recipient, and writes nothing', async () => {
    ops.lang = 'en_US';
    const countSends = async () => (await ops.data<{ total: number }>(qryOpsMessageByPage, {})).total;
    const before = await countSends();
    const emptyTitle = { ...letter('E'), title: { ...letter('E').title, zhTw: '  ' } };
    const empty = await ops.call(sendOpsMessage, { audience: 'ALL', ...emptyTitle });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errcode: 'VALIDATION_FAILED' });
    expect(empty.body.msg).toBe('The request is invalid, please check it (title.zhTw: is required)');
    const noTenant = await ops.call(sendOpsMessage, { audience: 'TENANT', ...letter('E') });
    expect(noTenant.status).toBe(400);
    expect(noTenant.body.msg).toContain('tenantId');
    const noStaff = await ops.call(sendOpsMessage, { audience: 'STAFF', tenantId: huaxin, ...letter('E') });
    expect(noStaff.status).toBe(400);
    const badLink = await ops.call(sendOpsMessage, {
      audience: 'ALL',
      ...letter('E'),
      link: 'https://x.example',
    });
    expect(badLink.status).toBe(400);
    ops.lang = undefined;
    expect(await countSends()).toBe(before);
  });

  it('answers 404 to a staff member outside the chosen tenant and to an unknown tenant', async () => {
    const wrongTenant = await ops.call(sendOpsMessage, {
      audience: 'STAFF',
      tenantId: huaxin,
      staffId: otherId,
      ...letter('X'),
    });
    expect(wrongTenant.status).toBe(404);
    expect(
      (await ops.call(sendOpsMessage, { audience: 'TENANT', tenantId: 999999, ...letter('X') })).status,
    ).toBe(404);
    expect((await inbox(other, 'en_US')).rows.some((r) => r.title === 'English title X')).toBe(false);
  });

  it('answers 401 to a buyer and 403 to the auditor, sending nothing', async () => {
    expect((await demo.call(sendOpsMessage, { audience: 'ALL', ...letter('N') })).status).toBe(401);
    const refused = await auditor.call(sendOpsMessage, { audience: 'ALL', ...letter('N') });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errcode: 'OPS_READ_ONLY' });
    expect((await inbox(demo, 'en_US')).rows.some((r) => r.title === 'English title N')).toBe(false);
  });
});
