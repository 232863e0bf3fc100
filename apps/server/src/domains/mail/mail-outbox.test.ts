import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, mailCalls, type MailPrefs, type OpsMailPage } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { createOperator, createStaff, type MadeStaff } from '../../testing/factories/index.js';
import type { TestClient } from '../../testing/test-client.js';
import { createOrder, orderPayload, placeTestOrder } from '../../testing/order-requests.js';
import { insertOrderFixture, type OrderFixture } from '../order/order.fixture.js';
import { confirmPayment } from '../order/order-lifecycle.service.js';
import { sendDueMails, startMailSender, type MailSenderOptions } from './mail-sender.js';
import type { ParsedMail } from 'mailparser';
import { startTestSmtp, TEST_MAIL_BASE as BASE, testMailSender, type TestSmtp } from './mail-smtp.fixture.js';

const opsMailCalls = opsContract.opsMail;

let t: TestApp;
let fx: OrderFixture;
let demo: TestClient;
let buyer: MadeStaff;
let smtp: TestSmtp;
let tenantId: number;

/** A sender of this test: the loopback server (or another address). */
const sender = (url = smtp.url, extra: Partial<MailSenderOptions> = {}) =>
  testMailSender({ db: t.database.db, clock: t.clock }, url, extra);

async function outbox(): Promise<
  { id: number; kind: string; state: string; attempts: number; last: string | null }[]
> {
  const rows = await queryRows<{
    id: number;
    kind: string;
    state: string;
    attempts: number;
    last_answer: string | null;
  }>(t.database.db, sql`select id, kind, state, attempts, last_answer from mail_outbox order by id`);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    state: r.state,
    attempts: r.attempts,
    last: r.last_answer,
  }));
}

/** A header as the mail carried it (mailparser reads the List-* headers into objects). */
function header(mail: ParsedMail | undefined, name: string): string {
  const line = mail?.headerLines.find((h) => h.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

/** The buyer's own address, where their mails go. */
function buyerMail(): string {
  if (!buyer.email) throw new Error(`${buyer.staffCode} has no address`);
  return buyer.email;
}

function arrivedFor(address: string) {
  return smtp.arrived.filter((m) => JSON.stringify(m.to).includes(address));
}

beforeAll(async () => {
  t = await startTestApp();
  fx = await insertOrderFixture(t.database.db);
  smtp = await startTestSmtp();
  buyer = await createStaff(t.database.db);
  demo = t.client();
  demo.lang = 'en_US';
  tenantId = (await demo.loginAs(buyer)).tenantId;
  // The staff member's last language is the one chosen in the shop.
  await demo.data(contract.account.changeLang, { lang: 'en_US' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('mail through the outbox', () => {
  it("writes the buyer's and the operators' mails with the order, and sends each in its language", async () => {
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
    expect((await outbox()).map((m) => [m.kind, m.state])).toEqual([
      ['message.order.placed', 'waiting'],
      ['ops.newOrder', 'waiting'],
    ]);
    expect(await sendDueMails(sender())).toBe(2);
    const [buyer] = arrivedFor(buyerMail());
    expect(buyer?.subject).toBe(`Order ${order.dopOrderNo} placed - Electronic components e-mall`);
    expect(buyer?.text).toContain(`Your order ${order.dopOrderNo} has been placed.`);
    expect(buyer?.text).toContain(`${BASE}/orderline/${order.orderId}`);
    expect(buyer?.html).toContain(`href="${BASE}/orderline/${order.orderId}"`);
    expect(buyer?.messageId).toMatch(/^<mail-\d+-[0-9a-f-]{36}@shop\.example>$/);
    expect(header(buyer, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(buyer, 'list-unsubscribe')).toMatch(
      /^<https:\/\/shop\.example\/api\/emall\/mail\/unsubscribe\?s=\d+&t=money&sig=[\w-]+>$/,
    );
    // No session, password or cookie in any link.
    expect(buyer?.text).not.toMatch(/session|password|token=/i);
    const [ops] = arrivedFor('ops@shop.example');
    expect(ops?.subject).toBe(`New order ${order.dopOrderNo} - Electronic components e-mall`);
    expect(header(ops, 'list-unsubscribe')).toBe('');
    expect((await outbox()).every((m) => m.state === 'sent')).toBe(true);
  });

  it('keeps a mail while the mail server is down and sends it once when it is back', async () => {
    // A port where nothing listens: taken from a server that then closes.
    const down = await startTestSmtp();
    const port = down.port;
    await down.close();
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
    await sendDueMails(sender(`smtp://127.0.0.1:${port}`));
    const waiting = (await outbox()).filter((m) => m.state !== 'sent');
    expect(waiting.map((m) => [m.state, m.attempts])).toEqual([
      ['waiting', 1],
      ['waiting', 1],
    ]);
    expect(waiting[0]?.last).toMatch(/ECONNREFUSED/);
    // Not due before its backoff: nothing is attempted.
    expect(await sendDueMails(sender(`smtp://127.0.0.1:${port}`))).toBe(0);
    const up = await startTestSmtp(port);
    try {
      t.clock.advance(31_000);
      expect(await sendDueMails(sender(up.url))).toBe(2);
      expect(await sendDueMails(sender(up.url))).toBe(0);
      expect(up.arrived).toHaveLength(2);
      expect(up.arrived.every((m) => m.subject?.includes(order.dopOrderNo))).toBe(true);
    } finally {
      await up.close();
    }
  });

  it('fails a mail whose address the server refuses, with its answer, and does not try it again', async () => {
    smtp.refuse.add(buyerMail());
    try {
      await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
      await sendDueMails(sender());
      const refused = (await outbox()).filter((m) => m.state === 'failed');
      expect(refused).toHaveLength(1);
      expect(refused[0]?.attempts).toBe(1);
      expect(refused[0]?.last).toMatch(/550/);
      t.clock.advance(3_600_000);
      expect(await sendDueMails(sender())).toBe(0);
    } finally {
      smtp.refuse.clear();
    }
  });

  it('shows failed mails in the console and sends one again on request', async () => {
    const ops = t.client();
    await ops.opsLoginAs(await createOperator(t.database.db));
    const page = await ops.data<OpsMailPage>(opsMailCalls.qryMailByPage, { state: 'failed' });
    expect(page.total).toBe(1);
    const failed = page.rows[0];
    expect(failed).toMatchObject({ recipient: buyerMail(), state: 'failed' });
    expect(failed?.lastAnswer).toMatch(/550/);
    const preview = await ops.data<{ html: string; text: string }>(opsMailCalls.qryMailPreview, {
      mailId: failed?.mailId,
    });
    expect(preview.text).toContain('Your order');
    // The console's preview carries no working unsubscribe signature.
    const shown = /\/api\/emall\/mail\/unsubscribe\?\S+/.exec(preview.text)?.[0] ?? '';
    expect(shown).not.toBe('');
    expect((await t.app.inject({ method: 'POST', url: shown })).statusCode).toBe(400);
    await ops.data(opsMailCalls.resendMail, { mailId: failed?.mailId });
    const again = await ops.call(opsMailCalls.resendMail, { mailId: failed?.mailId });
    expect(again.status).toBe(409);
    const before = smtp.arrived.length;
    expect(await sendDueMails(sender())).toBe(1);
    expect(smtp.arrived.length).toBe(before + 1);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ mail: { waiting: 0, failing: 0, failed: 0 } });
  });

  it('sends each mail once when two senders work at the same time', async () => {
    for (let i = 0; i < 4; i += 1) await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
    const before = smtp.arrived.length;
    const [a, b] = await Promise.all([sendDueMails(sender()), sendDueMails(sender())]);
    expect(a + b).toBe(8);
    const ids = smtp.arrived.slice(before).map((m) => m.messageId);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });

  it('writes the mails of an order repeated with the same Idempotency-Key once', async () => {
    const before = (await outbox()).length;
    const body = await orderPayload(demo, [{ spuId: fx.stm, qty: 100 }]);
    const first = await createOrder(demo, body, 'mail-repeat-key');
    const again = await createOrder(demo, body, 'mail-repeat-key');
    expect(again.body).toEqual(first.body);
    expect((await outbox()).slice(before).map((m) => m.kind)).toEqual([
      'message.order.placed',
      'ops.newOrder',
    ]);
    await sendDueMails(sender());
  });

  it("runs as a copy's sender: a new mail goes out at the next look, and stopping waits for it", async () => {
    const before = smtp.arrived.length;
    const errors: unknown[] = [];
    const stop = startMailSender(sender(), 50, (error) => errors.push(error));
    try {
      await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
      await smtp.waitFor(before + 2);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
    expect((await outbox()).filter((m) => m.state !== 'sent' && m.state !== 'failed')).toEqual([]);
  });

  it('sends nothing of a topic turned off through the one-click link, and keeps other topics', async () => {
    const [mail] = arrivedFor(buyerMail());
    const link = header(mail, 'list-unsubscribe').slice(1, -1).replace(BASE, '');
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const forged = await t.app.inject({ method: 'POST', url: link.replace(/sig=[\w-]+/, 'sig=forged') });
    expect(forged.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const prefs = await demo.data<MailPrefs>(mailCalls.qryMailPrefs, {});
    expect(prefs).toEqual({
      email: buyerMail(),
      topics: { money: false, goods: true, quote: false, sample: false },
    });
    const before = (await outbox()).length;
    const order = await placeTestOrder(demo, [{ spuId: fx.stm, qty: 100 }]);
    // Only the operators' mail: the buyer turned order mails off.
    expect((await outbox()).slice(before).map((m) => m.kind)).toEqual(['ops.newOrder']);
    await confirmPayment(t.database.db, { tenantId }, order.orderId, t.clock.now());
    expect((await outbox()).slice(before).map((m) => m.kind)).toEqual(['ops.newOrder']);
    const saved = await demo.data<MailPrefs>(mailCalls.saveMailPrefs, { topics: { money: true } });
    expect(saved.topics.money).toBe(true);
  });
});
