import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { enqueueOpsMail } from './mail.service.js';
import {
  DEADLINE_ANSWER,
  DEFAULT_CLAIM_MS,
  sendDeadlineMs,
  sendDueMails,
  smtpTransport,
  type MailSenderOptions,
} from './mail-sender.js';
import { startTestSmtp, startTrickleSmtp } from './mail-smtp.fixture.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function sender(url: string, claimMs: number): MailSenderOptions {
  return {
    db: t.database.db,
    transport: smtpTransport(url),
    from: 'no-reply@shop.example',
    opsTo: 'ops@shop.example',
    render: { baseUrl: 'https://shop.example', opsLang: 'en_US' },
    now: () => t.clock.now(),
    maxAttempts: 3,
    claimMs,
  };
}

async function outbox() {
  return queryRows<{ state: string; attempts: number; last_answer: string | null; claimed_until: unknown }>(
    t.database.db,
    sql`select state, attempts, last_answer, claimed_until from mail_outbox order by id`,
  );
}

describe('the send deadline', () => {
  it('is half the claim, so a send always ends while its claim still holds', () => {
    expect(sendDeadlineMs(DEFAULT_CLAIM_MS)).toBeLessThan(DEFAULT_CLAIM_MS);
    expect(sendDeadlineMs(2_000)).toBe(1_000);
  });

  it('drops a server that answers a byte at a time before it has the mail, and sends the mail later once', async () => {
    await enqueueOpsMail(
      t.database.db,
      { kind: 'newLead', params: { no: 'L-1' }, link: '/ops/leads' },
      t.clock.now(),
    );
    // Each byte comes 100 ms after the last: no step's timeout fires, but the greeting alone outlasts the 1 s
    // deadline of a 2 s claim.
    const slow = await startTrickleSmtp(100);
    try {
      expect(await sendDueMails(sender(slow.url, 2_000))).toBe(1);
      await slow.hungUp;
      expect(slow.completed).toBe(0);
    } finally {
      await slow.close();
    }
    const [row] = await outbox();
    // Released by this copy, not left to a claim running out: waiting for its next attempt.
    expect(row).toMatchObject({
      state: 'waiting',
      attempts: 1,
      last_answer: DEADLINE_ANSWER,
      claimed_until: null,
    });

    const fast = await startTestSmtp();
    try {
      t.clock.advance(31_000);
      expect(await sendDueMails(sender(fast.url, 2_000))).toBe(1);
      expect(fast.arrived.map((m) => m.subject)).toEqual(['New lead L-1 - Electronic components e-mall']);
      expect((await outbox()).map((r) => r.state)).toEqual(['sent']);
    } finally {
      await fast.close();
    }
  });
});
