import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/**
 * JSON bodies, where an empty body reads as "no body" instead of failing: clients post calls without
 * payload (logout, captcha) both with and without '{}'.
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
      done(null, secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }) as unknown);
    } catch (error) {
      done(error instanceof Error ? Object.assign(error, { statusCode: 400 }) : null, undefined);
    }
  });
}
