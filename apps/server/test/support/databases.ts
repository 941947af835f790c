// The databases server tests run on: always an in-memory PGlite, and PostgreSQL too when
// TEST_DATABASE_URL is set (as in CI). Each test file gets a database of its own, so files run
// in parallel without seeing each other's rows; it starts as a copy of the run's prepared
// template (database-template.ts): migrated, with the reference data.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database (absent for PGlite), for tests that start a server process. */
  url?: string;
  drop(): Promise<void>;
}

/** An empty PostgreSQL database of its own, for a server process to migrate and seed. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A database of the test file's own: prepared (migrated, with the reference data), or `empty` for
 * tests of the migrations and seeds themselves.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const from = empty ? undefined : new Blob([await readFile(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, ...(from ? { from } : {}) });
    return { database, drop: () => database.close() };
  }
  const template = empty ? null : inject('postgresTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
