// The team screen's calls (`/equip`, DESIGN §13), answered in the portal envelope: the team, its
// change log, and the writes, each shown as the 4 s toast and refreshing the team and its log.
// A refused form keeps its field errors for the dialog that sent it.
import type { Envelope } from '@portal/domain/api';
import type {
  InvitationBody,
  MemberUpdate,
  Team,
  TeamChange,
  TeamInvitation,
  TeamMember,
} from '@portal/domain/company-team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#shared/api/api-error.ts';
import { api } from '#shared/api/http-client.ts';
import { translateMessageKey } from '#shared/i18n/i18n.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';

export const TEAM_QUERY_KEY = ['equip'] as const;

export function useTeam() {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'team'],
    queryFn: async ({ signal }) => (await api.get<Envelope<Team>>('/equip', { signal })).dades,
  });
}

export function useTeamChanges() {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'registre'],
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<TeamChange[]>>('/equip/registre', { signal })).dades,
  });
}

/** A write: its answer as a toast; a refusal with field errors is left to the form. */
async function write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  try {
    const envelope =
      method === 'POST'
        ? await api.post<Envelope<T>>(path, body, { silent: true })
        : method === 'PUT'
          ? await api.put<Envelope<T>>(path, body, { silent: true })
          : await api.delete<Envelope<T>>(path, { silent: true });
    notifyEnvelope(envelope);
    return envelope.dades;
  } catch (error) {
    if (error instanceof ApiError && !error.body?.errors?.length) {
      const text = translateMessageKey(error.body?.missatge) ?? error.description;
      if (text) notifyEnvelope({ error: true, missatge: text });
    }
    throw error;
  }
}

function useTeamWrite<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

export const useInvite = () =>
  useTeamWrite((body: InvitationBody) => write<TeamInvitation>('POST', '/equip/invitacions', body));
export const useResendInvitation = () =>
  useTeamWrite((id: number) => write<TeamInvitation>('POST', `/equip/invitacions/${id}/reenviar`));
export const useRevokeInvitation = () =>
  useTeamWrite((id: number) => write<null>('DELETE', `/equip/invitacions/${id}`));
export const useUpdateMember = () =>
  useTeamWrite(({ id, body }: { id: number; body: MemberUpdate }) =>
    write<TeamMember>('PUT', `/equip/membres/${id}`, body),
  );
