import type { ResumoResposta } from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { relatoriosKey } from './relatorios-api';

const enc = encodeURIComponent;

/** GET /get/summary/{empresaId}/{lojaId}?ano= (lojaId may be 'todas'); under the reports' key, so any change reloads it. */
export const resumoQuery = (empresaId: string, lojaId: string, ano: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'resumo', lojaId, ano],
    queryFn: ({ signal }) =>
      apiRequest<ResumoResposta>(`/get/summary/${enc(empresaId)}/${enc(lojaId)}?ano=${ano}`, {
        signal,
        resposta: () => contrato().then((c) => c.resumoDaEmpresa),
      }),
  });

export function useResumo(empresaId: string, lojaId: string, ano: number) {
  return useQuery(resumoQuery(empresaId, lojaId, ano));
}

/** PUT /put/capital-proprio/{empresaId} { ano, valor } (admin; euros, null removes) → reloads the summaries. */
export function useDefinirCapitalProprio(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ano: number; valor: number | null }) =>
      apiRequest<{ capitalProprio: ResumoResposta['capitalProprio'] }>(
        `/put/capital-proprio/${enc(empresaId)}`,
        { method: 'PUT', body, resposta: () => contrato().then((c) => c.capitalProprioGuardado) },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...relatoriosKey(empresaId), 'resumo'] }),
  });
}
