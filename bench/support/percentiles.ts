// Formats autocannon results as the rows docs/performance.md shows.
export interface LoadResult {
  label: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export function markdownTable(rows: LoadResult[]): string {
  const head =
    '| scenario | connections | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const body = rows
    .map(
      (r) =>
        `| ${r.label} | ${r.connections} | ${r.requests} | ${Math.round(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    )
    .join('\n');
  return `${head}\n${body}`;
}
