import type { Lang } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { staffContact } from '../account/staff-contact.service.js';
import {
  DEFAULT_TOPICS,
  MAIL_TOPICS,
  OPS_KIND_PREFIX,
  topicOfMessage,
  type MailTopic,
  type OpsMailKind,
} from './mail-kinds.js';
import { insertMail, outboxCounts, preferencesOf, upsertPreference } from './mail.queries.js';

/** What a message of the message centre says, as the message domain hands it over. */
export interface MailableMessage {
  tenantId: number;
  staffId: number | null;
  textKey: string;
  params: Record<string, string | number>;
  link?: string | undefined;
}

/** Language of a staff member who never chose one, and of the operators' mails without MAIL_OPS_LANG. */
export const DEFAULT_MAIL_LANG: Lang = 'zh_CN';

/** Each topic on or off for the staff member: their choices over the defaults. */
export async function mailPreferences(db: Db, staffId: number): Promise<Record<MailTopic, boolean>> {
  const chosen = await preferencesOf(db, staffId);
  return Object.fromEntries(
    MAIL_TOPICS.map((topic) => [topic, chosen.get(topic) ?? DEFAULT_TOPICS[topic]]),
  ) as Record<MailTopic, boolean>;
}

export async function setMailPreferences(
  db: Db,
  staffId: number,
  topics: Partial<Record<MailTopic, boolean>>,
): Promise<Record<MailTopic, boolean>> {
  for (const topic of MAIL_TOPICS) {
    const isOn = topics[topic];
    if (isOn !== undefined) await upsertPreference(db, staffId, topic, isOn);
  }
  return mailPreferences(db, staffId);
}

/**
 * Puts the mail that follows a message into the outbox in `db`, the message's own transaction: the mail exists
 * exactly when the event does. Nothing for a message that is not mailed, a tenant-wide one, a staff member without
 * an address or who turned the topic off. Only rows are written here: no request waits on the mail server.
 */
export async function enqueueMessageMail(db: Db, message: MailableMessage, now: Date): Promise<void> {
  const topic = topicOfMessage(message.textKey);
  if (!topic || message.staffId === null) return;
  const contact = await staffContact(db, message.staffId);
  if (!contact?.email || !contact.isActive) return;
  const chosen = await preferencesOf(db, message.staffId);
  if (!(chosen.get(topic) ?? DEFAULT_TOPICS[topic])) return;
  await insertMail(db, {
    kind: message.textKey,
    tenantId: message.tenantId,
    staffId: message.staffId,
    toAddress: contact.email,
    lang: contact.lang ?? DEFAULT_MAIL_LANG,
    textKey: message.textKey,
    params: message.params,
    link: message.link ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Tells the operators that something arrived for them to handle, in the caller's transaction. The address and the
 * language come from the settings when the mail is sent (MAIL_OPS_TO, MAIL_OPS_LANG); the link is a console path.
 */
export async function enqueueOpsMail(
  db: Db,
  mail: { kind: OpsMailKind; params: Record<string, string | number>; link: string },
  now: Date,
): Promise<void> {
  await insertMail(db, {
    kind: `${OPS_KIND_PREFIX}${mail.kind}`,
    tenantId: null,
    staffId: null,
    toAddress: null,
    lang: DEFAULT_MAIL_LANG,
    textKey: `mail.ops.${mail.kind}`,
    params: mail.params,
    link: mail.link,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** The outbox's state for /api/health: mails waiting (failing: waiting again after a failed attempt) and failed. */
export function mailOutboxCounts(db: Db): Promise<{ waiting: number; failing: number; failed: number }> {
  return outboxCounts(db);
}
