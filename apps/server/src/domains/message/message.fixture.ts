import type { SessionUser } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { sendMessage, type NewMessage } from './message.service.js';

/** Who a logged-in test client is, for addressing messages to them. */
export interface Addressee {
  tenantId: number;
  staffId: number;
}

export function addresseeOf(user: SessionUser): Addressee {
  const tenantId = user.staffRole.mgrTenantIdList[0];
  if (tenantId === undefined) throw new Error('the session user manages no tenant');
  return { tenantId, staffId: user.userId };
}

/** An order message to one staff member (or to their tenant with `staffId: null`). */
export function orderPlaced(to: { tenantId: number; staffId: number | null }, orderNo: string): NewMessage {
  return {
    ...to,
    group: 'order',
    textKey: 'message.order.placed',
    params: { orderNo },
    link: `/orderline/${orderNo}`,
  };
}

/** A tenant-wide announcement. */
export function notice(tenantId: number, date: string): NewMessage {
  return { tenantId, staffId: null, group: 'system', textKey: 'message.system.notice', params: { date } };
}

/** Sends messages one second apart (so their order is known), starting at `start`. */
export async function sendAll(db: Db, messages: readonly NewMessage[], start: Date): Promise<void> {
  let at = start.getTime();
  for (const m of messages) {
    await sendMessage(db, m, new Date(at));
    at += 1000;
  }
}
