import { z } from 'zod';
import { API_KEY_SCOPES } from './api-keys.schemas.js';
import { V1_OPERATIONS, type V1Operation } from './v1-operations.js';
import { v1ProblemSchema } from './v1.schemas.js';

function schemaOf(type: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' });
  return schema;
}

function parametersOf(op: V1Operation): Record<string, unknown>[] {
  const from = (schema: z.ZodType | undefined, where: 'query' | 'path') => {
    if (!schema) return [];
    const json = schemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, unknown>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: property,
    }));
  };
  const idempotency = op.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            '8-128 letters, digits or -_.: (a UUID fits). The same key and body answer the same order.',
          schema: { type: 'string', pattern: '^[\\w.:-]{8,128}$' },
        },
      ]
    : [];
  return [...from(op.params, 'path'), ...from(op.query, 'query'), ...idempotency];
}

const RATE_HEADERS = {
  'RateLimit-Policy': {
    description: 'The limit of this key and scope: `"<name>";q=<calls>;w=<seconds>`',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'What is left of it: `"<name>";r=<remaining>;t=<seconds to the window end>`',
    schema: { type: 'string' },
  },
};

/** The buyer API as OpenAPI 3.1, made from the same zod schemas the server validates with. */
export function buildV1OpenApiDocument(version = '1.0.0'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const problem = { $ref: '#/components/schemas/Problem' };
  for (const op of V1_OPERATIONS) {
    const operation: Record<string, unknown> = {
      operationId: op.operationId,
      summary: op.summary,
      security: [{ apiKey: [op.scope] }],
      'x-scope': op.scope,
      parameters: parametersOf(op),
      responses: {
        '200': {
          description: 'Success',
          headers: RATE_HEADERS,
          content: { 'application/json': { schema: schemaOf(op.answer, 'output') } },
        },
        '429': {
          description: 'Over the key’s limit for this scope; wait Retry-After seconds',
          headers: { 'Retry-After': { schema: { type: 'integer' } }, ...RATE_HEADERS },
          content: { 'application/problem+json': { schema: problem } },
        },
        default: {
          description: 'A problem (RFC 9457) with the shop’s error code',
          content: { 'application/problem+json': { schema: problem } },
        },
      },
    };
    if (op.upload)
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { bomName: { type: 'string' }, file: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    if (op.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(op.body, 'input') } },
      };
    paths[op.path] = { ...paths[op.path], [op.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Buyer API',
      version,
      description:
        'Search, price BOMs, place orders and follow shipments from your own systems. Authenticate with `Authorization: Bearer <key>`; keys are made in the member centre.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `A key of the member centre, with scopes ${API_KEY_SCOPES.join(', ')}.`,
        },
      },
      schemas: { Problem: schemaOf(v1ProblemSchema, 'output') },
    },
    paths,
  };
}
