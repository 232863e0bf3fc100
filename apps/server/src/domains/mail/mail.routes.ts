import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillText, mailCalls, pickText, TEXTS, type Lang } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { staffContact } from '../account/staff-contact.service.js';
import { isMailTopic, type MailTopic } from './mail-kinds.js';
import { isCopySignatureValid, isSignatureValid, UNSUBSCRIBE_PATH } from './mail-link.js';
import { linkSecret, upsertPreference } from './mail.queries.js';
import { mailPreferences, setMailPreferences } from './mail.service.js';
import { saveTenantMailCopy, tenantMailCopy, unsubscribeTenantCopy } from './mail-tenant-copy.service.js';
import type { MailDeps } from './mail.settings.js';

const calls = mailCalls;

function say(key: string, lang: Lang, params: Record<string, string> = {}): string {
  const text = TEXTS[key];
  return text ? fillText(pickText(text, lang), params) : key;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A small page of its own: the link opens outside the app, often in a mail client's browser. */
function page(reply: FastifyReply, status: number, lang: Lang, body: string): FastifyReply {
  const title = escapeHtml(say('mail.unsubscribePage.title', lang));
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang.replace('_', '-')}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width"><meta name="robots" content="noindex">` +
        `<title>${title}</title></head><body style="font-family:sans-serif;max-width:480px;margin:48px auto">` +
        `<h1 style="font-size:20px">${title}</h1>${body}</body></html>`,
    );
}

interface UnsubscribeQuery {
  s?: unknown;
  t?: unknown;
  c?: unknown;
  sig?: unknown;
}

/** What a signed link turns off: one staff member's topic, or one tenant's shared purchasing address. */
type UnsubscribeTarget = { staffId: number; topic: MailTopic } | { tenantId: number };

/** The target of a signed link; undefined for anything not signed by this shop. */
async function signedTarget(deps: MailDeps, request: FastifyRequest): Promise<UnsubscribeTarget | undefined> {
  const { s, t, c, sig } = request.query as UnsubscribeQuery;
  if (typeof sig !== 'string' || sig.length > 100) return undefined;
  if (typeof c === 'string') {
    if (!/^\d{1,10}$/.test(c)) return undefined;
    const tenantId = Number(c);
    return isCopySignatureValid(await linkSecret(deps.db), tenantId, sig) ? { tenantId } : undefined;
  }
  if (typeof s !== 'string' || typeof t !== 'string') return undefined;
  if (!/^\d{1,10}$/.test(s) || !isMailTopic(t)) return undefined;
  const staffId = Number(s);
  return isSignatureValid(await linkSecret(deps.db), staffId, t, sig) ? { staffId, topic: t } : undefined;
}

/** The words naming what the link turns off, in the reader's language. */
function targetName(target: UnsubscribeTarget, lang: Lang): string {
  return 'topic' in target ? say(`mail.topic.${target.topic}`, lang) : say('mail.tenantCopyTopic', lang);
}

/**
 * The member centre's choices, and the one-click unsubscribe (RFC 8058): POST to the signed address turns the
 * topic off at once, without a login (a mail provider posts `List-Unsubscribe=One-Click`); GET only shows a
 * page asking to confirm, because mail scanners open every link of a mail.
 */
export function registerMailRoutes(app: FastifyInstance, deps: MailDeps, options: BindOptions): void {
  bindCall(
    app,
    calls.qryMailPrefs,
    async ({ staff }) => ({
      email: (await staffContact(deps.db, staff.staffId))?.email ?? null,
      topics: await mailPreferences(deps.db, staff.staffId),
    }),
    options,
  );
  bindCall(
    app,
    calls.saveMailPrefs,
    async ({ staff, body }) => ({
      email: (await staffContact(deps.db, staff.staffId))?.email ?? null,
      topics: await setMailPreferences(deps.db, staff.staffId, body.topics),
    }),
    options,
  );
  bindCall(app, calls.qryTenantMailCopy, ({ staff }) => tenantMailCopy(deps.db, staff), options);
  bindCall(
    app,
    calls.saveTenantMailCopy,
    ({ staff, body, request }) => saveTenantMailCopy(deps.db, staff, body, request, deps.clock.now()),
    options,
  );
  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const target = await signedTarget(deps, request);
    const lang = request.lang;
    if (!target)
      return page(reply, 400, lang, `<p>${escapeHtml(say('mail.unsubscribePage.invalid', lang))}</p>`);
    const topic = targetName(target, lang);
    return page(
      reply,
      200,
      lang,
      `<p>${escapeHtml(say('mail.unsubscribePage.ask', lang, { topic }))}</p>` +
        `<form method="post"><button type="submit">${escapeHtml(say('mail.unsubscribePage.confirm', lang))}</button></form>`,
    );
  });
  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const target = await signedTarget(deps, request);
    const lang = request.lang;
    if (!target)
      return page(reply, 400, lang, `<p>${escapeHtml(say('mail.unsubscribePage.invalid', lang))}</p>`);
    if ('topic' in target) await upsertPreference(deps.db, target.staffId, target.topic, false);
    else await unsubscribeTenantCopy(deps.db, target.tenantId, request, deps.clock.now());
    const topic = targetName(target, lang);
    return page(reply, 200, lang, `<p>${escapeHtml(say('mail.unsubscribePage.done', lang, { topic }))}</p>`);
  });
}
