// `PUT /clientes/update`: the company's own data as the customer may change it. The portal keeps
// the change at once and sends it on to the ERP through the outbox. Field refusals show on the
// form's fields (silent); the answer (the profile itself, DESIGN §4) replaces the profile shown.
import type { CustomerProfile, CustomerUpdate } from '@portal/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/api/http-client.ts';
import { notifyEnvelope } from '#shared/notifications/notify.ts';
import { CUSTOMER_QUERY_KEY } from './fetch-customer.ts';

export function updateCustomer(body: CustomerUpdate): Promise<CustomerProfile> {
  return api.put<CustomerProfile>('/clientes/update', body, { silent: true });
}

export function useUpdateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (profile) => {
      client.setQueriesData<CustomerProfile>(
        { queryKey: [...CUSTOMER_QUERY_KEY, profile.codigo] },
        () => profile,
      );
      notifyEnvelope({ error: false, missatge: 'customers.updated' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY }),
  });
}
