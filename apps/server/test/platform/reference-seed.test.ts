// The reference data written at every start: screens, roles, permissions and their default grants,
// countries, payment methods and parameters. A restart must leave an administrator's changes alone
// (a revoked grant, a reordered menu, a changed parameter) and add only what the code brings new.
import { PERMISSION_DESCRIPTIONS } from '@portal/domain/permission-descriptions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { pantalles, params, permisos, rolPermisos, rols } from '../../src/db/schema/index.ts';
import { DEFAULT_PARAMS, ROLES, SCREENS } from '../../src/db/seed/access-catalogue.ts';
import { seedReferenceData } from '../../src/db/seed/reference-seed.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';

const seededPermissions = SCREENS.flatMap((screen) =>
  screen.permissions.map((permission) => ({ ...permission, screen })),
);

async function grantsOf(db: Db, endPoint: string): Promise<string[]> {
  const rows = await db
    .select({ rol: rols.nom })
    .from(rolPermisos)
    .innerJoin(rols, eq(rols.idRol, rolPermisos.idRol))
    .innerJoin(permisos, eq(permisos.idPermis, rolPermisos.idPermis))
    .where(eq(permisos.endPoint, endPoint));
  return rows.map((row) => row.rol).sort();
}

async function count(db: Db, table: typeof pantalles | typeof permisos | typeof rolPermisos | typeof rols) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

describe.each(databaseKinds())('reference data on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { empty: true });
    await testDb.database.migrate();
    db = testDb.database.db;
    await seedReferenceData(db);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('writes every screen with its parent, every role with its home and every permission with its default grants', async () => {
    expect(await count(db, pantalles)).toBe(SCREENS.length);
    expect(await count(db, rols)).toBe(ROLES.length);
    expect(await count(db, permisos)).toBe(seededPermissions.length);
    const screens = await db.select().from(pantalles);
    const byUrl = new Map(screens.map((screen) => [screen.url, screen]));
    for (const screen of SCREENS) {
      const row = byUrl.get(screen.url)!;
      expect(row, screen.url).toMatchObject({
        nombre: screen.nombre,
        icona: screen.icona,
        menu: screen.menu,
      });
      expect(row.idPantallaPare, screen.url).toBe(
        screen.parentUrl ? byUrl.get(screen.parentUrl)!.idPantalla : null,
      );
    }
    for (const role of ROLES) {
      const [row] = await db.select().from(rols).where(eq(rols.nom, role.nom));
      expect(row!.idPantallaInici, role.nom).toBe(byUrl.get(role.homeUrl)!.idPantalla);
    }
    for (const permission of seededPermissions) {
      expect(await grantsOf(db, permission.endPoint), permission.endPoint).toEqual(
        [...(permission.roles ?? permission.screen.roles)].sort(),
      );
    }
  });

  it("keeps an administrator's changes at the next start and adds only what is new", async () => {
    const revoked = seededPermissions[0]!;
    const [revokedRow] = await db.select().from(permisos).where(eq(permisos.endPoint, revoked.endPoint));
    await db.delete(rolPermisos).where(eq(rolPermisos.idPermis, revokedRow!.idPermis));
    const reordered = SCREENS[0]!;
    await db.update(pantalles).set({ orden: 999, nombre: 'renamed' }).where(eq(pantalles.url, reordered.url));
    const param = DEFAULT_PARAMS[0]!;
    await db.update(params).set({ valor: 'changed by an administrator' }).where(eq(params.clau, param.clau));
    // A permission the code brings that this database has not seen yet.
    const added = seededPermissions.at(-1)!;
    await db.delete(permisos).where(eq(permisos.endPoint, added.endPoint));
    const grantsBefore = await count(db, rolPermisos);

    await seedReferenceData(db);

    expect(await grantsOf(db, revoked.endPoint)).toEqual([]);
    expect(await grantsOf(db, added.endPoint)).toEqual([...(added.roles ?? added.screen.roles)].sort());
    const [screen] = await db.select().from(pantalles).where(eq(pantalles.url, reordered.url));
    // The order is the administrator's; the name follows the code.
    expect(screen).toMatchObject({ orden: 999, nombre: reordered.nombre });
    const [kept] = await db
      .select()
      .from(params)
      .where(and(eq(params.clau, param.clau)));
    expect(kept!.valor).toBe('changed by an administrator');
    expect(await count(db, pantalles)).toBe(SCREENS.length);
    expect(await count(db, permisos)).toBe(seededPermissions.length);
    expect(await count(db, rolPermisos)).toBe(grantsBefore + (added.roles ?? added.screen.roles).length);
  });

  it('describes every permission it seeds in each language, and no other', () => {
    expect(Object.keys(PERMISSION_DESCRIPTIONS).sort()).toEqual(
      seededPermissions.map((p) => p.endPoint).sort(),
    );
  });

  it("stores no description of its own for a permission, and turns the English it once stored into the portal's own, leaving an administrator's words", async () => {
    const described = async (endPoints: string[]) =>
      new Map(
        (
          await db
            .select({ endPoint: permisos.endPoint, descripcio: permisos.descripcio })
            .from(permisos)
            .where(inArray(permisos.endPoint, endPoints))
        ).map((row) => [row.endPoint, row.descripcio]),
      );
    expect(new Set((await described(seededPermissions.map((p) => p.endPoint))).values())).toEqual(
      new Set(['']),
    );

    // As a database seeded before the descriptions were translated holds them: the English of the
    // time (some since reworded) and one an administrator rewrote.
    const stored = {
      'GET /usuaris': 'List users',
      'GET /sincronitzacio/execucions': 'History of synchronisation runs',
      'DELETE /params/{id}': 'Delete a parameter for good',
    };
    for (const [endPoint, descripcio] of Object.entries(stored))
      await db.update(permisos).set({ descripcio }).where(eq(permisos.endPoint, endPoint));

    await seedReferenceData(db);

    expect(Object.fromEntries(await described(Object.keys(stored)))).toEqual({
      'GET /usuaris': '',
      'GET /sincronitzacio/execucions': '',
      'DELETE /params/{id}': 'Delete a parameter for good',
    });
  });
});
