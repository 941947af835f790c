// Renaming columns to the naming rule (0028) keeps every row: a database migrated up to the
// migration before it, with a mail and a synchronisation run written under the old names, reads
// them back under the new ones, and the one-active-run index still refuses a second run.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, syncRuns } from '../../src/db/schema/index.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const RENAMES = '0028_names_in_english';

/** A copy of the migrations folder whose journal stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe.each(databaseKinds())('the naming rule’s renames on %s', (kind) => {
  let testDb: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { empty: true });
    folder = await migrationsBefore(RENAMES);
  });
  afterAll(async () => {
    await testDb.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps a mail and a synchronisation run written before them, under their new names', async () => {
    const { database } = testDb;
    if (database.kind === 'pglite')
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    const db = database.db;
    await db.execute(sql`insert into mail_outbox
      (kind, destinatari, respondre_a, idioma, assumpte, cos_text, cos_html, message_id)
      values ('password.changed', 'anna@tallers.example', 'servei@portal.example', 'ca',
        'Contrasenya canviada', 'Text', '<p>Text</p>', '<renames@portal.example>')`);
    await db.execute(sql`insert into sync_runs
      (tipus, estat, origen, demanat_per, entitat, pagina, comptes, marques, represes, iniciat)
      values ('full', 'running', 'admin', 'admin', 'prices', 3,
        '{"products": {"llegits": 5, "aplicats": 5, "rebutjats": 0, "desactivats": 0, "total": 5}}',
        '{"products": "2025-01-01T00:00:00.000Z"}', 1, now())`);

    await database.migrate();

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.messageId, '<renames@portal.example>'));
    expect(mail).toMatchObject({
      recipient: 'anna@tallers.example',
      replyTo: 'servei@portal.example',
      language: 'ca',
      subject: 'Contrasenya canviada',
      bodyText: 'Text',
      bodyHtml: '<p>Text</p>',
    });
    const [run] = await db.select().from(syncRuns);
    expect(run).toMatchObject({
      kind: 'full',
      status: 'running',
      origin: 'admin',
      requestedBy: 'admin',
      entity: 'prices',
      page: 3,
      counts: { products: { llegits: 5, aplicats: 5, rebutjats: 0, desactivats: 0, total: 5 } },
      marks: { products: '2025-01-01T00:00:00.000Z' },
      resumeCount: 1,
      finishedAt: null,
    });
    expect(run!.createdAt).toBeInstanceOf(Date);
    expect(run!.startedAt).toBeInstanceOf(Date);

    // PostgreSQL rewrote the partial index's predicate with the column: a second run is refused.
    await expect(
      db.insert(syncRuns).values({ kind: 'incremental', origin: 'schedule', status: 'queued' }),
    ).rejects.toThrow();
    await db.update(syncRuns).set({ status: 'succeeded' }).where(eq(syncRuns.id, run!.id));
    await db.insert(syncRuns).values({ kind: 'incremental', origin: 'schedule' });
  });
});
