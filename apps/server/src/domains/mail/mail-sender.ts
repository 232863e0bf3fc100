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
   * How long a claim holds. One send may take at most half of it (sendDeadlineMs), counted from before the
   * claim: a claim runs out only when its copy died, never while it still sends.
   */
  claimMs: number;
}

/**
 * The transport's own time limits, each for one step (connecting, the greeting, a silent socket). They do not
 * bound a whole send: a server that answers a byte at a time never leaves the socket silent. The deadline does.
 * `socketCloseTimeout: 0`: a send stopped at its deadline drops the connection at once, before the server has the
 * end of the message, instead of ending it politely.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 60_000,
  socketCloseTimeout: 0,
};
export const DEFAULT_CLAIM_MS = 5 * 60_000;

/**
 * The longest one send may take, whatever the server does: half the claim. The rest of the claim leaves room for
 * recording the outcome, so no other copy can claim the mail while this one can still deliver it.
 */
export function sendDeadlineMs(claimMs: number): number {
  return Math.floor(claimMs / 2);
}

/** The answer recorded for a send stopped at its deadline. */
export const DEADLINE_ANSWER = 'send deadline passed: the connection was dropped';
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

/**
 * Sends one claimed mail and records the outcome, while the claim still holds it. `deadlineAt` (a monotonic time,
 * performance.now()) stops the send: the transport drops the connection, and the mail waits for its next attempt.
 */
async function sendClaimed(
  options: MailSenderOptions,
  row: MailRow,
  secret: string,
  deadlineAt: number,
): Promise<void> {
  const claim = row.claimedUntil ?? new Date(0);
  const to = row.audience === 'ops' ? options.opsTo : (row.toAddress ?? undefined);
  if (!to) {
    await settleMail(options.db, row.id, claim, {
      state: 'failed',
      lastAnswer: 'MAIL_OPS_TO is not set',
      claimedUntil: null,
    });
    return;
  }
  const mail = renderMail(row, { ...options.render, linkSecret: secret });
  const deadline = new AbortController();
  const timer = setTimeout(
    () => {
      deadline.abort();
    },
    Math.max(0, deadlineAt - performance.now()),
  );
  try {
    const info = (await options.transport?.sendMail({
      signal: deadline.signal,
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
    const { answer, isPermanent } = deadline.signal.aborted
      ? { answer: DEADLINE_ANSWER, isPermanent: false }
      : answerOf(error);
    const isLast = isPermanent || row.attempts >= options.maxAttempts;
    await settleMail(options.db, row.id, claim, {
      state: isLast ? 'failed' : 'waiting',
      lastAnswer: answer,
      claimedUntil: null,
      nextAttemptAt: new Date(options.now().getTime() + retryDelayMs(row.attempts)),
    });
  } finally {
    clearTimeout(timer);
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
    // The deadline counts from before the claim is written, so it ends inside the claim by construction.
    const deadlineAt = performance.now() + sendDeadlineMs(options.claimMs);
    const now = options.now();
    const [row] = await claimDueMails(options.db, now, new Date(now.getTime() + options.claimMs), 1);
    if (!row) return handled;
    await sendClaimed(options, row, secret, deadlineAt);
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
