// Runs one autocannon load and measures every response's latency itself, because autocannon's
// histogram has no 95th percentile and the targets are stated at p95.
import autocannon from 'autocannon';
import type { LoadResult } from './percentiles.ts';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

export async function runLoad(options: {
  label: string;
  url: string;
  connections: number;
  durationSeconds: number;
  /** Stop after this many requests instead of after `durationSeconds` (a run with little to ask). */
  amount?: number;
  requests: LoadRequest[];
  headers: Record<string, string>;
  /**
   * Instead of walking `requests`, the n-th request of the whole run (all connections together)
   * goes to `pathFor(n)`: a run where no two requests ask the same thing defeats every cache.
   */
  pathFor?: (n: number) => string;
  /** Told every response's latency as it arrives (to judge a window of the run on its own). */
  onLatency?: (ms: number) => void;
  /** Stops the load when it settles, before `durationSeconds` have passed. */
  until?: Promise<unknown>;
}): Promise<LoadResult> {
  let sent = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        ...(options.amount ? { amount: options.amount } : {}),
        headers: options.headers,
        // Each connection walks the list in turn, so all scenarios are mixed in the load.
        requests: options.pathFor
          ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: options.pathFor!(sent++) }) }]
          : options.requests.map((r) => ({
              method: r.method ?? 'GET',
              path: r.path,
              headers: r.headers,
              body: r.body,
            })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    void options.until?.finally(() => instance.stop());
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      options.onLatency?.(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    label: options.label,
    connections: options.connections,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
