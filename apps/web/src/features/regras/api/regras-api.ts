import type {
  Mensagem,
  PrevisaoDasRegras,
  RascunhoDeRegra,
  RegraDaEmpresa,
  RegrasAplicadas,
  RegrasDaEmpresa,
} from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { planilhaKey } from '../../planilha/api/planilha-api';
import { relatoriosKey } from '../../relatorios/api/relatorios-api';
import type { CorpoRegra } from '../regras';

const enc = encodeURIComponent;
const regrasKey = (empresaId: string) => ['regras', empresaId] as const;

/** GET /get/regras/{empresaId} → { regras, base } */
export const regrasQuery = (empresaId: string) =>
  queryOptions({
    queryKey: regrasKey(empresaId),
    queryFn: ({ signal }) =>
      apiRequest<RegrasDaEmpresa>(`/get/regras/${enc(empresaId)}`, {
        signal,
        resposta: async () => (await contrato()).regrasDaEmpresa,
      }),
  });

export function useRegras(empresaId: string) {
  return useQuery(regrasQuery(empresaId));
}

/** GET /get/regras/{empresaId}/por-classificar: asked when the person opens 'Aplicar', never cached. */
export function usePrevisaoRegras(empresaId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...regrasKey(empresaId), 'por-classificar'],
    queryFn: ({ signal }) =>
      apiRequest<PrevisaoDasRegras>(`/get/regras/${enc(empresaId)}/por-classificar`, {
        signal,
        resposta: async () => (await contrato()).previsaoDasRegras,
      }),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

/** GET /get/regras/{empresaId}/da-linha/{linhaId}: a rule prefilled from a classified row. */
export function useRascunhoRegra(empresaId: string, linhaId: string | null) {
  return useQuery({
    queryKey: [...regrasKey(empresaId), 'da-linha', linhaId],
    queryFn: ({ signal }) =>
      apiRequest<RascunhoDeRegra>(`/get/regras/${enc(empresaId)}/da-linha/${enc(linhaId ?? '')}`, {
        signal,
        resposta: async () => (await contrato()).rascunhoDeRegra,
      }),
    enabled: linhaId !== null,
    retry: false,
  });
}

function useInvalidarRegras(empresaId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: regrasKey(empresaId) });
}

/** POST /api/regras/{empresaId}, or PUT /put/regras/{empresaId}/{id} when the rule has an id. */
export function useGuardarRegra(empresaId: string) {
  const invalidar = useInvalidarRegras(empresaId);
  return useMutation({
    mutationFn: ({ id, corpo }: { id?: string; corpo: CorpoRegra }) =>
      id
        ? apiRequest<RegraDaEmpresa>(`/put/regras/${enc(empresaId)}/${enc(id)}`, {
            method: 'PUT',
            body: corpo,
            resposta: async () => (await contrato()).regraDaEmpresa,
          })
        : apiRequest<RegraDaEmpresa>(`/api/regras/${enc(empresaId)}`, {
            method: 'POST',
            body: corpo,
            resposta: async () => (await contrato()).regraDaEmpresa,
          }),
    onSuccess: invalidar,
  });
}

/** DELETE /delete/regras/{empresaId}/{id} */
export function useEliminarRegra(empresaId: string) {
  const invalidar = useInvalidarRegras(empresaId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Mensagem>(`/delete/regras/${enc(empresaId)}/${enc(id)}`, {
        method: 'DELETE',
        resposta: async () => (await contrato()).mensagem,
      }),
    onSuccess: invalidar,
  });
}

/** PUT /put/regras-base/{empresaId}/{id} { ativa } → the rules as they are now. */
export function useAtivarRegraBase(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativa }: { id: string; ativa: boolean }) =>
      apiRequest<RegrasDaEmpresa>(`/put/regras-base/${enc(empresaId)}/${enc(id)}`, {
        method: 'PUT',
        body: { ativa },
        resposta: async () => (await contrato()).regrasDaEmpresa,
      }),
    onSuccess: (regras) => queryClient.setQueryData(regrasKey(empresaId), regras),
  });
}

/** POST /api/regras/{empresaId}/aplicar: the spreadsheet and the reports change with it. */
export function useAplicarRegras(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RegrasAplicadas>(`/api/regras/${enc(empresaId)}/aplicar`, {
        method: 'POST',
        resposta: async () => (await contrato()).regrasAplicadas,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: regrasKey(empresaId) }),
        queryClient.invalidateQueries({ queryKey: planilhaKey(empresaId) }),
        queryClient.invalidateQueries({ queryKey: relatoriosKey(empresaId) }),
      ]),
  });
}
