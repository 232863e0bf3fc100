import { pickText, TEXTS } from '@emall/contract';
import type { FeedbackAnswer, FeedbackForm, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { feedbackSince, insertFeedback, lockFeedbackSender, type WindowUse } from './feedback.queries.js';
import type { MessageDeps } from './message.settings.js';

/** Minutes until the window frees a place: when its oldest feedback leaves it (at least 1). */
function minutesUntilFree(use: WindowUse, windowMinutes: number, now: Date): number {
  if (!use.oldest) return windowMinutes;
  const freeAt = use.oldest.getTime() + windowMinutes * 60_000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

/** Refuses with 429 FEEDBACK_TOO_FREQUENT when a limit is used up. */
async function checkLimits(
  tx: Db,
  deps: MessageDeps,
  staff: StaffContext | null,
  clientIp: string,
  now: Date,
): Promise<void> {
  const { perUser, perAddress } = deps.feedbackLimits;
  const checks: { who: { staffId: number } | { clientIp: string }; limit: number; minutes: number }[] = [
    { who: { clientIp }, ...perAddress },
    ...(staff ? [{ who: { staffId: staff.staffId }, ...perUser }] : []),
  ];
  for (const check of checks) {
    const use = await feedbackSince(tx, check.who, new Date(now.getTime() - check.minutes * 60_000));
    if (use.used >= check.limit) {
      throw new AppError('FEEDBACK_TOO_FREQUENT', { minutes: minutesUntilFree(use, check.minutes, now) });
    }
  }
}

/**
 * feedback/submit (docs/messages.md, "Feedback"). The body already passed the shared rule
 * (rules/feedback-form.ts) in the call binding. Anyone may send feedback (the sidebar shows it logged out
 * too); a logged-in sender is stored with their staff member and tenant. Rate-limited per staff member and
 * per address, in one transaction.
 */
export async function submitFeedback(
  deps: MessageDeps,
  staff: StaffContext | null,
  lang: Lang,
  form: FeedbackForm,
  clientIp: string,
): Promise<FeedbackAnswer> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx: Db) => {
    await lockFeedbackSender(tx, clientIp);
    await checkLimits(tx, deps, staff, clientIp, now);
    return insertFeedback(tx, {
      tenantId: staff?.tenantId ?? null,
      staffId: staff?.staffId ?? null,
      tenantName: form.tenantName ?? '',
      tel: form.tel ?? '',
      email: form.email ?? '',
      content: form.content,
      clientIp,
      lang,
      createdAt: now,
    });
  });
  const success = TEXTS['message.feedback.success'];
  return { feedbackId: String(id), msg: success ? pickText(success, lang) : '' };
}
