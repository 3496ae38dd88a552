import type {
  ErroDeCorrespondencia,
  ErroResolvido,
  Mensagem,
  RelatorioDeErrosLimpo,
} from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';

const seg = encodeURIComponent;

export const errosCorrespondenciaQuery = (empresaId: string) =>
  queryOptions({
    queryKey: ['erros-correspondencia', empresaId],
    queryFn: () =>
      apiRequest<ErroDeCorrespondencia[]>(`/get/erros-correspondencia/${seg(empresaId)}`, {
        resposta: () => contrato().then((c) => c.relatorioDeErros),
      }),
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
      apiRequest<Mensagem>(`/delete/relatorio-erro/${seg(id)}`, {
        method: 'DELETE',
        resposta: () => contrato().then((c) => c.mensagem),
      }),
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
      apiRequest<RelatorioDeErrosLimpo>(`/delete/relatorio-erro/all/${seg(empresaId)}`, {
        method: 'DELETE',
        resposta: () => contrato().then((c) => c.relatorioDeErrosLimpo),
      }),
    onSuccess: () => queryClient.setQueryData(queryKey, []),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** PUT /put/relatorio-erro/{id}/resolvida: marks a line resolved, or undoes the mark; the list reloads. */
export function useMarcarResolvida(empresaId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = errosCorrespondenciaQuery(empresaId);
  return useMutation({
    mutationFn: ({ id, resolvida }: { id: string; resolvida: boolean }) =>
      apiRequest<ErroResolvido>(`/put/relatorio-erro/${seg(id)}/resolvida`, {
        method: 'PUT',
        body: { resolvida },
        resposta: () => contrato().then((c) => c.erroResolvido),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
