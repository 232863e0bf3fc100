import type { Db } from '../../platform/db.js';
import { DEFAULT_CLAIM_MS, smtpTransport, startMailSender } from './mail-sender.js';
import type { MailSettings } from './mail.settings.js';

/**
 * Starts this copy's sender when SMTP_URL is set (every copy runs one; they share the outbox through their
 * claims). Answers how to stop it, waiting for the mail in hand; without SMTP_URL, nothing: mails wait.
 */
export function startMailSending(
  settings: MailSettings,
  db: Db,
  onError: (error: unknown) => void,
): (() => Promise<void>) | undefined {
  if (!settings.smtpUrl) return undefined;
  const transport = smtpTransport(settings.smtpUrl);
  const stop = startMailSender(
    {
      db,
      transport,
      from: settings.from,
      opsTo: settings.opsTo,
      render: { baseUrl: settings.baseUrl, opsLang: settings.opsLang },
      now: () => new Date(),
      maxAttempts: settings.maxAttempts,
      claimMs: DEFAULT_CLAIM_MS,
    },
    settings.pollMs,
    onError,
  );
  return async () => {
    await stop();
    transport.close();
  };
}
