import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, MESSAGE_GROUPS } from '@emall/contract';
import type { MessageGroupsAnswer, MessagePage } from '@emall/contract';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { sendMessage } from './message.service.js';
import { addresseeOf, notice, orderPlaced, sendAll, type Addressee } from './message.fixture.js';

const calls = contract.message;
let t: TestApp;
let people: Buyers;
let demo: TestClient;
let colleague: TestClient;
let other: TestClient;
let me: Addressee;
let mate: Addressee;
let stranger: Addressee;

const page = (client: TestClient, body: unknown = {}) =>
  client.data<MessagePage>(calls.qryMessageList4Page, body);
const groups = (client: TestClient) => client.data<MessageGroupsAnswer>(calls.qryMessage4Group);
const idsOf = (p: MessagePage) => p.rows.map((r) => r.messageId);
const countMessages = async () => {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from message`);
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  [demo, colleague, other] = [t.client(), t.client(), t.client()];
  me = addresseeOf(await demo.loginAs(people.buyer));
  mate = addresseeOf(await colleague.loginAs(people.colleague));
  stranger = addresseeOf(await other.loginAs(people.other));
  expect(me.tenantId).toBe(mate.tenantId);
  // Oldest first: 17 of demo's own, one tenant-wide notice, one for the colleague, one for another tenant.
  await sendAll(
    t.database.db,
    [
      ...Array.from({ length: 17 }, (_, i) => orderPlaced(me, `SO${String(i + 1).padStart(4, '0')}`)),
      notice(me.tenantId, '2026-12-01'),
      orderPlaced(mate, 'SO-MATE'),
      orderPlaced(stranger, 'SO-OTHER'),
    ],
    new Date('2026-11-20T00:00:00Z'),
  );
});
afterAll(() => t.close());

describe('qryMessageList4Page', () => {
  it('pages the caller’s and the tenant’s messages 15 at a time, newest first, with the unread count', async () => {
    const first = await page(demo, { pageNo: 1, pageSize: 15, status: '00A', notifyType: 'WebMail' });
    expect(first).toMatchObject({ total: 18, pageNo: 1, pageSize: 15, ext: { unReadNum: 18 } });
    expect(first.rows).toHaveLength(15);
    expect(first.rows[0]).toMatchObject({
      group: 'system',
      title: '系统维护通知',
      content: '系统将于2026-12-01进行维护，期间可能暂时无法下单。',
      link: null,
      readFlag: 'F',
      status: '00A',
      notifyType: 'WebMail',
      tenantWide: true,
      createTime: '2026-11-20T00:00:17.000Z',
    });
    expect(first.rows[1]).toMatchObject({
      group: 'order',
      title: '订单SO0017已提交',
      link: '/orderline/SO0017',
      tenantWide: false,
    });
    const second = await page(demo, { pageNo: 2 });
    expect(second.rows.map((r) => r.content)).toEqual([
      expect.stringContaining('SO0003'),
      expect.stringContaining('SO0002'),
      expect.stringContaining('SO0001'),
    ]);
    expect((await page(demo, {})).pageSize).toBe(15);
  });

  it('renders every message in the reader’s language', async () => {
    demo.lang = 'en_US';
    const en = await page(demo, { pageSize: 2 });
    expect(en.rows.map((r) => r.title)).toEqual(['Maintenance notice', 'Order SO0017 placed']);
    expect(en.rows[1]?.content).toBe(
      'Your order SO0017 has been placed. Please pay and upload the payment proof.',
    );
    demo.lang = 'zh_TW';
    expect((await page(demo, { pageSize: 1 })).rows[0]?.title).toBe('系統維護通知');
    demo.lang = undefined;
  });

  it('shows nobody another staff member’s or another tenant’s messages', async () => {
    const mine = await page(colleague);
    expect(mine.total).toBe(2);
    expect(mine.rows.map((r) => r.content)).toEqual([
      expect.stringContaining('SO-MATE'),
      expect.stringContaining('2026-12-01'),
    ]);
    const theirs = await page(other);
    expect(theirs.total).toBe(1);
    expect(theirs.rows[0]?.content).toContain('SO-OTHER');
  });

  it('filters by group', async () => {
    expect((await page(demo, { group: 'system' })).total).toBe(1);
    expect((await page(demo, { group: 'order', pageSize: 100 })).total).toBe(17);
    expect((await page(demo, { group: 'enquiry' })).rows).toEqual([]);
  });

  it('refuses other statuses, notify types, page numbers and sizes with 400, and needs a session', async () => {
    for (const body of [
      { status: '00X' },
      { notifyType: 'SMS' },
      { pageNo: 0 },
      { pageSize: 101 },
      { group: 'spam' },
    ]) {
      const answer = await demo.call(calls.qryMessageList4Page, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errcode: 'VALIDATION_FAILED' });
    }
    const anonymous = await t.client().call(calls.qryMessageList4Page, {});
    expect(anonymous.status).toBe(401);
  });
});

describe('modifyMessage', () => {
  it('marks one message read for the caller only, even a tenant-wide one', async () => {
    const [noticeRow] = (await page(demo, { group: 'system' })).rows;
    if (!noticeRow) throw new Error('no notice');
    const answer = await demo.data<{ modified: number; unReadNum: number }>(calls.modifyMessage, {
      messageId: noticeRow.messageId,
    });
    expect(answer).toEqual({ modified: 1, unReadNum: 17 });
    expect((await page(demo, { group: 'system' })).rows[0]?.readFlag).toBe('T');
    // The colleague still has it unread; reading it again changes nothing.
    expect((await page(colleague, { group: 'system' })).rows[0]?.readFlag).toBe('F');
    expect(await demo.data(calls.modifyMessage, { messageIds: [noticeRow.messageId] })).toEqual({
      modified: 0,
      unReadNum: 17,
    });
  });

  it('answers 404 for another staff member’s, another tenant’s or an unknown message and changes nothing', async () => {
    const mateMessage = (await page(colleague, { group: 'order' })).rows[0]?.messageId;
    const strangerMessage = (await page(other)).rows[0]?.messageId;
    const mineUnread = (await page(demo, { group: 'order' })).rows[0]?.messageId;
    for (const foreign of [mateMessage, strangerMessage, '999999']) {
      for (const body of [
        { messageId: foreign },
        { messageIds: [mineUnread, foreign] },
        { messageIds: [mineUnread, foreign], status: '00X' },
      ]) {
        const answer = await demo.call(calls.modifyMessage, body);
        expect(answer.status, JSON.stringify(body)).toBe(404);
        expect(answer.body).toMatchObject({ errcode: 'NOT_FOUND' });
      }
    }
    expect((await page(demo, { group: 'order' })).rows[0]).toMatchObject({
      messageId: mineUnread,
      readFlag: 'F',
    });
    expect((await page(colleague)).total).toBe(2);
    expect((await page(other)).ext.unReadNum).toBe(1);
  });

  it('deletes with status 00X for the caller alone; a deleted message is gone for them', async () => {
    const [noticeRow] = (await page(demo, { group: 'system' })).rows;
    const [latestOrder] = (await page(demo, { group: 'order' })).rows;
    if (!noticeRow || !latestOrder) throw new Error('no rows');
    const answer = await demo.data(calls.modifyMessage, {
      messageIds: [noticeRow.messageId, latestOrder.messageId],
      status: '00X',
    });
    expect(answer).toEqual({ modified: 2, unReadNum: 16 });
    const after = await page(demo);
    expect(after.total).toBe(16);
    expect(idsOf(after)).not.toContain(noticeRow.messageId);
    expect((await page(colleague, { group: 'system' })).total).toBe(1);
    expect(
      (await demo.call(calls.modifyMessage, { messageId: noticeRow.messageId, status: '00X' })).status,
    ).toBe(404);
    // The rows stay: the colleague still reads the notice.
    expect(await countMessages()).toBe(20);
  });

  it('marks all read, of one group or of all', async () => {
    await sendMessage(
      t.database.db,
      { ...me, group: 'account', textKey: 'message.account.welcome', params: { staffName: '张伟' } },
      new Date('2026-11-21T00:00:00Z'),
    );
    expect((await groups(demo)).unReadNum).toBe(17);
    expect(await demo.data(calls.modifyMessage, { allRead: true, group: 'account' })).toEqual({
      modified: 1,
      unReadNum: 16,
    });
    expect(await demo.data(calls.modifyMessage, { allRead: true })).toEqual({ modified: 16, unReadNum: 0 });
    expect((await page(colleague)).ext.unReadNum).toBe(2);
  });

  it('refuses bodies without ids, with other statuses, deleting all, or too many ids', async () => {
    for (const body of [
      {},
      { status: '00X' },
      { messageId: 1, status: '00A' },
      { allRead: true, status: '00X' },
      { messageId: 'abc' },
      { messageIds: [] },
      { messageIds: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      const answer = await demo.call(calls.modifyMessage, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.client().call(calls.modifyMessage, { messageId: 1 })).status).toBe(401);
  });
});

describe('qryMessage4Group', () => {
  it('counts the unread messages of every group', async () => {
    await sendAll(
      t.database.db,
      [
        orderPlaced(mate, 'SO-MATE-2'),
        { ...mate, group: 'sample', textKey: 'message.sample.approved', params: { sampleReqNo: 'SR1' } },
        notice(mate.tenantId, '2026-12-24'),
      ],
      new Date('2026-11-22T00:00:00Z'),
    );
    const answer = await groups(colleague);
    expect(answer.groups.map((g) => g.group)).toEqual([...MESSAGE_GROUPS]);
    expect(Object.fromEntries(answer.groups.map((g) => [g.group, g.unReadNum]))).toEqual({
      order: 2,
      sample: 1,
      enquiry: 0,
      account: 0,
      system: 2,
    });
    expect(answer.unReadNum).toBe(5);
    // demo gets the new notice only.
    expect((await groups(demo)).unReadNum).toBe(1);
    expect((await t.client().call(calls.qryMessage4Group, {})).status).toBe(401);
  });
});

describe('sendMessage', () => {
  it('stores nothing when the caller’s transaction rolls back', async () => {
    const before = await countMessages();
    await expect(
      t.database.db.transaction(async (tx) => {
        await sendMessage(tx, orderPlaced(me, 'SO-ROLLBACK'), new Date());
        throw new Error('the order step failed');
      }),
    ).rejects.toThrow('the order step failed');
    expect(await countMessages()).toBe(before);
  });

  it('refuses a text key missing from the catalogue and a link outside the shop', async () => {
    await expect(
      sendMessage(t.database.db, { ...me, group: 'order', textKey: 'message.nope', params: {} }, new Date()),
    ).rejects.toThrow(/no text 'message.nope.title'/);
    await expect(
      sendMessage(t.database.db, { ...orderPlaced(me, 'X'), link: 'https://evil.example' }, new Date()),
    ).rejects.toThrow(/link/);
  });
});
