// The database a benchmark runs against: a fresh PostgreSQL database, or PGlite in a temporary
// directory; with the environment the portal's process needs to open the same one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';

export interface BenchTarget {
  database: Database;
  serverEnv: Record<string, string>;
  cleanup: () => Promise<void>;
}

/** `name`: the PostgreSQL database, dropped and made anew (`BENCH_DB_NAME` overrides it). */
export async function openBenchTarget(
  kind: 'postgres' | 'pglite',
  postgresUrl: string,
  defaultName = 'portal_bench',
): Promise<BenchTarget> {
  const name = process.env.BENCH_DB_NAME ?? defaultName;
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      database,
      serverEnv: { DATA_DIR: dir, DEMO_MODE: 'false' },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    serverEnv: { DATABASE_URL: url.toString(), DEMO_MODE: 'false' },
    cleanup: async () => undefined,
  };
}
