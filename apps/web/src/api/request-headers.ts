import { LANG_HEADER, SALES_CHANNEL_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@emall/contract';
import type { Lang } from '@emall/contract';

/** Session storage key of the sales channel; /details pages store it from their query p. */
export const SALES_CHANNEL_STORAGE_KEY = 'salesChannel';

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** Every request carries the language, the sales channel and the anti-forgery token when present. */
export function buildRequestHeaders(lang: Lang): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', [LANG_HEADER]: lang };
  const channel = sessionStorage.getItem(SALES_CHANNEL_STORAGE_KEY);
  if (channel) headers[SALES_CHANNEL_HEADER] = channel;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

/** GET calls carry their body as a query string; absent values are left out. */
export function toQueryString(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
