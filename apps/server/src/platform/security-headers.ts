import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet (docs/security.md, stored scripts) with a Content-Security-Policy the app passes. Scripts only from
 * us; styles allow inline because antd's CSS-in-JS injects <style> elements at run time; images may be data:
 * URLs.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    // The maintenance page is shown in a same-origin frame.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });
}
