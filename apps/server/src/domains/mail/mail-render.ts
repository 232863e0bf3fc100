import { fillText, pickText, TEXTS, normalizeLang, type Lang } from '@emall/contract';
import { topicOfMessage } from './mail-kinds.js';
import { tenantCopyUnsubscribeUrl, unsubscribeUrl } from './mail-link.js';
import type { MailRow } from './mail.queries.js';

/** What rendering needs besides the row: where the shop is, and the operators' language. */
export interface RenderSettings {
  /** The shop's public address: links in mails are absolute (MAIL_BASE_URL, else PUBLIC_URL). */
  baseUrl: string;
  opsLang: Lang;
  /** The key that signs unsubscribe links. */
  linkSecret: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Absolute link to the page concerned, if any. */
  link: string | undefined;
  /** RFC 8058 one-click unsubscribe address; staff members' mails only. */
  unsubscribe: string | undefined;
}

function text(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const entry = TEXTS[key];
  return entry ? fillText(pickText(entry, lang), params) : key;
}

const LANG_SUFFIX: Record<Lang, string> = { zh_CN: '.zhCn', zh_TW: '.zhTw', en_US: '.enUs' };

/**
 * The params in the recipient's language: a param written per language (`carrier.enUs`, a carrier's name) also
 * stands under its plain name, as the message centre reads it.
 */
function paramsIn(params: Record<string, string | number>, lang: Lang): Record<string, string | number> {
  const local = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith(LANG_SUFFIX[lang])) local[name.slice(0, -LANG_SUFFIX[lang].length)] = value;
  }
  return local;
}

/** Why the mail came, and the signed link that stops it (none for the operators' and the account mails). */
function reasonOf(
  row: MailRow,
  settings: RenderSettings,
  lang: Lang,
  shop: string,
): { why: string; unsubscribe: string | undefined } {
  const topic = topicOfMessage(row.textKey);
  if (row.audience === 'tenantCopy' && row.tenantId !== null) {
    return {
      why: text('mail.tenantCopyWhy', lang, { shop }),
      unsubscribe: tenantCopyUnsubscribeUrl(settings.baseUrl, settings.linkSecret, row.tenantId),
    };
  }
  if (row.audience === 'staff' && topic && row.staffId !== null) {
    return {
      why: text('mail.why', lang, { shop, topic: text(`mail.topic.${topic}`, lang) }),
      unsubscribe: unsubscribeUrl(settings.baseUrl, settings.linkSecret, row.staffId, topic),
    };
  }
  if (row.audience === 'account')
    return { why: text('mail.accountWhy', lang, { shop }), unsubscribe: undefined };
  return { why: text('mail.opsWhy', lang, { shop }), unsubscribe: undefined };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A mail in its recipient's language, as HTML and plain text: the shop's name, the event's title and body (the
 * message centre's text, or the operators' and the account mails' own), a link to the page concerned and why the
 * mail came. It holds only what the message itself holds, which the recipient's own tenant already sees in the
 * message centre.
 */
export function renderMail(row: MailRow, settings: RenderSettings): RenderedMail {
  const lang = row.audience === 'ops' ? settings.opsLang : (normalizeLang(row.lang) ?? 'zh_CN');
  const shop = text('ops.shopName', lang);
  const params = paramsIn(row.params, lang);
  const title = text(`${row.textKey}.title`, lang, params);
  const body = text(`${row.textKey}.body`, lang, params);
  const link = row.link ? new URL(row.link, settings.baseUrl).toString() : undefined;
  const { why, unsubscribe } = reasonOf(row, settings, lang, shop);
  const open = text('mail.open', lang);
  const stop = text('mail.unsubscribe', lang);

  const textPart = [
    shop,
    '',
    title,
    '',
    body,
    ...(link ? ['', `${open}: ${link}`] : []),
    '',
    '--',
    why,
    ...(unsubscribe ? [`${stop}: ${unsubscribe}`] : []),
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${lang.replace('_', '-')}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">',
    `<p style="color:#888;margin:0 0 12px">${escapeHtml(shop)}</p>`,
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(body)}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>` : '',
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 8px">`,
    `<p style="color:#888;font-size:12px">${escapeHtml(why)}`,
    unsubscribe ? ` <a href="${escapeHtml(unsubscribe)}">${escapeHtml(stop)}</a>` : '',
    '</p></body></html>',
  ].join('');
  return { subject: `${title} - ${shop}`, text: textPart, html, link, unsubscribe };
}
