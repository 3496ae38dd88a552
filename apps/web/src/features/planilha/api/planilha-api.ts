import type {
  EntradaHistorico,
  ExtratoPendente,
  LinhaPlanilha,
  Mensagem,
  PaginaPlanilha,
  PeriodoPlanilha,
} from '@contas/core/contrato';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { type ConsultaPlanilha, caminhoDaPagina, caminhoDoPeriodo } from '../consulta';
import type { MudancasApi } from '../mudancas-api';

const id = encodeURIComponent;

/** Every page of a company's spreadsheet, whatever the filter: what a change invalidates. */
export const planilhaKey = (empresaId: string) => ['planilha', empresaId] as const;

export const paginaPlanilhaQuery = (consulta: ConsultaPlanilha) =>
  queryOptions({
    queryKey: [...planilhaKey(consulta.empresaId), 'pagina', caminhoDaPagina(consulta)] as const,
    queryFn: ({ signal }) =>
      apiRequest<PaginaPlanilha>(caminhoDaPagina(consulta), {
        signal,
        resposta: () => contrato().then((c) => c.paginaPlanilha),
      }),
  });

/** A page of rows; the previous page stays on screen while the next one loads. */
export function usePaginaPlanilha(consulta: ConsultaPlanilha, enabled: boolean) {
  return useQuery({ ...paginaPlanilhaQuery(consulta), enabled, placeholderData: keepPreviousData });
}

/** The period that has rows: of the page's search and filters, or of one import. */
export const periodoPlanilhaQuery = (empresaId: string, de: Parameters<typeof caminhoDoPeriodo>[1]) =>
  queryOptions({
    queryKey: [...planilhaKey(empresaId), 'periodo', caminhoDoPeriodo(empresaId, de)] as const,
    queryFn: ({ signal }) =>
      apiRequest<PeriodoPlanilha>(caminhoDoPeriodo(empresaId, de), {
        signal,
        resposta: () => contrato().then((c) => c.periodoPlanilha),
      }),
  });

export function usePeriodoPlanilha(
  empresaId: string,
  de: Parameters<typeof caminhoDoPeriodo>[1],
  enabled: boolean,
) {
  return useQuery({ ...periodoPlanilhaQuery(empresaId, de), enabled });
}

export const extratosPendentesQuery = (empresaId: string) =>
  queryOptions({
    queryKey: [...planilhaKey(empresaId), 'extratos-pendentes'] as const,
    queryFn: () =>
      apiRequest<ExtratoPendente[]>(`/get/planilhas/${id(empresaId)}/extratos`, {
        resposta: () => contrato().then((c) => c.extratosPendentes),
      }),
  });

export function useExtratosPendentes(empresaId: string, enabled: boolean) {
  return useQuery({ ...extratosPendentesQuery(empresaId), enabled });
}

export const historicoQuery = (rowId: string) =>
  queryOptions({
    queryKey: ['planilha-historico', rowId] as const,
    queryFn: () =>
      apiRequest<EntradaHistorico[]>(`/get/planilha/${id(rowId)}/historico`, {
        resposta: () => contrato().then((c) => c.historicoLinha),
      }),
  });

export function useHistoricoLinha(rowId: string | undefined) {
  return useQuery({ ...historicoQuery(rowId ?? ''), enabled: rowId !== undefined });
}

/** PUT /put/planilha/{rowId}: one row's changes, checked against the version they were made on. */
export function guardarLinha(rowId: string, mudancas: MudancasApi, versao: number): Promise<LinhaPlanilha> {
  return apiRequest<LinhaPlanilha>(`/put/planilha/${id(rowId)}`, {
    method: 'PUT',
    body: { mudancas, versao },
    resposta: () => contrato().then((c) => c.linhaPlanilha),
  });
}

/** Reloads every page and the pending statements once a change landed. */
function useRecarregar(empresaId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planilhaKey(empresaId) });
}

export function useCriarLinha(empresaId: string) {
  const recarregar = useRecarregar(empresaId);
  return useMutation({
    mutationFn: ({ userId, dataEmissao }: { userId: string; dataEmissao: string }) =>
      apiRequest<LinhaPlanilha>('/api/planilha/criar-linha', {
        method: 'POST',
        body: { empresaId, userId, fatura: { dataEmissao } },
        resposta: () => contrato().then((c) => c.linhaPlanilha),
      }),
    onSuccess: recarregar,
  });
}

export function useDuplicarLinha(empresaId: string) {
  const recarregar = useRecarregar(empresaId);
  return useMutation({
    mutationFn: ({ rowId, userId }: { rowId: string; userId: string }) =>
      apiRequest<LinhaPlanilha>(`/api/planilha/duplicar-linha/${id(rowId)}`, {
        method: 'POST',
        body: { userId },
        resposta: () => contrato().then((c) => c.linhaPlanilha),
      }),
    onSuccess: recarregar,
  });
}

export function useRemoverLinha(empresaId: string) {
  const recarregar = useRecarregar(empresaId);
  return useMutation({
    mutationFn: ({ rowId, userId }: { rowId: string; userId: string }) =>
      apiRequest<Mensagem>(`/delete/planilha/${id(rowId)}`, {
        method: 'DELETE',
        body: { userId },
        resposta: () => contrato().then((c) => c.mensagem),
      }),
    onSuccess: recarregar,
  });
}

/**
 * POST /api/planilha/associar-manualmente. When the amounts differ, the server answers 409 with the
 * difference (diferencaPorConfirmar reads it) until the call says `confirmarDiferenca: true`.
 */
export function useAssociarExtrato(empresaId: string) {
  const recarregar = useRecarregar(empresaId);
  return useMutation({
    mutationFn: ({
      idPlanilha,
      idExtrato,
      confirmarDiferenca,
    }: {
      idPlanilha: string;
      idExtrato: string;
      confirmarDiferenca?: boolean;
    }) =>
      apiRequest<LinhaPlanilha>('/api/planilha/associar-manualmente', {
        method: 'POST',
        body: { idPlanilha, idExtrato, ...(confirmarDiferenca ? { confirmarDiferenca } : {}) },
        resposta: () => contrato().then((c) => c.linhaPlanilha),
      }),
    onSuccess: recarregar,
  });
}

export function useDesassociarExtrato(empresaId: string) {
  const recarregar = useRecarregar(empresaId);
  return useMutation({
    mutationFn: ({ idPlanilha }: { idPlanilha: string }) =>
      apiRequest<LinhaPlanilha>(`/put/planilha/${id(empresaId)}/desassociar`, {
        method: 'PUT',
        body: { idPlanilha },
        resposta: () => contrato().then((c) => c.linhaPlanilha),
      }),
    onSuccess: recarregar,
  });
}
