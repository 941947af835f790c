// SQL of the screens administration, the access module's own: it owns `pantalles`, and the
// screens screen is how they change. Screens in menu order, and their positions.
import type { AdminScreen } from '@portal/domain/admin-screens';
import { asc, eq, inArray } from 'drizzle-orm';
import { Repository } from '../../../db/repository.ts';
import { pantalles } from '../../../db/schema/index.ts';

export class AdminScreenRepository extends Repository {
  async list(): Promise<AdminScreen[]> {
    return this.db
      .select({
        idPantalla: pantalles.idPantalla,
        name: pantalles.nombre,
        icon: pantalles.icona,
        url: pantalles.url,
        ordre: pantalles.orden,
        menu: pantalles.menu,
        idPantallaPare: pantalles.idPantallaPare,
      })
      .from(pantalles)
      .orderBy(asc(pantalles.orden), asc(pantalles.idPantalla));
  }

  async ordersOf(ids: number[]): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ idPantalla: pantalles.idPantalla, ordre: pantalles.orden })
      .from(pantalles)
      .where(inArray(pantalles.idPantalla, ids));
    return new Map(rows.map((row) => [row.idPantalla, row.ordre]));
  }

  async setOrder(idPantalla: number, ordre: number): Promise<void> {
    await this.db.update(pantalles).set({ orden: ordre }).where(eq(pantalles.idPantalla, idPantalla));
  }
}
