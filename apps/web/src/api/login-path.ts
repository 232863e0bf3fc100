/**
 * Where to go after login. Only same-site paths are accepted: an origin like '//evil.example' or
 * 'https://…' would turn the login page into an open redirect.
 */
export function sanitizeOrigin(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  // Browsers read '\' as '/', so '/\evil.example' is protocol-relative too; control characters hide tricks.
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return undefined;
  // Coming back to the login page after login would loop.
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return undefined;
  return value;
}

/**
 * The login route carrying the page to return to (/login?origin=<current route>, failed calls:
 * docs/architecture.md).
 */
export function loginPath(origin?: string): string {
  const safe = sanitizeOrigin(origin);
  // Home is where login leads anyway; no need to carry it.
  return safe && safe !== '/' ? `/login?origin=${encodeURIComponent(safe)}` : '/login';
}

/** The operator console's login, carrying the console page to return to. */
export function opsLoginPath(origin?: string): string {
  const safe = sanitizeOrigin(origin);
  if (!safe?.startsWith('/ops') || safe.startsWith('/ops/login')) return '/ops/login';
  return `/ops/login?origin=${encodeURIComponent(safe)}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
