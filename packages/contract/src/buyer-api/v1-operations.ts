import type { z } from 'zod';
import type { ApiKeyScope } from './api-keys.schemas.js';
import {
  v1AddCartLinesAnswerSchema,
  v1AddCartLinesBodySchema,
  v1BomCostingQuerySchema,
  v1BomCostingSchema,
  v1BomPriceAnswerSchema,
  v1BomRefSchema,
  v1BomSchema,
  v1CartSchema,
  v1ProductRefSchema,
  v1QuoteListQuerySchema,
  v1QuoteListSchema,
  v1QuoteRefSchema,
  v1QuoteSchema,
  v1SubstitutesQuerySchema,
  v1SubstitutesSchema,
  v1BomPriceBodySchema,
  v1CreatedOrderSchema,
  v1CreateOrderBodySchema,
  v1OrderLineListSchema,
  v1OrderLinesQuerySchema,
  v1OrderListQuerySchema,
  v1OrderListSchema,
  v1OrderRefSchema,
  v1OrderSchema,
  v1ProductQuerySchema,
  v1ProductsAnswerSchema,
  v1SearchAnswerSchema,
  v1SearchQuerySchema,
  v1ShipmentListSchema,
} from './v1.schemas.js';

/**
 * One operation of the buyer API: its path (OpenAPI's `{name}` for path parameters), the scope a key needs, the
 * query, path and body schemas and the answer. The server binds each; the OpenAPI document is made from them.
 */
export interface V1Operation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  scope: ApiKeyScope;
  summary: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  /** The body is a file upload (multipart/form-data: `file`, optional `bomName`), not JSON. */
  upload?: boolean;
  /** The Idempotency-Key header is required. */
  idempotent?: boolean;
}

function op<T extends V1Operation>(def: T): T {
  return def;
}

export const v1Operations = {
  searchProducts: op({
    operationId: 'searchProducts',
    method: 'GET',
    path: '/api/v1/search',
    scope: 'catalog:read',
    summary:
      'Searches by part number and keyword; answers the parts priced at `quantity`, a cursor to the next page, and how the query was read.',
    query: v1SearchQuerySchema,
    answer: v1SearchAnswerSchema,
  }),
  getProducts: op({
    operationId: 'getProducts',
    method: 'GET',
    path: '/api/v1/products',
    scope: 'catalog:read',
    summary:
      'The parts of one part number (of one maker when `maker` names its code), with stock per warehouse and the price at `quantity`.',
    query: v1ProductQuerySchema,
    answer: v1ProductsAnswerSchema,
  }),
  getSubstitutes: op({
    operationId: 'getSubstitutes',
    method: 'GET',
    path: '/api/v1/products/{productId}/substitutes',
    scope: 'catalog:read',
    summary:
      'Drop-in substitutes of a part, best first, priced at `quantity`, each with how its parameters compare.',
    params: v1ProductRefSchema,
    query: v1SubstitutesQuerySchema,
    answer: v1SubstitutesSchema,
  }),
  priceBom: op({
    operationId: 'priceBom',
    method: 'POST',
    path: '/api/v1/bom/price',
    scope: 'bom',
    summary:
      'Matches up to 2,000 BOM lines with the shop’s BOM matching and answers each line’s part, stock and price at its quantity times the build quantity.',
    body: v1BomPriceBodySchema,
    answer: v1BomPriceAnswerSchema,
  }),
  uploadBom: op({
    operationId: 'uploadBom',
    method: 'POST',
    path: '/api/v1/boms',
    scope: 'bom',
    summary:
      'Uploads a BOM (.csv, .tsv, .txt, .xlsx as multipart `file`), reads its columns as the upload page detects them and starts matching; poll getBom until DONE.',
    answer: v1BomSchema,
    upload: true,
  }),
  getBom: op({
    operationId: 'getBom',
    method: 'GET',
    path: '/api/v1/boms/{bomId}',
    scope: 'bom',
    summary: 'A BOM’s matching progress and counts.',
    params: v1BomRefSchema,
    answer: v1BomSchema,
  }),
  getBomCosting: op({
    operationId: 'getBomCosting',
    method: 'GET',
    path: '/api/v1/boms/{bomId}/costing',
    scope: 'bom',
    summary:
      'A matched BOM costed at each build quantity (attrition, minimums, stock and spot coverage, totals per currency); `buildQuantities` sets them first.',
    params: v1BomRefSchema,
    query: v1BomCostingQuerySchema,
    answer: v1BomCostingSchema,
  }),
  getCart: op({
    operationId: 'getCart',
    method: 'GET',
    path: '/api/v1/cart',
    scope: 'cart',
    summary: 'The cart of the key’s staff member: lines priced now, with stock.',
    answer: v1CartSchema,
  }),
  addCartLines: op({
    operationId: 'addCartLines',
    method: 'POST',
    path: '/api/v1/cart/lines',
    scope: 'cart',
    summary:
      'Adds lines to the cart (a part already there adds its quantity); each line answers whether it was added or why not.',
    body: v1AddCartLinesBodySchema,
    answer: v1AddCartLinesAnswerSchema,
  }),
  createOrder: op({
    operationId: 'createOrder',
    method: 'POST',
    path: '/api/v1/orders',
    scope: 'orders:write',
    summary:
      'Places an order (Idempotency-Key required: the same key and body answer the same order, another body 422). A unit price that is no longer the shop’s refuses the order (409 ORDER_CHANGED).',
    body: v1CreateOrderBodySchema,
    answer: v1CreatedOrderSchema,
    idempotent: true,
  }),
  listOrders: op({
    operationId: 'listOrders',
    method: 'GET',
    path: '/api/v1/orders',
    scope: 'orders:read',
    summary: 'The tenant’s orders, newest first.',
    query: v1OrderListQuerySchema,
    answer: v1OrderListSchema,
  }),
  getOrder: op({
    operationId: 'getOrder',
    method: 'GET',
    path: '/api/v1/orders/{orderId}',
    scope: 'orders:read',
    summary: 'One order of the tenant (404 for any other).',
    params: v1OrderRefSchema,
    answer: v1OrderSchema,
  }),
  listOrderLines: op({
    operationId: 'listOrderLines',
    method: 'GET',
    path: '/api/v1/orders/{orderId}/lines',
    scope: 'orders:read',
    summary: 'The lines of one order in line order, with shipped quantities.',
    params: v1OrderRefSchema,
    query: v1OrderLinesQuerySchema,
    answer: v1OrderLineListSchema,
  }),
  listShipments: op({
    operationId: 'listShipments',
    method: 'GET',
    path: '/api/v1/orders/{orderId}/shipments',
    scope: 'orders:read',
    summary: 'The parcels of one order: carrier, tracking number, lines and the carrier’s events.',
    params: v1OrderRefSchema,
    answer: v1ShipmentListSchema,
  }),
  listQuotes: op({
    operationId: 'listQuotes',
    method: 'GET',
    path: '/api/v1/quotes',
    scope: 'orders:read',
    summary: 'The tenant’s enquiries and their quotes, newest first.',
    query: v1QuoteListQuerySchema,
    answer: v1QuoteListSchema,
  }),
  getQuote: op({
    operationId: 'getQuote',
    method: 'GET',
    path: '/api/v1/quotes/{quoteId}',
    scope: 'orders:read',
    summary: 'One enquiry with each line’s quoted price and quantity (404 for another tenant’s).',
    params: v1QuoteRefSchema,
    answer: v1QuoteSchema,
  }),
} satisfies Record<string, V1Operation>;

export const V1_OPERATIONS: readonly V1Operation[] = Object.values(v1Operations);
