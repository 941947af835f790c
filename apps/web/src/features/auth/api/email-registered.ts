// `GET /usuaris/email/{email}` (spec §7): whether someone already has this address, so the
// registration form can say "already registered, try recovering the password" before sending.
import { emailTakenSchema } from '@portal/domain/accounts';
import type { Envelope } from '@portal/domain/api';
import { api } from '#shared/api/http-client.ts';

/**
 * True when the address is taken. A failure counts as free: this is only an early hint, and
 * `POST /clientes/create` refuses a taken address with 409 all the same.
 */
export async function isEmailRegistered(email: string): Promise<boolean> {
  try {
    const answer = await api.get<Envelope<unknown>>(`/usuaris/email/${encodeURIComponent(email)}`, {
      silent: true,
    });
    const parsed = emailTakenSchema.safeParse(answer?.dades);
    return parsed.success && parsed.data.registrat;
  } catch {
    return false;
  }
}
