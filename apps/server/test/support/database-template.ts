// Vitest's global setup for the server tests: one database migrated and seeded with the reference
// data, made once per run, which every test file's own database starts as a copy of. Opening a
// fresh PGlite (its initdb) and running every migration costs seconds per file; loading a dump of
// the prepared one, or PostgreSQL's CREATE DATABASE … TEMPLATE, costs a fraction of that.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory dump (dumpDataDir) of the prepared database. */
    pgliteTemplate: string;
    /** The prepared PostgreSQL database's name, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/** The reference seed needs no password hash; the demo data, which does, is never in the template. */
const prepare = (database: Database) =>
  prepareDatabase(database, {
    demo: false,
    hashPassword: () => Promise.reject(new Error('the template has no passwords')),
  });

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-template-'));
  const dumpFile = path.join(dir, 'pglite.tar');
  const pglite = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await prepare(pglite);
    await writeFile(dumpFile, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', dumpFile);

  let postgresTemplate: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    postgresTemplate = `portal_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${postgresTemplate}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 });
    try {
      await prepare(database);
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await database.close();
    }
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (postgresTemplate) await adminQuery(`drop database if exists ${postgresTemplate} with (force)`);
  };
}
