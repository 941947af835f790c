// Writes the reference data of access-catalogue.ts. Safe to run at every start: it inserts what
// is missing and updates screen presentation, and grants a permission only when it is new.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { PAYMENT_METHODS, paymentMethodName } from '@portal/domain/payment-methods';
import { formasPago, paises, pantalles, params, permisos, rolPermisos, rols } from '../schema/index.ts';
import { DEFAULT_PARAMS, ROLES, SCREENS } from './access-catalogue.ts';
import { COUNTRIES } from './countries.ts';

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const screenIds = new Map<string, number>();
    for (const screen of SCREENS) {
      const [row] = await tx
        .insert(pantalles)
        .values({
          url: screen.url,
          nom: screen.nom,
          icona: screen.icona,
          ordre: screen.ordre,
          menu: screen.menu,
        })
        .onConflictDoUpdate({
          target: pantalles.url,
          // The order is the administrator's to change; name, icon and menu flag follow the code.
          set: { nom: screen.nom, icona: screen.icona, menu: screen.menu },
        })
        .returning({ id: pantalles.idPantalla });
      screenIds.set(screen.url, row!.id);
    }
    for (const screen of SCREENS) {
      if (!screen.parentUrl) continue;
      await tx
        .update(pantalles)
        .set({ idPantallaPare: screenIds.get(screen.parentUrl)! })
        .where(eq(pantalles.url, screen.url));
    }

    const roleIds = new Map<string, number>();
    for (const role of ROLES) {
      const [row] = await tx
        .insert(rols)
        .values({ nom: role.nom, idPantallaInici: screenIds.get(role.homeUrl)! })
        .onConflictDoUpdate({ target: rols.nom, set: { nom: sql`excluded.nom` } })
        .returning({ id: rols.idRol });
      roleIds.set(role.nom, row!.id);
    }

    for (const screen of SCREENS) {
      for (const permission of screen.permissions) {
        const inserted = await tx
          .insert(permisos)
          .values({ ...permission, idPantalla: screenIds.get(screen.url)! })
          .onConflictDoNothing({ target: permisos.endPoint })
          .returning({ id: permisos.idPermis });
        const idPermis = inserted[0]?.id;
        if (idPermis === undefined) continue;
        for (const role of screen.roles) {
          await tx
            .insert(rolPermisos)
            .values({ idRol: roleIds.get(role)!, idPermis })
            .onConflictDoNothing();
        }
      }
    }

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

    for (const param of DEFAULT_PARAMS) {
      await tx.insert(params).values(param).onConflictDoNothing({ target: params.clau });
    }
  });
}
