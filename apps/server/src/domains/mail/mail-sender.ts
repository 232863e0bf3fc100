import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../platform/db.js';
import {
  claimDueMails,
  earliestDue,
  linkSecret,
  pruneSentBefore,
  settleMail,
  type MailRow,
} from './mail.queries.js';
import { renderMail, type RenderSettings } from './mail-render.js';

/** How one server copy sends: its SMTP transport (none: mails wait), addresses and pace. */
export interface MailSenderOptions {
  db: Db;
  /** nodemailer's transport; undefined when SMTP_URL is not set: nothing is claimed, mails stay waiting. */
  transport: Transporter | undefined;
  from: string;
  /** Where the operators' mails go (MAIL_OPS_TO); without it they fail with that reason. */
  opsTo: string | undefined;
  render: Omit<RenderSettings, 'linkSecret'>;
  now: () => Date;
  /** Attempts before a mail the server keeps refusing for the moment (4xx, no connection) fails for good. */
  maxAttempts: number;
  /**
   * How long a claim holds: longer than the transport can take for one mail (its time limits below), so a claim
   * runs out only when its copy died, never while it still sends.
   */
  claimMs: number;
}

/** The transport's own time limits: together well under the claim (MAIL_CLAIM_MS). */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
export const DEFAULT_CLAIM_MS = 5 * 60_000;
/** How long a sent mail stays in the outbox (the console's list) before the sender deletes it. */
export const SENT_KEPT_DAYS = 90;

export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}

/** The wait before attempt `n + 1`: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

interface SmtpFailure {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** The server's words, or the connection's failure, as the console shows them. */
function answerOf(error: unknown): { answer: string; isPermanent: boolean } {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = failure.responseCode;
  const answer = (failure.response ?? failure.message ?? String(error)).slice(0, 1000);
  // 5xx is the server's final refusal (a bad address, a refused sender): repeating it changes nothing.
  return {
    answer: failure.code && !failure.response ? `${failure.code}: ${answer}` : answer,
    isPermanent: code !== undefined && code >= 500 && code < 600,
  };
}

function messageIdOf(row: MailRow, baseUrl: string): string {
  return `<mail-${row.id}-${row.token}@${new URL(baseUrl).hostname || 'localhost'}>`;
}

/** Sends one claimed mail and records the outcome, while the claim still holds it. */
async function sendClaimed(options: MailSenderOptions, row: MailRow, secret: string): Promise<void> {
  const claim = row.claimedUntil ?? new Date(0);
  const to = row.staffId === null ? options.opsTo : (row.toAddress ?? undefined);
  if (!to) {
    await settleMail(options.db, row.id, claim, {
      state: 'failed',
      lastAnswer: 'MAIL_OPS_TO is not set',
      claimedUntil: null,
    });
    return;
  }
  const mail = renderMail(row, { ...options.render, linkSecret: secret });
  try {
    const info = (await options.transport?.sendMail({
      from: options.from,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(row, options.render.baseUrl),
      headers: {
        'Auto-Submitted': 'auto-generated',
        ...(mail.unsubscribe
          ? {
              'List-Unsubscribe': `<${mail.unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {}),
      },
    })) as { response?: string } | undefined;
    // Recorded at once: the claim still holds (it outlasts the transport's limits), so no other copy has it.
    await settleMail(options.db, row.id, claim, {
      state: 'sent',
      sentAt: options.now(),
      lastAnswer: info?.response?.slice(0, 1000) ?? null,
      claimedUntil: null,
    });
  } catch (error) {
    const { answer, isPermanent } = answerOf(error);
    const isLast = isPermanent || row.attempts >= options.maxAttempts;
    await settleMail(options.db, row.id, claim, {
      state: isLast ? 'failed' : 'waiting',
      lastAnswer: answer,
      claimedUntil: null,
      nextAttemptAt: new Date(options.now().getTime() + retryDelayMs(row.attempts)),
    });
  }
}

/**
 * Sends every mail due now, one claim at a time, and answers how many it handled. Each claim is committed before
 * its mail goes out: a copy killed while sending leaves the row `sending` until its claim runs out, and then any
 * copy sends it again.
 */
export async function sendDueMails(options: MailSenderOptions): Promise<number> {
  if (!options.transport) return 0;
  const secret = await linkSecret(options.db);
  let handled = 0;
  for (;;) {
    const now = options.now();
    const [row] = await claimDueMails(options.db, now, new Date(now.getTime() + options.claimMs), 1);
    if (!row) return handled;
    await sendClaimed(options, row, secret);
    handled += 1;
  }
}

/**
 * The copy's sender: works through the outbox, then sleeps until the next retry is due or `pollMs` passed (a new
 * mail from any copy is found at the next look). Answers a stop that waits for the mail in hand.
 */
export function startMailSender(
  options: MailSenderOptions,
  pollMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let prunedAt = 0;
  const turn = async (): Promise<void> => {
    try {
      await sendDueMails(options);
      // Sent mails are kept SENT_KEPT_DAYS for the console, then deleted, at most once an hour per copy.
      const now = options.now().getTime();
      if (now - prunedAt > 3_600_000) {
        prunedAt = now;
        await pruneSentBefore(options.db, new Date(now - SENT_KEPT_DAYS * 86_400_000));
      }
    } catch (error) {
      onError(error);
    }
    if (stopped) return;
    const next = await earliestDue(options.db).catch(() => undefined);
    const wait = next ? Math.max(50, Math.min(pollMs, next.getTime() - options.now().getTime())) : pollMs;
    timer = setTimeout(() => {
      running = turn();
    }, wait);
    timer.unref();
  };
  running = turn();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
