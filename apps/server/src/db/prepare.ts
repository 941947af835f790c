// Brings a database to the state the portal needs: migrations, reference data, and in demo mode
// the demo companies and users.
import type { Database } from './client.ts';
import { seedDemoCatalogueIfEmpty } from './seed/catalogue/seed-demo-catalogue.ts';
import { seedDemoData } from './seed/demo-seed.ts';
import { seedReferenceData } from './seed/reference-seed.ts';

export async function prepareDatabase(
  database: Database,
  options: { demo: boolean; hashPassword: (password: string) => Promise<string> },
): Promise<{ demoSeeded: boolean }> {
  await database.migrate();
  await seedReferenceData(database.db);
  const demoSeeded = options.demo ? await seedDemoData(database.db, options.hashPassword) : false;
  // After the demo customers, whose promotions it writes; only into a catalogue with no products.
  if (options.demo) await seedDemoCatalogueIfEmpty(database.db);
  return { demoSeeded };
}
