// `PUT /usuaris/demanar-canvi-contrasenya` (spec §7): asks for a recovery link for an e-mail. The
// answer is the same whether an account has that address or not, so the page can only say "sent".
import type { RecoveryRequest } from '@portal/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function requestRecovery(body: RecoveryRequest): Promise<unknown> {
  // Silent: the page shows failures (429 above all) next to the form.
  return api.put('/usuaris/demanar-canvi-contrasenya', body, { silent: true });
}

export function useRequestRecovery() {
  return useMutation({ mutationFn: requestRecovery });
}
