import { z } from 'zod';
import { pageNoSchema, pageSizeSchema } from '../call.js';

/** The root of every buyer API call: versioned, apart from the pages' calls. */
export const BUYER_API_PREFIX = '/api/v1/';

/** What a key may do: read the catalog, work BOMs, fill the cart, read orders, place orders. */
export const API_KEY_SCOPES = ['catalog:read', 'bom', 'cart', 'orders:read', 'orders:write'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** A scope's text key: i18next reads ':' as a namespace separator, so the text keys spell it as a dot. */
export function apiKeyScopeTextKey(scope: ApiKeyScope): string {
  return `apiKeys.scope.${scope.replace(':', '.')}`;
}

/** Most keys a tenant holds at once (revoked ones not counted). */
export const API_KEYS_PER_TENANT = 20;
export const API_KEY_NAME_MAX = 60;
export const API_KEY_CIDRS_MAX = 20;

/** A key's public id: what lists and problems name; the secret follows it in the full key. */
export const API_KEY_ID_PATTERN = /^[a-z0-9]{12}$/;
/** The full key: `emk_<id>_<secret>` (the secret is 43 base64url characters: 256 bits). */
export const API_KEY_PATTERN = /^emk_([a-z0-9]{12})_([\w-]{43})$/;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+(:(\d{1,3}\.){3}\d{1,3})?$/i;

/** An address or a range of addresses, IPv4 or IPv6, as `203.0.113.0/24`, `2001:db8::/32` or a lone address. */
export function isCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && IPV6.test(address) && address.includes(':');
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

const cidrSchema = z.string().trim().max(64).refine(isCidr, { message: 'not an address range' });

/** ISO date-time or date; a key's expiry must lie in the future (checked by the server against its clock). */
const expirySchema = z.iso.datetime({ offset: true }).or(z.iso.date());

export const createApiKeyBodySchema = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
  scopes: z.array(apiKeyScopeSchema).min(1).max(API_KEY_SCOPES.length),
  expiresAt: expirySchema.nullish(),
  allowedCidrs: z.array(cidrSchema).max(API_KEY_CIDRS_MAX).default([]),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

/** A key as lists show it: never its secret. */
export const apiKeySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  allowedCidrs: z.array(z.string()),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdBy: z.string(),
  /** ACTIVE, EXPIRED or REVOKED, read at the time of the answer. */
  state: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a create: the key's row and, this once, the whole key. The route sends it uncompressed. */
export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyRefSchema = z.object({ keyId: z.string().trim().regex(API_KEY_ID_PATTERN) });

/** The console's list of every tenant's keys. */
export const opsApiKeyQuerySchema = z.object({
  pageNo: pageNoSchema.default(1),
  pageSize: pageSizeSchema(20, 100),
  tenantCode: z.string().trim().max(64).optional(),
  state: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']).optional(),
});
export const opsApiKeySchema = apiKeySchema.extend({ tenantCode: z.string(), tenantName: z.string() });
export type OpsApiKey = z.infer<typeof opsApiKeySchema>;
export const opsApiKeyPageSchema = z.object({
  rows: z.array(opsApiKeySchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
