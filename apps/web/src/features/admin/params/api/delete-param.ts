// `DELETE /params/{id}`: removes a parameter (the screen asks first); the answer is notified.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeEnvelope } from '../../api/envelope.ts';
import { PARAMS_QUERY_KEY } from './fetch-params.ts';

export async function deleteParam(idParam: number): Promise<void> {
  await writeEnvelope<null>('DELETE', `/params/${idParam}`);
}

export function useDeleteParam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteParam,
    onSettled: () => client.invalidateQueries({ queryKey: PARAMS_QUERY_KEY }),
  });
}
