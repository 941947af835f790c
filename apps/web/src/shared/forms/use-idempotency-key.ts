// One Idempotency-Key per request as filled in (DESIGN §7): the same body keeps its key, so a double
// click or sending again after an answer that never came reaches the server as the request it
// already has; a changed body (another address, a quantity edited after a refusal) is a new
// request with a new key, since the server refuses a key sent with another body. After a request
// has succeeded, `reset` makes the next one new even if it is identical (a second order of the same).
import { useCallback, useRef } from 'react';

/** crypto.randomUUID exists only in secure contexts; an intranet portal may be served over HTTP. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);

  /** The key of what is about to be sent, the same while it stays the same. */
  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);

  const reset = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, reset };
}
