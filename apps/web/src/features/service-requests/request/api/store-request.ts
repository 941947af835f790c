// What every change of a request does with the server's answer (cancel, status change, note):
// the answer is the request as it now is, so the page shows it at once without another read, and
// the lists that show the request (the customer's and the back office's) are read again.
import type { ServiceRequestDetail } from '@portal/domain/service-requests';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { REQUESTS_QUERY_KEY } from '../../customer/api/fetch-requests.ts';
import { BACK_OFFICE_QUERY_KEY } from '../../back-office/api/fetch-back-office.ts';
import { requestQueryKey } from './fetch-request.ts';

export function useStoreRequest() {
  const client = useQueryClient();
  return useCallback(
    (detail: ServiceRequestDetail) => {
      client.setQueryData(requestQueryKey(detail.numero), detail);
      void client.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: BACK_OFFICE_QUERY_KEY });
    },
    [client],
  );
}
