// One Idempotency-Key per request as filled in (DESIGN §7): a double click, or sending again after
// an answer that never came, reaches the server with the same key and is the one request it
// already has; a form changed since gets a new key, since the server refuses a key sent with
// another request. (The same as the checkout's, features/cart; features do not import each other.)
import { useCallback, useRef } from 'react';

/** crypto.randomUUID exists only in secure contexts; an intranet portal may be served over HTTP. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `keyFor(request)`: the key of what is about to be sent, the same while it stays the same. */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown): string => {
    const text = JSON.stringify(request);
    if (current.current?.request !== text) current.current = { request: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
}
