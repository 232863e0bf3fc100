/**
 * Links that come with data (datasheets, certificates, photos) may only lead to the web or to our own
 * paths: a 'javascript:' or protocol-relative link from a data row must never be rendered.
 */
export function safeLink(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  return undefined;
}
