// The invitee's calls (DESIGN §13): `GET /equip/invitacio/{token}` says whether the mailed link can
// still be used and for which address and company; `POST /equip/invitacio/acceptar` creates the
// login with the name and password chosen. Both silent: the page shows what went wrong in place.
import type { AcceptInvitation, InvitationLink } from '@portal/domain/company-team';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';

export function useInvitationLink(token: string | null) {
  return useQuery({
    queryKey: ['equip', 'invitacio', token],
    queryFn: ({ signal }) =>
      api.get<InvitationLink>(`/equip/invitacio/${encodeURIComponent(token!)}`, { silent: true, signal }),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitation) => api.post('/equip/invitacio/acceptar', body, { silent: true }),
  });
}
