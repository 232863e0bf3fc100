import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, buildOpenApiDocument, contract, renderApiMarkdown } from '@emall/contract';
import { ALL_OPS_CALLS, opsContract } from '@emall/contract/ops';

describe('API documentation', () => {
  it('docs/api.md matches the contract (run `npm run docs:api` after changing a call)', () => {
    const onDisk = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderApiMarkdown({ ...contract, ...opsContract }));
  });

  it('lists every call in the OpenAPI document with its method', () => {
    const doc = buildOpenApiDocument({ ...contract, ...opsContract }) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const call of [...ALL_CALLS, ...ALL_OPS_CALLS]) {
      expect(doc.paths[call.path]?.[call.method.toLowerCase()]).toBeDefined();
    }
  });
});
