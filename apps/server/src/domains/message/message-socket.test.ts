import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract } from '@emall/contract';
import type { MessagePage } from '@emall/contract';
import { buildApp } from '../../app.js';
import { readConfig } from '../../config.js';
import { openLiveSocket, sessionCookieOf, type LiveSocket } from '../../testing/live-socket.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createBuyers, type Buyers } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { addresseeOf, notice, orderPlaced, type Addressee } from './message.fixture.js';
import { originAllowed } from './message-socket.js';
import { sendMessage } from './message.service.js';

const calls = contract.message;
const ALLOWED = 'https://shop.example.com';
let t: TestApp;
let people: Buyers;
let base: string;
let demo: TestClient;
let colleague: TestClient;
let other: TestClient;
let me: Addressee;
let mate: Addressee;
let stranger: Addressee;
const open: LiveSocket[] = [];

async function connect(client: TestClient, origin?: string | null, url = base): Promise<LiveSocket> {
  const socket = await openLiveSocket(url, {
    cookie: sessionCookieOf(client),
    ...(origin === undefined ? {} : { origin }),
  });
  open.push(socket);
  return socket;
}

/** No unread frame arrives within `ms`. */
async function quiet(socket: LiveSocket, ms = 400): Promise<void> {
  await expect(socket.nextCount(ms)).rejects.toThrow(/no matching frame/);
}

beforeAll(async () => {
  t = await startTestApp({ EMALL_WS_ALLOWED_ORIGINS: ALLOWED, EMALL_WS_HEARTBEAT_MS: '1000' });
  people = await createBuyers(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [demo, colleague, other] = [t.client(), t.client(), t.client()];
  me = addresseeOf(await demo.loginAs(people.buyer));
  mate = addresseeOf(await colleague.loginAs(people.colleague));
  stranger = addresseeOf(await other.loginAs(people.other));
  await sendMessage(t.database.db, orderPlaced(me, 'SO1'), new Date('2026-11-20T00:00:00Z'));
});
afterAll(async () => {
  for (const socket of open) socket.ws.terminate();
  await t.close();
});

describe('the live channel refuses', () => {
  it('a connection without a session (401), whatever the URL names', async () => {
    await expect(openLiveSocket(base)).rejects.toThrow('Unexpected server response: 401');
    await expect(openLiveSocket(base, { cookie: 'EMALL_SID=forged' })).rejects.toThrow(
      'Unexpected server response: 401',
    );
  });

  it('a foreign Origin and a missing Origin (403), even with a valid session', async () => {
    const cookie = sessionCookieOf(demo);
    await expect(openLiveSocket(base, { cookie, origin: 'https://evil.example' })).rejects.toThrow(
      'Unexpected server response: 403',
    );
    await expect(openLiveSocket(base, { cookie, origin: null })).rejects.toThrow(
      'Unexpected server response: 403',
    );
  });

  it('a userCode in the URL selects nothing: the count is the session’s', async () => {
    // demo has 1 unread message, other has none: naming demo in the URL must not show other demo's count.
    const socket = await openLiveSocket(base, { cookie: sessionCookieOf(other), query: '?userCode=demo' });
    open.push(socket);
    expect(await socket.nextCount()).toBe(0);
    expect(stranger.tenantId).not.toBe(me.tenantId);
    await expect(openLiveSocket(base, { query: '?userCode=demo' })).rejects.toThrow(
      'Unexpected server response: 401',
    );
  });
});

describe('the live channel pushes the unread count', () => {
  it('on connect, from the server’s own origin and from an allowed one', async () => {
    expect(await (await connect(demo)).nextCount()).toBe(1);
    expect(await (await connect(demo, ALLOWED)).nextCount()).toBe(1);
  });

  it('after a message is sent, only when its transaction commits, to its addressee alone', async () => {
    const mine = await connect(demo);
    const mates = await connect(colleague);
    const strangers = await connect(other);
    expect([await mine.nextCount(), await mates.nextCount(), await strangers.nextCount()]).toEqual([1, 0, 0]);

    await expect(
      t.database.db.transaction(async (tx) => {
        await sendMessage(tx, orderPlaced(me, 'SO-ROLLED-BACK'), new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await quiet(mine);

    await sendMessage(t.database.db, orderPlaced(me, 'SO2'), new Date('2026-11-20T00:01:00Z'));
    expect(await mine.nextCount()).toBe(2);
    await quiet(mates);

    await sendMessage(t.database.db, notice(me.tenantId, '2026-12-01'), new Date('2026-11-20T00:02:00Z'));
    expect(await mine.nextCount()).toBe(3);
    expect(await mates.nextCount()).toBe(1);
    await quiet(strangers);
    expect(mate.tenantId).toBe(me.tenantId);
  });

  it('after messages are read or deleted in another tab', async () => {
    const tab = await connect(demo);
    const start = await tab.nextCount();
    const rows = (await demo.data<MessagePage>(calls.qryMessageList4Page, {})).rows;
    const [first, second] = rows;
    if (!first || !second) throw new Error('no messages');
    await demo.data(calls.modifyMessage, { messageId: first.messageId });
    expect(await tab.nextCount()).toBe(start - 1);
    await demo.data(calls.modifyMessage, { messageId: second.messageId, status: '00X' });
    expect(await tab.nextCount()).toBe(start - 2);
    // Reading what is already read changes nothing and pushes nothing.
    await demo.data(calls.modifyMessage, { messageId: first.messageId });
    await quiet(tab);
  });
});

describe('the live channel says which pushes are new messages', () => {
  const nextUnread = async (socket: LiveSocket) => {
    const frame = await socket.next((f) => f.type === 'unread');
    return frame.type === 'unread' ? frame : undefined;
  };

  it('marks a push of a new message, even when a read in the same moment leaves the count unchanged', async () => {
    const tab = await connect(demo);
    const start = await nextUnread(tab);
    // The count pushed on connect is no new message.
    expect(start?.newMessage).toBeUndefined();
    await sendMessage(t.database.db, orderPlaced(me, 'SO-NEW-1'), new Date('2026-11-20T00:05:00Z'));
    expect(await nextUnread(tab)).toEqual({
      type: 'unread',
      unReadNum: (start?.unReadNum ?? 0) + 1,
      newMessage: true,
    });
    const [newest] = (await demo.data<MessagePage>(calls.qryMessageList4Page, {})).rows;
    if (!newest) throw new Error('no message');
    // Read one and receive one in the same transaction: the count stays, the push still names a new one.
    await t.database.db.transaction(async (tx) => {
      await sendMessage(tx, orderPlaced(me, 'SO-NEW-2'), new Date('2026-11-20T00:06:00Z'));
      await tx.execute(
        sql`insert into message_receipt (message_id, staff_id, read_at) values (${Number(newest.messageId)}, ${me.staffId}, now())`,
      );
    });
    expect(await nextUnread(tab)).toEqual({
      type: 'unread',
      unReadNum: (start?.unReadNum ?? 0) + 1,
      newMessage: true,
    });
    // A read alone is no new message.
    const [latest] = (await demo.data<MessagePage>(calls.qryMessageList4Page, {})).rows;
    await demo.data(calls.modifyMessage, { messageId: latest?.messageId });
    const afterRead = await nextUnread(tab);
    expect(afterRead?.newMessage).toBeUndefined();
    expect(afterRead?.unReadNum).toBe(start?.unReadNum);
  });
});

describe('heartbeats and the end of a session', () => {
  it('sends a heartbeat frame each period and answers a ping', async () => {
    const socket = await connect(demo);
    const beat = await socket.next((f) => f.type === 'heartbeat', 3000);
    expect(beat.type === 'heartbeat' && !Number.isNaN(Date.parse(beat.time))).toBe(true);
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('closes with 4401 after logout', async () => {
    const leaving = t.client();
    await leaving.loginAs(people.buyer);
    const socket = await connect(leaving);
    await socket.nextCount();
    await leaving.call(contract.account.emallLogout, {});
    expect(await socket.closed).toBe(4401);
  });
});

describe('a server restart', () => {
  it('closes sockets with 1001, and a new socket to the restarted server gets the count', async () => {
    const socket = await connect(demo);
    const before = await socket.nextCount();
    await t.app.close();
    expect(await socket.closed).toBe(1001);

    const config = readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMALL_WS_HEARTBEAT_MS: '1000' });
    t.app = await buildApp({ database: t.database, config, clock: t.clock });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const again = await connect(demo, url, url);
    expect(await again.nextCount()).toBe(before);
    await sendMessage(t.database.db, orderPlaced(me, 'SO3'), new Date('2026-11-20T00:03:00Z'));
    expect(await again.nextCount()).toBe(before + 1);
  });
});

describe('the own origin behind a proxy', () => {
  /** What the socket's check reads of a request: its Origin, and the scheme and host it came to. */
  const request = (origin: string | undefined, host: string, protocol = 'http') =>
    ({ headers: origin === undefined ? {} : { origin }, host, protocol }) as unknown as FastifyRequest;
  const bare = { publicOrigin: undefined, allowedOrigins: [] };

  it('is the scheme and host with its port, exactly: a proxy that drops the port is refused', () => {
    expect(originAllowed(request('http://shop.test:8080', 'shop.test:8080'), bare)).toBe(true);
    expect(originAllowed(request('http://shop.test:8080', 'shop.test'), bare)).toBe(false);
    expect(originAllowed(request('https://shop.test:8080', 'shop.test:8080'), bare)).toBe(false);
    expect(originAllowed(request(undefined, 'shop.test:8080'), bare)).toBe(false);
  });

  it('is also PUBLIC_URL’s origin, whatever Host the proxy forwards, and nothing near it', () => {
    const deps = { publicOrigin: new URL('https://shop.test:8443/').origin, allowedOrigins: [] };
    expect(originAllowed(request('https://shop.test:8443', 'shop.test', 'http'), deps)).toBe(true);
    expect(originAllowed(request('https://shop.test', 'shop.test', 'http'), deps)).toBe(false);
    expect(originAllowed(request('http://shop.test:8443', 'shop.test', 'http'), deps)).toBe(false);
    expect(originAllowed(request('https://evil.example', 'shop.test', 'http'), deps)).toBe(false);
  });
});
