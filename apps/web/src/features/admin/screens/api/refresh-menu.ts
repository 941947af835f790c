// The menu of the main layout is the stored session user's `menu`, read at login. After the
// screens are reordered it is read again (`GET /usuaris/self`) so that the administrator's own
// menu follows the new order at once; other users' menus follow at their next login.
import type { Envelope } from '@portal/domain/api';
import type { SelfUser } from '@portal/domain/auth';
import { api } from '#shared/api/http-client.ts';
import { updateStoredUser } from '#shared/session/session-storage.ts';

export async function refreshStoredMenu(): Promise<void> {
  // Silent: the reorder has been saved and notified; the menu then follows at the next login.
  const self = await api.get<Envelope<SelfUser>>('/usuaris/self', { silent: true });
  updateStoredUser({ menu: self.dades.menu });
}
