// One Idempotency-Key per request form (DESIGN §7), made when the form opens: a double click, or
// sending again after an answer that never came, reaches the server with the same key and is the
// one request it already has. (The same generator as the checkout's, features/cart; features do
// not import each other.)
import { useState } from 'react';

/** crypto.randomUUID exists only in secure contexts; an intranet portal may be served over HTTP. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function useIdempotencyKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}
