import { buildV1OpenApiDocument } from '@emall/contract';

let document: Record<string, unknown> | undefined;

/** The buyer API's OpenAPI document, built once per process from the contract's schemas. */
export function openApiV1(): Record<string, unknown> {
  document ??= buildV1OpenApiDocument();
  return document;
}
