// Brings a database to the state the portal needs: migrations, reference data, and in demo mode
// the demo data: an empty catalogue is filled from the ERP (the sandbox) through the
// synchronisation, then the demo logins are written for the companies it brought.
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { seedDemoData } from './seed/demo-seed.ts';
import { seedReferenceData } from './seed/reference-seed.ts';

export async function prepareDatabase(
  database: Database,
  options: {
    demo: boolean;
    hashPassword: (password: string) => Promise<string>;
    /** A full synchronisation from the ERP, run to its end (demo mode, empty catalogue only). */
    fillFromErp?: () => Promise<void>;
  },
): Promise<{ demoSeeded: boolean; filledFromErp: boolean }> {
  return withStartupLock(database, () => prepare(database, options));
}

/**
 * Instances started together on one PostgreSQL (node:cluster's workers, a rolling deployment)
 * would run the migrations and seeds at the same time and trip over each other's tables: one
 * prepares while the others wait on a transaction-scoped advisory lock, then find it done. PGlite
 * is one process with one connection, so it needs no lock (and would wait on itself).
 */
async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work();
  });
}

/** Any number, the same in every instance: it names the lock, nothing else. */
const STARTUP_LOCK = 74_212_001;

async function prepare(
  database: Database,
  options: Parameters<typeof prepareDatabase>[1],
): Promise<{ demoSeeded: boolean; filledFromErp: boolean }> {
  await database.migrate();
  await seedReferenceData(database.db);
  let filledFromErp = false;
  if (options.demo && options.fillFromErp) {
    const result = (await database.db.execute(
      sql`select exists (select 1 from productos) as any`,
    )) as unknown as {
      rows: { any: boolean }[];
    };
    if (!result.rows[0]?.any) {
      await options.fillFromErp();
      filledFromErp = true;
    }
  }
  const demoSeeded = options.demo ? await seedDemoData(database.db, options.hashPassword) : false;
  return { demoSeeded, filledFromErp };
}
