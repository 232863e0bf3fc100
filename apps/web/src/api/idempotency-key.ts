/**
 * 32 random hex digits for an Idempotency-Key header (decision 44). crypto.getRandomValues also works on
 * plain-http pages, where randomUUID is missing. Shared by order creation and sample requests.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
