// Writes the reference data of access-catalogue.ts. Safe to run at every start: it inserts what
// is missing and updates screen presentation, and grants a permission only when it is new.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { PAYMENT_METHODS, paymentMethodName } from '@portal/domain/payment-methods';
import { PERMISSION_DESCRIPTIONS } from '@portal/domain/permission-descriptions';
import { formasPago, paises, pantalles, params, permisos, rolPermisos, rols } from '../schema/index.ts';
import { DEFAULT_PARAMS, ROLES, SCREENS, type SeedRole } from './access-catalogue.ts';
import { COUNTRIES } from './countries.ts';

/**
 * English descriptions this seed once stored that read differently now: a database seeded before
 * descriptions were translated still holds them.
 */
const FORMER_ENGLISH_DESCRIPTIONS: Record<string, string> = {
  'GET /cliente/contactos': 'Delivery contacts',
  'POST /cliente/contactos/add/contacto': 'Create a delivery contact',
  'POST /pedidos/pedido/{code}/reorder': 'Reorder',
  'GET /sincronitzacio': 'Synchronisation with the ERP: the current run and the schedule',
  'GET /sincronitzacio/execucions': 'History of synchronisation runs',
  'GET /sincronitzacio/progres': 'Live progress of the synchronisation (Server-Sent Events)',
  'POST /sincronitzacio': 'Start a full or incremental synchronisation',
  'PUT /sincronitzacio/programacio': 'Schedule of incremental synchronisations',
};

export async function seedReferenceData(db: Db): Promise<void> {
  // A statement per table, not per row: this runs at every start, and on PGlite each statement
  // is a round trip through the WebAssembly database on the server's own thread (~200 of them
  // took a quarter of a restart).
  await db.transaction(async (tx) => {
    const screenRows = await tx
      .insert(pantalles)
      .values(
        SCREENS.map((screen) => ({
          url: screen.url,
          nombre: screen.nombre,
          icona: screen.icona,
          orden: screen.orden,
          menu: screen.menu,
        })),
      )
      .onConflictDoUpdate({
        target: pantalles.url,
        // The order is the administrator's to change; name, icon and menu flag follow the code.
        set: { nombre: sql`excluded.nombre`, icona: sql`excluded.icona`, menu: sql`excluded.menu` },
      })
      .returning({ id: pantalles.idPantalla, url: pantalles.url });
    const screenIds = new Map(screenRows.map((row) => [row.url, row.id]));
    for (const screen of SCREENS) {
      if (!screen.parentUrl) continue;
      await tx
        .update(pantalles)
        .set({ idPantallaPare: screenIds.get(screen.parentUrl)! })
        .where(eq(pantalles.url, screen.url));
    }

    // Only the roles created now come back: they alone are given their default permissions.
    const newRoles = await tx
      .insert(rols)
      .values(ROLES.map((role) => ({ nom: role.nom, idPantallaInici: screenIds.get(role.homeUrl)! })))
      .onConflictDoNothing({ target: rols.nom })
      .returning({ nom: rols.nom });
    const created = new Set(newRoles.map((row) => row.nom));
    const roleIds = new Map(
      (await tx.select({ id: rols.idRol, nom: rols.nom }).from(rols)).map((row) => [row.nom, row.id]),
    );

    // Only the permissions inserted now come back, and only they are granted to their default
    // roles: a grant an administrator revoked stays revoked.
    const defaultRoles = new Map<string, SeedRole[]>();
    const permissionRows = SCREENS.flatMap((screen) =>
      screen.permissions.map(({ roles, ...permission }) => {
        defaultRoles.set(permission.endPoint, roles ?? screen.roles);
        return { ...permission, idPantalla: screenIds.get(screen.url)! };
      }),
    );
    // Inserted without a description: an empty one shows the portal's own in the reader's language
    // (permission-descriptions.ts in packages/domain).
    const inserted = await tx
      .insert(permisos)
      .values(permissionRows)
      .onConflictDoNothing({ target: permisos.endPoint })
      .returning({ id: permisos.idPermis, endPoint: permisos.endPoint });
    // A permission seeded when descriptions were stored in English, its text untouched since, gets
    // the portal's own too; one an administrator described keeps its words.
    const englishTexts = permissionRows.flatMap(({ endPoint }) =>
      [PERMISSION_DESCRIPTIONS[endPoint]?.en, FORMER_ENGLISH_DESCRIPTIONS[endPoint]].flatMap((text) =>
        text ? [sql`(${endPoint}, ${text})`] : [],
      ),
    );
    await tx
      .update(permisos)
      .set({ descripcio: '' })
      .where(sql`(${permisos.endPoint}, ${permisos.descripcio}) in (${sql.join(englishTexts, sql`, `)})`);
    const grants = inserted.flatMap((permission) =>
      defaultRoles
        .get(permission.endPoint)!
        .map((role) => ({ idRol: roleIds.get(role)!, idPermis: permission.id })),
    );
    // A role new to this database (a company role added to an installation that had customers
    // already) gets every permission it holds by default, the existing ones included.
    if (created.size > 0) {
      const permissionIds = new Map(
        (await tx.select({ id: permisos.idPermis, endPoint: permisos.endPoint }).from(permisos)).map(
          (row) => [row.endPoint, row.id],
        ),
      );
      for (const [endPoint, roles] of defaultRoles) {
        for (const role of roles.filter((name) => created.has(name))) {
          grants.push({ idRol: roleIds.get(role)!, idPermis: permissionIds.get(endPoint)! });
        }
      }
    }
    if (grants.length > 0) await tx.insert(rolPermisos).values(grants).onConflictDoNothing();

    await tx.insert(paises).values(COUNTRIES).onConflictDoNothing();
    // The spec's payment methods until the ERP's synchronisation brings its own list.
    await tx
      .insert(formasPago)
      .values(
        PAYMENT_METHODS.map((method) => ({
          codigo: method.code,
          nombre: paymentMethodName(method.code, 'es'),
          nombres: {
            ca: paymentMethodName(method.code, 'ca'),
            es: paymentMethodName(method.code, 'es'),
            en: paymentMethodName(method.code, 'en'),
          },
        })),
      )
      .onConflictDoNothing();

    await tx.insert(params).values(DEFAULT_PARAMS).onConflictDoNothing({ target: params.clau });
  });
}
