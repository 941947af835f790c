// `PUT /permisos/reordenar`: new positions for the screens named. The answer (the screens in
// their new order) replaces the list, is shown as the permission calls' notification, and the
// stored menu is read again so the menu follows.
import type { AdminScreen, ReorderScreens } from '@portal/domain/admin-screens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { SCREENS_QUERY_KEY } from './fetch-screens.ts';
import { refreshStoredMenu } from './refresh-menu.ts';

export async function reorderScreens(body: ReorderScreens): Promise<AdminScreen[]> {
  const envelope = await writeEnvelope<AdminScreen[]>('PUT', '/permisos/reordenar', body, {
    permissionNotice: true,
  });
  return envelope.dades;
}

export function useReorderScreens() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderScreens,
    onSuccess: async (screens) => {
      client.setQueryData(SCREENS_QUERY_KEY, screens);
      // The order is saved either way; a failed read leaves the menu as it was until next login.
      await refreshStoredMenu().catch(() => undefined);
    },
    onError: () => client.invalidateQueries({ queryKey: SCREENS_QUERY_KEY }),
  });
}
