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

/**
 * The same rows with each one's req/s also as a share of the Fastify ceiling measured at the same
 * connections (bench/support/ceiling.ts): how far a figure is from what the machine can do at all.
 */
export function markdownTableOfCeiling(rows: LoadResult[], ceilings: Map<number, LoadResult>): string {
  const head =
    '| scenario | connections | requests | req/s | of ceiling | p50 ms | p95 ms | p99 ms | errors | non-2xx |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const share = (row: LoadResult) => {
    const ceiling = ceilings.get(row.connections);
    return ceiling ? `${((100 * row.rps) / ceiling.rps).toFixed(1)} %` : '—';
  };
  const body = rows.map(
    (r) =>
      `| ${r.label} | ${r.connections} | ${r.requests} | ${Math.round(r.rps)} | ${share(r)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
  );
  return [head, ...body].join('\n');
}
