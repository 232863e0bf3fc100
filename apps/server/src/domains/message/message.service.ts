import { TEXTS } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { notifyLive } from '../../platform/live-channel.js';
import { enqueueMessageMail } from '../mail/mail.service.js';
import { insertMessage } from './message.queries.js';

/**
 * The one way other domains (orders, samples, enquiries, …) tell a customer something (docs/messages.md).
 * The text is the catalogue's `${textKey}.title` and `${textKey}.body`, filled with `params` ({name}
 * placeholders) in the reader's language when the message centre is read, so a tenant-wide message reads
 * in each staff member's own language.
 */
export interface NewMessage {
  tenantId: number;
  staffId: number | null; // null: every staff member of the tenant
  group: 'order' | 'sample' | 'enquiry' | 'account' | 'system';
  textKey: string; // a key of the contract's text catalogue; title key = `${textKey}.title`, body = `${textKey}.body`
  params: Record<string, string | number>;
  link?: string;
}

/**
 * Stores the message and announces it on the live channel in `db`, which may be the caller's transaction:
 * the message and its push exist only if that transaction commits (pg_notify is delivered on commit).
 * A text key missing from the catalogue is a programming error and throws, failing the caller's transaction.
 */
export async function sendMessage(db: Db, message: NewMessage, now: Date): Promise<void> {
  for (const key of [`${message.textKey}.title`, `${message.textKey}.body`]) {
    if (!(key in TEXTS)) throw new Error(`sendMessage: no text '${key}' in the catalogue`);
  }
  if (message.link !== undefined && !message.link.startsWith('/')) {
    throw new Error(`sendMessage: link must be a path inside the shop, got '${message.link}'`);
  }
  await insertMessage(db, {
    tenantId: message.tenantId,
    staffId: message.staffId,
    group: message.group,
    textKey: message.textKey,
    params: message.params,
    link: message.link ?? null,
    createdAt: now,
  });
  await notifyLive(db, { tenantId: message.tenantId, staffId: message.staffId, isNew: true });
  // The e-mail that follows the message, in the same transaction (docs/mail.md): both or neither.
  await enqueueMessageMail(db, message, now);
}
