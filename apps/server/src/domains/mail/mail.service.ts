import type { Lang } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { staffContact } from '../account/staff-contact.service.js';
import {
  ACCOUNT_KIND_PREFIX,
  DEFAULT_TOPICS,
  MAIL_TOPICS,
  OPS_KIND_PREFIX,
  TENANT_COPY_TOPICS,
  topicOfMessage,
  type AccountMailKind,
  type MailTopic,
  type OpsMailKind,
} from './mail-kinds.js';
import { insertMail, outboxCounts, preferencesOf, tenantCopyRow, upsertPreference } from './mail.queries.js';

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
 * exactly when the event does. Nothing for a message that is not mailed or a tenant-wide one; nothing to a staff
 * member without an address, inactive, or who turned the topic off. A money or goods mail goes also, once, to the
 * tenant's shared purchasing address when the tenant set one and left it on, in the staff member's language
 * (unless it is the staff member's own address). Only rows are written here: no request waits on the mail server.
 */
export async function enqueueMessageMail(db: Db, message: MailableMessage, now: Date): Promise<void> {
  const topic = topicOfMessage(message.textKey);
  if (!topic || message.staffId === null) return;
  const contact = await staffContact(db, message.staffId);
  if (!contact) return;
  const row = {
    kind: message.textKey,
    tenantId: message.tenantId,
    staffId: message.staffId,
    lang: contact.lang ?? DEFAULT_MAIL_LANG,
    textKey: message.textKey,
    params: message.params,
    link: message.link ?? null,
    nextAttemptAt: now,
    createdAt: now,
  };
  const chosen = await preferencesOf(db, message.staffId);
  const isStaffMailed =
    contact.email !== null && contact.isActive && (chosen.get(topic) ?? DEFAULT_TOPICS[topic]);
  if (isStaffMailed) await insertMail(db, { ...row, audience: 'staff', toAddress: contact.email });
  if (!TENANT_COPY_TOPICS.has(topic)) return;
  const copy = await tenantCopyRow(db, message.tenantId);
  if (!copy?.isOn) return;
  if (isStaffMailed && copy.address.toLowerCase() === contact.email?.toLowerCase()) return;
  await insertMail(db, { ...row, audience: 'tenantCopy', toAddress: copy.address });
}

/** What a mail about an account says and where it goes: the address and language are the person's own. */
export interface AccountMail {
  kind: AccountMailKind;
  toAddress: string;
  lang: Lang;
  /** The staff member concerned; null for an applicant refused, who has no account. */
  staffId: number | null;
  tenantId: number | null;
  params: Record<string, string | number>;
  link: string | null;
}

/**
 * A mail about the account itself (registration decided, password changed), in the caller's transaction. It has
 * no topic and no unsubscribe: the person must hear of it whatever they turned off (mail-kinds.ts).
 */
export async function enqueueAccountMail(db: Db, mail: AccountMail, now: Date): Promise<void> {
  await insertMail(db, {
    kind: `${ACCOUNT_KIND_PREFIX}${mail.kind}`,
    audience: 'account',
    tenantId: mail.tenantId,
    staffId: mail.staffId,
    toAddress: mail.toAddress,
    lang: mail.lang,
    textKey: `mail.account.${mail.kind}`,
    params: mail.params,
    link: mail.link,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * Tells a staff member their password changed, in the change's transaction: to their own address, in their
 * language, with no link at all (nothing in it logs in) and what to do if it was not them. Nothing for a staff
 * member without an address.
 */
export async function enqueuePasswordChangedMail(db: Db, staffId: number, now: Date): Promise<void> {
  const contact = await staffContact(db, staffId);
  if (!contact?.email) return;
  await enqueueAccountMail(
    db,
    {
      kind: 'passwordChanged',
      toAddress: contact.email,
      lang: contact.lang ?? DEFAULT_MAIL_LANG,
      staffId,
      tenantId: null,
      params: { staffCode: contact.staffCode, at: shopMinute(now) },
      link: null,
    },
    now,
  );
}

/** A time as the shop's people read it: the shop's day and minute (China Standard Time), with its zone. */
function shopMinute(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC+8)`;
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
    audience: 'ops',
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
