import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route authenticates by a key in a header and nothing else: the session cookie is never read for it
     * (session-cookie.ts) and the anti-forgery check does not apply (csrf.ts). Set only by `keyOnlyRoutes`.
     */
    keyOnly?: boolean;
  }
}

/**
 * Marks every route registered inside `plugin` (an encapsulated plugin, so nothing outside it) as key-only.
 * The exemption belongs to the routes, not to their address: a page route whose URL happens to share the
 * plugin's prefix stays a page route with its session and anti-forgery check, and a key-only route reads no
 * cookie whatever its URL.
 */
export function keyOnlyRoutes(plugin: FastifyInstance): void {
  plugin.addHook('onRoute', (route) => {
    route.config = { ...route.config, keyOnly: true };
  });
}

/** Whether the route the request was routed to is key-only (no cookie counts there). */
export function isKeyOnlyRoute(request: FastifyRequest): boolean {
  return request.routeOptions.config.keyOnly === true;
}
