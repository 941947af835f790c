// The fingerprint of a request's body, kept beside its Idempotency-Key: a key names one request
// (the rule Stripe's API set), so the same key sent again with another body is refused rather than
// answered with what the first made. Taken of the body as parsed, with object keys sorted, so
// spacing and the order of fields do not make two sends of one order differ.
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Uint8Array) return { bytes: createHash('sha256').update(value).digest('hex') };
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function requestFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}
