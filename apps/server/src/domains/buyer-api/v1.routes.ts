import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BUYER_API_PREFIX, IDEMPOTENCY_KEY_HEADER, v1Operations, type V1Operation } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { keyOnlyRoutes } from '../../platform/key-only-routes.js';
import { fieldMessages } from '../../platform/validation-messages.js';
import type { BuyerApiDeps } from './buyer-api.settings.js';
import { authenticateKey, type KeyCaller } from './key-auth.js';
import { countKeyCall } from './key-limits.js';
import { installProblemAnswers, sendNotFound } from './v1-problem.js';
import { v1PriceBom, v1Products, v1Search, v1Substitutes } from './v1-catalog.service.js';
import { v1AddCartLines, v1Cart } from './v1-cart.service.js';
import { v1Bom, v1BomCosting, v1UploadBom } from './v1-bom.service.js';
import { v1Quote, v1Quotes } from './v1-quotes.service.js';
import { v1CreateOrder, v1ListOrders, v1Order, v1OrderLines, v1Shipments } from './v1-orders.service.js';
import { openApiV1 } from './openapi-v1.js';
import { v1ReferencePage } from './v1-reference.js';

/** The prefix of the v1 plugin: BUYER_API_PREFIX without its closing slash. */
const V1_PREFIX = BUYER_API_PREFIX.slice(0, -1);

interface V1Input<O extends V1Operation> {
  query: O['query'] extends z.ZodType ? z.output<O['query']> : undefined;
  params: O['params'] extends z.ZodType ? z.output<O['params']> : undefined;
  body: O['body'] extends z.ZodType ? z.output<O['body']> : undefined;
  caller: KeyCaller;
  request: FastifyRequest;
}

function parsed(schema: z.ZodType | undefined, raw: unknown, request: FastifyRequest): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(raw ?? {});
  if (!result.success)
    throw new AppError('VALIDATION_FAILED', {}, fieldMessages(result.error, request.lang, raw));
  return result.data;
}

/**
 * Binds one operation: the key (Authorization: Bearer only), its scope, its limit, the validated input, one
 * service call; the answer is the bare JSON (no envelope), checked against the contract outside production.
 */
function bindV1<O extends V1Operation>(
  v1: FastifyInstance,
  deps: BuyerApiDeps,
  operation: O,
  checkAnswers: boolean,
  handler: (input: V1Input<O>) => Promise<z.input<O['answer']>>,
): void {
  v1.route({
    method: operation.method,
    // Inside the plugin registered under the prefix: the path after it.
    url: operation.path.slice(V1_PREFIX.length).replace(/\{(\w+)\}/g, ':$1'),
    handler: async (request, reply) => {
      const caller = await authenticateKey(deps, request);
      if (!caller.scopes.includes(operation.scope))
        throw new AppError('API_KEY_SCOPE', { scope: operation.scope });
      await countKeyCall(deps, reply, caller.keyId, operation.scope);
      const input = {
        query: parsed(operation.query, request.query, request),
        params: parsed(operation.params, request.params, request),
        body: parsed(operation.body, request.body, request),
        caller,
        request,
      } as V1Input<O>;
      const answer = await handler(input);
      if (checkAnswers) operation.answer.parse(answer);
      return answer;
    },
  });
}

/**
 * The buyer API under /api/v1/: its own error answers (problem details), no envelope, keys instead of sessions.
 * Every route of the plugin is key-only (platform/key-only-routes.ts): the cookie session and the anti-forgery
 * check never apply to them, and to no route outside the plugin, whatever its URL.
 */
export async function registerBuyerApiRoutes(
  app: FastifyInstance,
  deps: BuyerApiDeps,
  options: { checkAnswers: boolean },
): Promise<void> {
  await app.register(
    (v1, _options, done) => {
      // First: the mark applies to the routes registered after it.
      keyOnlyRoutes(v1);
      installProblemAnswers(v1);
      // Beats the web app's catch-all (`/*`): an unknown API path is a problem, never the single-page app.
      v1.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: sendNotFound });
      v1.get('/openapi.json', (_request, reply) => reply.send(openApiV1()));
      v1.get('/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(v1ReferencePage()));
      const ops = v1Operations;
      const check = options.checkAnswers;
      bindV1(v1, deps, ops.searchProducts, check, ({ query, request }) =>
        v1Search(deps, query, request.lang),
      );
      bindV1(v1, deps, ops.getProducts, check, ({ query, request }) => v1Products(deps, query, request.lang));
      bindV1(v1, deps, ops.getSubstitutes, check, ({ params, query, request }) =>
        v1Substitutes(deps, params.productId, query, request.lang),
      );
      bindV1(v1, deps, ops.uploadBom, check, ({ caller, request }) =>
        v1UploadBom(deps, caller.staff, request, request.lang),
      );
      bindV1(v1, deps, ops.getBom, check, ({ params, caller }) => v1Bom(deps, caller.staff, params.bomId));
      bindV1(v1, deps, ops.getBomCosting, check, ({ params, query, caller, request }) =>
        v1BomCosting(deps, caller.staff, params.bomId, query.buildQuantities, request.lang),
      );
      bindV1(v1, deps, ops.getCart, check, ({ caller, request }) => v1Cart(deps, caller.staff, request.lang));
      bindV1(v1, deps, ops.addCartLines, check, ({ body, caller, request }) =>
        v1AddCartLines(deps, caller.staff, body, request.lang),
      );
      bindV1(v1, deps, ops.listQuotes, check, ({ query, caller, request }) =>
        v1Quotes(deps, caller.staff, query, request.lang),
      );
      bindV1(v1, deps, ops.getQuote, check, ({ params, caller, request }) =>
        v1Quote(deps, caller.staff, params.quoteId, request.lang),
      );
      bindV1(v1, deps, ops.priceBom, check, ({ body, request }) => v1PriceBom(deps, body, request.lang));
      bindV1(v1, deps, ops.createOrder, check, ({ body, caller, request }) =>
        v1CreateOrder(deps, caller.staff, body, request.headers[IDEMPOTENCY_KEY_HEADER], request.lang),
      );
      bindV1(v1, deps, ops.listOrders, check, ({ query, caller, request }) =>
        v1ListOrders(deps, caller.staff, query, request.lang),
      );
      bindV1(v1, deps, ops.getOrder, check, ({ params, caller, request }) =>
        v1Order(deps, caller.staff, params.orderId, request.lang),
      );
      bindV1(v1, deps, ops.listOrderLines, check, ({ params, query, caller, request }) =>
        v1OrderLines(deps, caller.staff, params.orderId, query, request.lang),
      );
      bindV1(v1, deps, ops.listShipments, check, ({ params, caller, request }) =>
        v1Shipments(deps, caller.staff, params.orderId, request.lang),
      );
      done();
    },
    { prefix: V1_PREFIX },
  );
}
