import type { TarefaDeImportacao } from '@contas/core/contrato';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';

const seg = encodeURIComponent;
/** How often a running import is asked about. */
const INTERVALO_MS = 500;

/**
 * GET /api/importacoes/{empresaId}/tarefas/{tarefaId}, asked again while the job runs. Until the upload's
 * request has written the job the server answers 404: asked again too.
 */
export function useTarefaDeImportacao(empresaId: string, tarefaId: string | undefined) {
  return useQuery({
    queryKey: ['tarefa-de-importacao', empresaId, tarefaId],
    enabled: tarefaId !== undefined,
    queryFn: async () => {
      try {
        return await apiRequest<TarefaDeImportacao>(
          `/api/importacoes/${seg(empresaId)}/tarefas/${seg(tarefaId ?? '')}`,
          { resposta: () => contrato().then((c) => c.tarefaDeImportacao) },
        );
      } catch (erro) {
        if (erro instanceof ApiError && erro.status === 404) return null;
        throw erro;
      }
    },
    refetchInterval: (query) =>
      query.state.data?.estado === 'a-correr' || !query.state.data ? INTERVALO_MS : false,
  });
}

/**
 * GET /api/importacoes/{empresaId}/tarefas: the company's imports still running (one started before the page was
 * opened again, or by someone else), asked again while there are any. When one ends, the history and every
 * other view of the data are stale.
 */
export function useImportacoesEmCurso(empresaId: string) {
  const queryClient = useQueryClient();
  const consulta = useQuery({
    queryKey: ['importacoes-em-curso', empresaId],
    queryFn: () =>
      apiRequest<TarefaDeImportacao[]>(`/api/importacoes/${seg(empresaId)}/tarefas`, {
        resposta: () => contrato().then((c) => c.tarefasDeImportacao),
      }),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? INTERVALO_MS : false),
  });
  const vistas = useRef(new Set<string>());
  useEffect(() => {
    if (!consulta.data) return;
    const agora = new Set(consulta.data.map((t) => t._id));
    const terminou = [...vistas.current].some((id) => !agora.has(id));
    vistas.current = agora;
    if (terminou)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'importacoes-em-curso' });
  }, [consulta.data, queryClient]);
  return consulta;
}
