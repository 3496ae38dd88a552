import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ErroCorrespondencia } from '../relatorio-erros';

const seg = encodeURIComponent;

export const errosCorrespondenciaQuery = (empresaId: string) =>
  queryOptions({
    queryKey: ['erros-correspondencia', empresaId],
    queryFn: () => apiRequest<ErroCorrespondencia[]>(`/get/erros-correspondencia/${seg(empresaId)}`),
  });

/** GET /get/erros-correspondencia/{empresaId}. */
export function useErrosCorrespondencia(empresaId: string) {
  return useQuery(errosCorrespondenciaQuery(empresaId));
}

/** DELETE /delete/relatorio-erro/{id}: the line leaves the list at once, the list reloads after. */
export function useRemoverErro(empresaId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = errosCorrespondenciaQuery(empresaId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message?: string }>(`/delete/relatorio-erro/${seg(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(queryKey, (linhas) => linhas?.filter((linha) => linha._id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** DELETE /delete/relatorio-erro/all/{empresaId}. */
export function useRemoverTodosErros(empresaId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = errosCorrespondenciaQuery(empresaId);
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message?: string }>(`/delete/relatorio-erro/all/${seg(empresaId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(queryKey, []),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
