import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { staff, tenant } from '../domains/account/account.tables.js';
import { sendMessage, type NewMessage } from '../domains/message/message.service.js';
import { markRead, tenantHasMessages } from '../domains/message/message.queries.js';
import { message } from '../domains/message/message.tables.js';

const HOUR = 3_600_000;

/** What each demo tenant finds besides the messages of its demo orders and samples. */
function demoMessages(tenantId: number, people: { id: number; staffName: string }[]): NewMessage[] {
  return [
    ...people.map((p): NewMessage => ({
      tenantId,
      staffId: p.id,
      group: 'account',
      textKey: 'message.account.welcome',
      params: { staffName: p.staffName },
      link: '/my_EMall',
    })),
    {
      tenantId,
      staffId: null,
      group: 'system',
      textKey: 'message.system.notice',
      params: { date: '2026-12-06 01:00-05:00' },
    },
  ];
}

/**
 * Demo messages for every demo tenant, once (a tenant with an account message is skipped): a welcome to each
 * staff member and a tenant-wide maintenance notice, both read by the first staff member, so the centre shows read
 * and unread, personal and tenant-wide messages. Order, sample and enquiry news comes from their own demo seeds.
 */
export async function seedDemoMessages(db: Db, now = new Date()): Promise<number> {
  const tenants = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(inArray(tenant.tenantCode, ['T10001', 'T10002']));
  let sent = 0;
  for (const { id: tenantId } of tenants) {
    if (await tenantHasMessages(db, tenantId, 'account')) continue;
    const people = await db
      .select({ id: staff.id, staffName: staff.staffName })
      .from(staff)
      .where(eq(staff.tenantId, tenantId))
      .orderBy(staff.id);
    const messages = demoMessages(tenantId, people);
    await db.transaction(async (tx) => {
      let at = now.getTime() - messages.length * 5 * HOUR;
      for (const m of messages) {
        await sendMessage(tx, m, new Date(at));
        at += 5 * HOUR;
      }
      const first = people[0];
      if (!first) return;
      // The first staff member has read their welcome and the notice.
      const read = await tx
        .select({ id: message.id })
        .from(message)
        .where(
          and(
            eq(message.tenantId, tenantId),
            or(eq(message.staffId, first.id), isNull(message.staffId)),
            inArray(message.textKey, ['message.account.welcome', 'message.system.notice']),
          ),
        );
      await markRead(
        tx,
        first.id,
        read.map((r) => r.id),
        now,
      );
    });
    sent += messages.length;
  }
  return sent;
}
