import { V1_OPERATIONS, buildV1OpenApiDocument } from '@emall/contract';

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema?: { type?: string };
}

function parametersOf(path: string, method: string): Parameter[] {
  const paths = buildV1OpenApiDocument().paths as Record<
    string,
    Record<string, { parameters?: Parameter[] }>
  >;
  return paths[path]?.[method.toLowerCase()]?.parameters ?? [];
}

let page: string | undefined;

/**
 * The buyer API's reference page at /api/v1/docs: every operation with its scope and parameters, made from the
 * same operations as the OpenAPI document (which it links for the full schemas). Plain HTML: no script, no
 * outside resource, so the shop's content policy holds.
 */
export function v1ReferencePage(): string {
  page ??= [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Buyer API v1</title></head><body>',
    '<h1>Buyer API v1</h1>',
    '<p>Authenticate with <code>Authorization: Bearer &lt;key&gt;</code> (keys: member centre, API keys). ',
    'Errors are <code>application/problem+json</code>; money is a decimal string; lists page by <code>cursor</code>. ',
    'Full schemas: <a href="/api/v1/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>',
    ...V1_OPERATIONS.map((op) => {
      const params = parametersOf(op.path, op.method)
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''}${p.schema?.type ? `, ${escape(p.schema.type)}` : ''})</li>`,
        )
        .join('');
      return [
        `<h2 id="${op.operationId}"><code>${op.method} ${escape(op.path)}</code></h2>`,
        `<p>${escape(op.summary)}</p><p>Scope: <code>${escape(op.scope)}</code>${op.body ? '; JSON body (see openapi.json)' : ''}</p>`,
        params ? `<ul>${params}</ul>` : '',
      ].join('');
    }),
    '</body></html>',
  ].join('\n');
  return page;
}
