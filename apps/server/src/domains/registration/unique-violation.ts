/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error. Drizzle
 * wraps the driver's error in `cause`; node-postgres and PGlite both name the constraint.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return undefined;
}
