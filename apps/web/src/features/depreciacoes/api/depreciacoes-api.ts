import type { DepreciacaoDoAno } from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { relatoriosKey } from '../../relatorios/api/relatorios-api';

const enc = encodeURIComponent;

const depreciacoes = () => contrato().then((c) => c.depreciacoes);

/** GET /get/depreciations/{lojaId} → [{ year, <categoria>: euros, … }], every category, by year. */
export const depreciacoesQuery = (lojaId: string) =>
  queryOptions({
    queryKey: ['depreciacoes', lojaId],
    queryFn: ({ signal }) =>
      apiRequest<DepreciacaoDoAno[]>(`/get/depreciations/${enc(lojaId)}`, { signal, resposta: depreciacoes }),
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
    mutationFn: (depreciations: DepreciacaoDoAno[]) =>
      apiRequest<DepreciacaoDoAno[]>(`/put/depreciations/${enc(empresaId)}/${enc(lojaId)}`, {
        method: 'PUT',
        body: { depreciations },
        resposta: depreciacoes,
      }),
    onSuccess: (guardadas) => {
      // The answer is the list as saved: no need to read it again.
      queryClient.setQueryData(depreciacoesQuery(lojaId).queryKey, guardadas);
      return queryClient.invalidateQueries({ queryKey: relatoriosKey(empresaId) });
    },
  });
}
