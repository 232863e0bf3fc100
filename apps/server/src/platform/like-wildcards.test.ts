import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CALLS, isOpsAuth, type CallDef } from '@emall/contract';
import { ALL_OPS_CALLS } from '@emall/contract/ops';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createBuyers, createOperators, type Buyers, type Operators } from '../testing/factories/index.js';
import type { TestClient } from '../testing/test-client.js';

/**
 * Every list call, every free-text filter of its body, each of LIKE's own characters: a text filter finds the
 * text as typed (through containsPattern and its kin in db.ts), so `%` and `\` never match everything and never
 * break the statement. The calls and fields are read from the contract, so a new list is covered unasked.
 */
let t: TestApp;
let people: Buyers;
let operators: Operators;
let buyer: TestClient;
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  people = await createBuyers(t);
  operators = await createOperators(t);
  buyer = t.client();
  await buyer.loginAs(people.buyer);
  operator = t.client();
  await operator.opsLoginAs(operators.operator);
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
}

const jsonOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** A list call answers a page: rows and their total. */
function isList(call: CallDef): boolean {
  const answer = jsonOf(call.answer, 'output');
  return [answer, ...(answer.anyOf ?? [])].some((v) => v.properties?.rows && v.properties.total);
}

/** Body fields a buyer or an operator types into: strings without a fixed shape (no enum, pattern or format). */
function textFields(call: CallDef): string[] {
  const body = jsonOf(call.body, 'input');
  return [body, ...(body.anyOf ?? [])].flatMap((variant) =>
    Object.entries(variant.properties ?? {}).flatMap(([name, field]) => {
      const types = [field, ...(field.anyOf ?? [])];
      const free = types.some((f) => f.type === 'string' && !f.enum && !f.pattern && !f.format);
      return free ? [name] : [];
    }),
  );
}

const LISTS = [...ALL_CALLS, ...ALL_OPS_CALLS].filter((call) => call.method === 'POST' && isList(call));

async function total(call: CallDef, body: Record<string, unknown>) {
  const browser = isOpsAuth(call.auth) ? operator : buyer;
  const answer = await browser.call<{ total: number }>(call, body);
  expect(answer.status, `${call.path} ${JSON.stringify(body)}`).toBeLessThan(500);
  return answer.body.success ? answer.body.data.total : undefined;
}

describe('LIKE wildcards in text filters', () => {
  it('finds list calls with text filters in the contract', () => {
    const covered = LISTS.filter((call) => textFields(call).length).map((call) => call.path);
    expect(covered.length).toBeGreaterThan(10);
  });

  for (const call of LISTS) {
    const fields = textFields(call);
    if (!fields.length) continue;
    it(`${call.path}: ${fields.join(', ')} take %, _ and \\ literally`, async () => {
      const everything = await total(call, {});
      for (const field of fields) {
        for (const text of ['%', '_', '\\', '%%', 'x\\', '\\%', '_%_']) {
          const found = await total(call, { [field]: text });
          // None of the demo data holds these texts: a wildcard taken as one would find every row.
          if (found !== undefined && everything !== undefined && everything > 0 && text !== '_')
            expect(found, `${call.path} ${field}=${text}`).toBeLessThan(everything);
        }
      }
    });
  }
});
