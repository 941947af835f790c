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
