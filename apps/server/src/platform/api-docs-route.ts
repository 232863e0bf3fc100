import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, contract } from '@emall/contract';
import { opsContract } from '@emall/contract/ops';

/** GET /api/docs/openapi.json: the contract as OpenAPI 3.1 (docs/api.md is its readable form), built once. */
export function registerApiDocsRoute(app: FastifyInstance): void {
  let document: Record<string, unknown> | undefined;
  app.get('/api/docs/openapi.json', (_request, reply) => {
    document ??= buildOpenApiDocument({ ...contract, ...opsContract });
    return reply.send(document);
  });
}
