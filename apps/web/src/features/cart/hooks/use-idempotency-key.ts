// One Idempotency-Key per order attempt (DESIGN §7). The same order body keeps its key, so a
// double click or a retry after a lost answer is recognised by the server as the order it already
// has; a changed body (another address, a quantity edited after a refusal) is a new attempt, and
// after a placed order the next one starts afresh even if it is identical.
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
