import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildV1OpenApiDocument } from '@emall/contract';

/**
 * The published contract: what a client wrote against the released document must keep working. Every path,
 * method, answer field and parameter of the released copy must still be there with the same type; a new
 * required parameter or body field would break a client too. Adding is free; to release, write the new document
 * over openapi-v1.released.json (docs/api-v1.md, "Changing the API").
 */
type Json = Record<string, unknown>;

const released = JSON.parse(
  readFileSync(new URL('./openapi-v1.released.json', import.meta.url), 'utf8'),
) as Json;
const current = JSON.parse(JSON.stringify(buildV1OpenApiDocument())) as Json;

function asObject(value: unknown): Json {
  return value && typeof value === 'object' ? (value as Json) : {};
}

/** What `before` promised that `after` no longer keeps, as paths into the schema. */
function breaks(before: unknown, after: unknown, at: string, found: string[], direction: 'answer' | 'input') {
  const b = asObject(before);
  const a = asObject(after);
  if (JSON.stringify(b.type) !== JSON.stringify(a.type))
    found.push(`${at}: type ${JSON.stringify(b.type)} → ${JSON.stringify(a.type)}`);
  const bProps = asObject(b.properties);
  const aProps = asObject(a.properties);
  for (const name of Object.keys(bProps)) {
    if (!(name in aProps)) found.push(`${at}.${name}: removed`);
    else breaks(bProps[name], aProps[name], `${at}.${name}`, found, direction);
  }
  if (direction === 'input') {
    const wasRequired = new Set((b.required ?? []) as string[]);
    for (const name of (a.required ?? []) as string[])
      if (!wasRequired.has(name)) found.push(`${at}.${name}: newly required`);
  }
  if (b.items) breaks(b.items, a.items, `${at}[]`, found, direction);
  if (b.anyOf && !a.anyOf) found.push(`${at}: no longer nullable or a union`);
}

function compare(before: Json, after: Json): string[] {
  const found: string[] = [];
  const beforePaths = asObject(before.paths);
  const afterPaths = asObject(after.paths);
  for (const [path, methods] of Object.entries(beforePaths)) {
    for (const [method, op] of Object.entries(asObject(methods))) {
      const now = asObject(asObject(afterPaths[path])[method]);
      const where = `${method.toUpperCase()} ${path}`;
      if (!Object.keys(now).length) {
        found.push(`${where}: removed`);
        continue;
      }
      const answer = (o: Json) =>
        asObject(
          asObject(asObject(asObject(asObject(o.responses)['200']).content)['application/json']).schema,
        );
      breaks(answer(asObject(op)), answer(now), `${where} answer`, found, 'answer');
      const body = (o: Json) =>
        asObject(asObject(asObject(asObject(o.requestBody).content)['application/json']).schema);
      breaks(body(asObject(op)), body(now), `${where} body`, found, 'input');
      const params = (o: Json) =>
        new Map(((o.parameters ?? []) as Json[]).map((p) => [`${String(p.in)}:${String(p.name)}`, p]));
      const was = params(asObject(op));
      for (const [name, param] of params(now)) {
        const old = was.get(name);
        if (!old && param.required === true) found.push(`${where} ${name}: new required parameter`);
        if (old && JSON.stringify(asObject(old.schema).type) !== JSON.stringify(asObject(param.schema).type))
          found.push(`${where} ${name}: type changed`);
      }
      for (const name of was.keys()) if (!params(now).has(name)) found.push(`${where} ${name}: removed`);
    }
  }
  return found;
}

describe('the buyer API contract', () => {
  it('keeps every path, field and parameter of the released document, with its type', () => {
    const found = compare(released, current);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('catches a removed field, a retyped one and a removed call (the check itself works)', () => {
    const broken = JSON.parse(JSON.stringify(current)) as Json;
    const paths = asObject(broken.paths);
    const search = asObject(asObject(paths['/api/v1/search']).get);
    const schema = asObject(
      asObject(asObject(asObject(asObject(search.responses)['200']).content)['application/json']).schema,
    );
    delete asObject(schema.properties).total;
    asObject(schema.properties).nextCursor = { type: 'integer' };
    delete paths['/api/v1/orders/{orderId}/shipments'];
    const found = compare(released, broken);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/v1/search answer.total: removed',
        expect.stringContaining('GET /api/v1/search answer.nextCursor: type'),
        'GET /api/v1/orders/{orderId}/shipments: removed',
      ]),
    );
  });
});
