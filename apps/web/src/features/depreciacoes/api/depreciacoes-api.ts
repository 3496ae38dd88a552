import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { relatoriosKey } from '../../relatorios/api/relatorios-api';
import { type DepreciacaoAno, depreciacoesDoServidor } from '../depreciacoes';

const enc = encodeURIComponent;

/** GET /get/depreciations/{lojaId} → [{ year, <categoria>: euros, … }] */
export const depreciacoesQuery = (lojaId: string) =>
  queryOptions({
    queryKey: ['depreciacoes', lojaId],
    queryFn: async ({ signal }) =>
      depreciacoesDoServidor(await apiRequest<unknown>(`/get/depreciations/${enc(lojaId)}`, { signal })),
  });

export function useDepreciacoes(lojaId: string | undefined) {
  return useQuery({ ...depreciacoesQuery(lojaId ?? ''), enabled: lojaId !== undefined });
}

/**
 * PUT /put/depreciations/{empresaId}/{lojaId} { depreciations } → the saved list. The income
 * statement spreads these amounts over the months, so the company's reports are refreshed too.
 */
export function useSalvarDepreciacoes(empresaId: string, lojaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depreciations: DepreciacaoAno[]) =>
      apiRequest<unknown>(`/put/depreciations/${enc(empresaId)}/${enc(lojaId)}`, {
        method: 'PUT',
        body: { depreciations },
      }),
    onSuccess: (resposta) => {
      // The saved list when the server sends it; a reload confirms it either way.
      if (Array.isArray(resposta)) {
        queryClient.setQueryData(depreciacoesQuery(lojaId).queryKey, depreciacoesDoServidor(resposta));
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: depreciacoesQuery(lojaId).queryKey }),
        queryClient.invalidateQueries({ queryKey: relatoriosKey(empresaId) }),
      ]);
    },
  });
}
