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
