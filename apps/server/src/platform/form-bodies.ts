import type { FastifyInstance } from 'fastify';
import { storableStrings } from './json-bodies.js';

/** Keys that would reach an object's prototype; a form field never needs them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Form posts (`application/x-www-form-urlencoded`): the download calls are form posts. Fields become
 * strings; a field sent several times (spuIds=1&spuIds=2) becomes a list. The same text rules as JSON bodies
 * apply, and the CSRF header is still required, so a cross-site form cannot post here.
 */
export function installFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const fields: Record<string, string | string[]> = {};
      for (const [name, value] of new URLSearchParams(text)) {
        if (PROTOTYPE_KEYS.has(name)) continue;
        const previous = Object.hasOwn(fields, name) ? fields[name] : undefined;
        fields[name] = previous === undefined ? value : [previous, value].flat();
      }
      try {
        done(null, storableStrings(fields));
      } catch (error) {
        done(error instanceof Error ? error : null, undefined);
      }
    },
  );
}
