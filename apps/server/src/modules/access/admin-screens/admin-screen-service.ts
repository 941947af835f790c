// Screens in menu order, and reordering them: the menu of every user follows `ordre`.
import type { AdminScreen, ReorderScreens } from '@portal/domain/admin-screens';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { recordChange } from '../../change-log/change-log.ts';
import type { AdminScreenRepository } from './admin-screen-repository.ts';

export class AdminScreenService {
  constructor(
    private readonly db: Db,
    private readonly screens: AdminScreenRepository,
  ) {}

  list(): Promise<AdminScreen[]> {
    return this.screens.list();
  }

  /** Moves the screens named; one register row per screen whose position changed. */
  async reorder(entries: ReorderScreens, actor: number): Promise<AdminScreen[]> {
    return this.db.transaction(async (tx) => {
      const screens = this.screens.in(tx);
      const current = await screens.ordersOf(entries.map((entry) => entry.idPantalla));
      if (current.size !== entries.length) throw notFound('admin.screens.unknown');
      for (const { idPantalla, ordre } of entries) {
        const from = current.get(idPantalla)!;
        if (from === ordre) continue;
        await screens.setOrder(idPantalla, ordre);
        await recordChange(tx, {
          taula: 'pantalles',
          tipus: 'UPDATE',
          idRegistre: idPantalla,
          idUsuari: actor,
          detall: { ordre: { from, to: ordre } },
        });
      }
      return screens.list();
    });
  }
}
