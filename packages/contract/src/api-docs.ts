import { z } from 'zod';
import type { CallDef } from './call.js';

type Calls = Record<string, Record<string, CallDef>>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  // `unrepresentable: 'any'` keeps transforms and refinements from aborting the document.
  return z.toJSONSchema(type, { io, unrepresentable: 'any' });
}

const errorEnvelope = {
  type: 'object',
  required: ['success', 'code', 'errcode', 'msg'],
  properties: {
    success: { const: false },
    code: { type: 'integer' },
    errcode: { type: 'string' },
    msg: { type: 'string', description: "In the caller's language" },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    requestId: { type: 'string' },
  },
};

/** The OpenAPI 3.1 document of every call, served at /api/docs/openapi.json. */
export function buildOpenApiDocument(calls: Calls): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [domain, group] of Object.entries(calls)) {
    for (const [name, call] of Object.entries(group)) {
      const body = schemaOf(call.body, 'input');
      const operation: Record<string, unknown> = {
        operationId: name,
        tags: [domain],
        summary: call.summary,
        ...(call.auth === 'session' ? { security: [{ session: [] }] } : {}),
        ...(call.auth === 'ops' || call.auth === 'ops-write' ? { security: [{ opsSession: [] }] } : {}),
        responses: {
          '200': {
            description: 'Success envelope',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    success: { const: true },
                    code: { const: 200 },
                    msg: { type: 'string' },
                    data: schemaOf(call.answer, 'output'),
                  },
                },
              },
            },
          },
          default: {
            description: 'Error envelope',
            content: { 'application/json': { schema: errorEnvelope } },
          },
        },
      };
      if (call.method === 'GET') {
        const properties = (body.properties ?? {}) as Record<string, unknown>;
        operation.parameters = Object.entries(properties).map(([param, schema]) => ({
          name: param,
          in: 'query',
          schema,
        }));
      } else {
        operation.requestBody = { content: { 'application/json': { schema: body } } };
      }
      paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'e-mall API',
      version: '1',
      description: 'Every state-changing call needs the X-XSRF-TOKEN header.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'EMALL_SID' },
        opsSession: { type: 'apiKey', in: 'cookie', name: 'EMALL_OPS_SID' },
      },
    },
    paths,
  };
}

function fieldList(type: z.ZodType, io: 'input' | 'output'): string {
  return describeSchema(schemaOf(type, io));
}

function describeSchema(schema: Record<string, unknown>): string {
  const variants = schema.anyOf as Record<string, unknown>[] | undefined;
  if (variants) {
    const nullable = variants.some((v) => v.type === 'null');
    const described = variants.filter((v) => v.type !== 'null').map(describeSchema);
    const joined = described.length === 1 ? (described[0] ?? '') : described.join(' or ');
    if (!nullable) return joined;
    return joined === 'nothing' ? 'nothing' : `${joined} (or null)`;
  }
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (properties && Object.keys(properties).length > 0) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    return Object.keys(properties)
      .map((key) => (required.has(key) ? `\`${key}\`` : `\`${key}\`?`))
      .join(', ');
  }
  if (schema.format === 'binary') return 'a file';
  if (schema.type === 'object') return 'nothing';
  if (schema.type === 'array') return 'a list';
  if (schema.type === 'null') return 'nothing';
  return typeof schema.type === 'string' ? schema.type : 'any';
}

/** docs/api.md: one table per domain, generated, checked by a test. */
export function renderApiMarkdown(calls: Calls): string {
  const lines = [
    '# API',
    '',
    '<!-- Generated from packages/contract by `npm run docs:api`; a test fails when it is stale. -->',
    '',
    'Every call answers the envelope `{success, code, msg, data}`, or on failure `{success: false, code, errcode, msg, fields?}`',
    "with `msg` in the caller's language ([architecture.md](architecture.md#a-request)). POST calls need the `X-XSRF-TOKEN` header echoing the `XSRF-TOKEN`",
    'cookie. Calls marked *session* answer 401 without a logged-in staff member. The machine-readable form is served at',
    '`/api/docs/openapi.json`.',
    '',
  ];
  for (const [domain, group] of Object.entries(calls)) {
    lines.push(
      `## ${domain}`,
      '',
      '| call | method and path | access | body | answer | what it does |',
      '|---|---|---|---|---|---|',
    );
    for (const [name, call] of Object.entries(group)) {
      lines.push(
        `| ${name} | ${call.method} \`${call.path}\` | ${call.auth} | ${fieldList(call.body, 'input')} | ${fieldList(call.answer, 'output')} | ${call.summary} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
