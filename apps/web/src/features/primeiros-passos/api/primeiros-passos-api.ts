import type { PrimeirosPassos } from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';

const caminho = (empresaId: string) => `/empresa/${encodeURIComponent(empresaId)}/primeiros-passos`;

export const primeirosPassosQuery = (empresaId: string) =>
  queryOptions({
    queryKey: ['primeiros-passos', empresaId],
    queryFn: () =>
      apiRequest<PrimeirosPassos>(`/get${caminho(empresaId)}`, {
        resposta: () => contrato().then((c) => c.primeirosPassos),
      }),
  });

/** Only an admin's: the server answers 403 to the other roles. */
export function usePrimeirosPassos(empresaId: string, enabled: boolean) {
  return useQuery({ ...primeirosPassosQuery(empresaId), enabled });
}

export function useMarcarPrimeirosPassos(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marcas: { relatoriosVistos?: true; dispensado?: true }) =>
      apiRequest<PrimeirosPassos>(`/put${caminho(empresaId)}`, {
        method: 'PUT',
        body: marcas,
        resposta: () => contrato().then((c) => c.primeirosPassos),
      }),
    onSuccess: (passos) => queryClient.setQueryData(primeirosPassosQuery(empresaId).queryKey, passos),
  });
}
