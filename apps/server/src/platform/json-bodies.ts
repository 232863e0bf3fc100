import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

class UnstorableTextError extends Error {
  readonly statusCode = 400;
}

/**
 * Makes every string storable in PostgreSQL: NUL characters cannot be stored in text columns, so a body
 * holding one is refused; lone UTF-16 surrogates become U+FFFD instead of failing deep in the driver.
 */
export function storableStrings(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new UnstorableTextError('NUL character in body');
    return value.toWellFormed();
  }
  if (Array.isArray(value)) return value.map(storableStrings);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[storableStrings(key) as string] = storableStrings(item);
    return out;
  }
  return value;
}

/**
 * JSON bodies, where an empty body reads as "no body" instead of failing: clients post calls without
 * payload (logout, captcha) both with and without '{}'. Prototype keys are dropped (secure-json-parse).
 */
export function installJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      const parsed: unknown = secureJson.parse(text, undefined, {
        protoAction: 'remove',
        constructorAction: 'remove',
      });
      done(null, storableStrings(parsed));
    } catch (error) {
      done(error instanceof Error ? Object.assign(error, { statusCode: 400 }) : null, undefined);
    }
  });
}
