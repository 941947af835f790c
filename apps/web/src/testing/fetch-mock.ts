// A scripted `fetch` for tests: answers in order and records each request as the server sees it.
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

export type Reply = Response | (() => Response) | Error;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, description: string, missatge = 'errors.generic'): Response {
  return jsonResponse({ error: 'error', missatge, error_description: description }, status);
}

/** Installs a fetch that answers with `replies` in order; requests beyond them fail the test. */
export function mockFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...replies];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    });
    const reply = queue.shift();
    if (reply === undefined) throw new Error(`Unexpected request ${init?.method ?? 'GET'} ${String(input)}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/**
 * Installs a fetch that answers by path (`/api/v1/carrito`, without the query), each path's
 * replies in order; for screens that fire several calls at once, whose order is not theirs to
 * promise. Requests are recorded in arrival order; a path without a reply left fails the test.
 */
export function mockFetchByPath(routes: Record<string, Reply | Reply[]>) {
  const requests: RecordedRequest[] = [];
  const queues = new Map(
    Object.entries(routes).map(([path, replies]) => [
      path,
      Array.isArray(replies) ? [...replies] : [replies],
    ]),
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const url = String(input);
    requests.push({
      url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    });
    const reply = queues.get(new URL(url, 'http://portal.test').pathname)?.shift();
    if (reply === undefined) throw new Error(`Unexpected request ${init?.method ?? 'GET'} ${url}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
