import type { Lang } from '@emall/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';

/** The e-mail settings (config.ts, mailSettingsOf). */
export interface MailSettings {
  /** The mail server; undefined: mails stay in the outbox, waiting. */
  smtpUrl: string | undefined;
  from: string;
  /** Where the operators' mails go. */
  opsTo: string | undefined;
  opsLang: Lang;
  /** Links in mails are absolute, from this address. */
  baseUrl: string;
  maxAttempts: number;
  pollMs: number;
}

/** What the mail routes need: the database, time, where links point and whether this shop sends at all. */
export interface MailDeps {
  db: Db;
  clock: Clock;
  baseUrl: string;
  opsLang: Lang;
  /** SMTP_URL is set: mails go out (else they wait in the outbox). */
  isSending: boolean;
}

export function mailDepsOf(settings: MailSettings, db: Db, clock: Clock): MailDeps {
  return {
    db,
    clock,
    baseUrl: settings.baseUrl,
    opsLang: settings.opsLang,
    isSending: settings.smtpUrl !== undefined,
  };
}
