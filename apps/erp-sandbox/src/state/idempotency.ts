// Exactly-once writes (docs/erp-contract.md §4). A write is identified by its Idempotency-Key and
// fingerprinted by method, path and body; the first one runs and its answer is stored with it in
// the same journal record, and later presentations of the key get that stored answer (200) if the
// request is the same, or 409 if it differs. Requests that fail validation store nothing: they
// changed nothing, so running them again is harmless.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors } from '../http/errors.ts';
import type { SandboxStore } from '../storage/sandbox-store.ts';
import type { JournalRecord } from '../storage/records.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw errors.idempotencyKeyMissing();
  return key;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

export interface IdempotentAnswer<T> {
  statusCode: 200 | 201;
  body: T;
  replayed: boolean;
}

/**
 * Runs `perform` at most once per key. `perform` checks the request against the state and returns
 * the record of what it did (throwing a 4xx when it cannot); it must not await, so no other
 * request can slip in between the key check and the commit.
 */
export async function runIdempotent<T>(
  store: SandboxStore,
  request: { key: string; fingerprint: string; at: number },
  perform: () => { record: JournalRecord; answer: T },
): Promise<IdempotentAnswer<T>> {
  const { key, at } = request;
  const existing = store.state.keys.get(key);
  if (existing) {
    if (existing.fingerprint !== request.fingerprint) {
      await store.commit({ v: 1, at, t: 'key-conflict', key });
      throw errors.idempotencyKeyReused();
    }
    await store.commit({ v: 1, at, t: 'key-presented', key });
    return { statusCode: 200, body: existing.answer as T, replayed: true };
  }
  const { record, answer } = perform();
  await store.commit(record);
  return { statusCode: 201, body: answer, replayed: false };
}
