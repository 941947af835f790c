// Opens the database: PostgreSQL when a URL is given, else the embedded PGlite in the data
// directory. Both are driven through the same Drizzle API and the same SQL migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { ConnectionQueue, queuedClient } from './connection-queue.ts';
import { lockDataDir } from '@portal/node-support/data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a repository receives: the database or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Answers when the database can run a query; used by `/ready`. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its files as a tarball, which `openDatabase({ kind: 'pglite', from })` starts from. */
  dump?(): Promise<Blob>;
}

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means in memory (tests), starting empty or as a copy of `from` (a dump made
   * by `dump`); otherwise files in `<dataDir>/pgdata`, locked.
   */
  | { kind: 'pglite'; dataDir: string | undefined; from?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // No JIT compilation: the portal's queries are short, and a text search over a large catalogue
    // is estimated as if it read every match (it reads a thousand), which made PostgreSQL spend
    // seconds compiling a query that runs in milliseconds.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: '-c jit=off',
    });
    // A broken idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  let unlock: (() => Promise<void>) | undefined;
  let dataPath: string | undefined;
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    // PGlite has no lock of its own: a second process on the same files would corrupt them.
    unlock = await lockDataDir(target.dataDir, {
      file: 'portal.lock',
      inUse: (dir, pid) =>
        `The data directory ${dir} is in use by another portal process (pid ${pid}). ` +
        'Stop that process, or start this one with another DATA_DIR.',
    });
    dataPath = path.join(target.dataDir, 'pgdata');
  }
  const client = await PGlite.create({
    dataDir: dataPath,
    extensions: { pg_trgm, unaccent },
    ...(target.from ? { loadDataDir: target.from } : {}),
  });
  // Requests' statements before background work's (connection-queue.ts).
  const db = drizzlePglite({ client: queuedClient(client, new ConnectionQueue()), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
      await unlock?.();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
