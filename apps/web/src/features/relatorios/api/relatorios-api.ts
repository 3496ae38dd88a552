import type {
  AnaliseTicketMedio,
  CaixaInicial,
  DemonstracaoResultadosJson,
  DrOrcamento,
  FluxoCaixaOrcamento as FluxoCaixaOrcamentoResposta,
  FluxoDeCaixaJson,
  Irc,
  PontoEquilibrioResposta,
  PrazosManuais,
  PrevisaoIvaResposta,
  RegimeIrcJson,
  RegimesIvaManuais,
} from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import {
  ANALISES_EXPORTAVEIS,
  type RelatorioExportavel,
  type RelatorioOrcamentoExportavel,
} from '../exportar';
import {
  type FluxoCaixaOrcamento,
  fluxoCaixaOrcamentoDaApi,
  type RelatorioOrcamento,
  relatorioOrcamentoDaApi,
} from '../orcamento-resposta';
import { type RelatorioComparativo, relatorioDaApi } from '../relatorio-resposta';

const enc = encodeURIComponent;
const caixaInicial = () => contrato().then((c) => c.caixaInicial);
const irc = () => contrato().then((c) => c.irc);

/** Every report of a company sits under this key: saving depreciations or opening cash refreshes them all. */
export function relatoriosKey(empresaId: string) {
  return ['relatorios', empresaId] as const;
}

/** An analysis or a report as the screens use it: its rows in the core's shape (money in cents), the rest as sent. */
export type Analise<T extends { linhas: readonly unknown[] }> = Omit<T, 'linhas'> & RelatorioComparativo;

export type DemonstracaoResultadosResposta = Analise<DemonstracaoResultadosJson>;
export type FluxoCaixaResposta = Analise<FluxoDeCaixaJson>;

/** GET /get/demonstracao-resultados/{empresaId}/{lojaId}?ano=&ano2= (lojaId may be 'todas'). */
export const demonstracaoResultadosQuery = (empresaId: string, lojaId: string, ano1: number, ano2: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'demonstracao-resultados', lojaId, ano1, ano2],
    queryFn: async ({ signal }): Promise<DemonstracaoResultadosResposta> =>
      relatorioDaApi(
        await apiRequest<DemonstracaoResultadosJson>(
          `/get/demonstracao-resultados/${enc(empresaId)}/${enc(lojaId)}?ano=${ano1}&ano2=${ano2}`,
          { signal, resposta: () => contrato().then((c) => c.demonstracaoResultados) },
        ),
      ),
  });

/** GET /get/fluxo-caixa/{empresaId}/{lojaId}?ano=&ano2= */
export const fluxoCaixaQuery = (empresaId: string, lojaId: string, ano1: number, ano2: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'fluxo-caixa', lojaId, ano1, ano2],
    queryFn: async ({ signal }): Promise<FluxoCaixaResposta> =>
      relatorioDaApi(
        await apiRequest<FluxoDeCaixaJson>(
          `/get/fluxo-caixa/${enc(empresaId)}/${enc(lojaId)}?ano=${ano1}&ano2=${ano2}`,
          { signal, resposta: () => contrato().then((c) => c.fluxoDeCaixa) },
        ),
      ),
  });

export function useDemonstracaoResultados(empresaId: string, lojaId: string, ano1: number, ano2: number) {
  return useQuery(demonstracaoResultadosQuery(empresaId, lojaId, ano1, ano2));
}

export function useFluxoCaixa(empresaId: string, lojaId: string, ano1: number, ano2: number) {
  return useQuery(fluxoCaixaQuery(empresaId, lojaId, ano1, ano2));
}

/** GET /get/caixa-inicial/{empresaId}/{lojaId}?ano= — the opening cash of a year, in euros. */
export const caixaInicialQuery = (empresaId: string, lojaId: string, ano: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'caixa-inicial', lojaId, ano],
    queryFn: ({ signal }) =>
      apiRequest<CaixaInicial>(`/get/caixa-inicial/${enc(empresaId)}/${enc(lojaId)}?ano=${ano}`, {
        signal,
        resposta: caixaInicial,
      }),
  });

export function useCaixaInicial(empresaId: string, lojaId: string, ano: number) {
  return useQuery(caixaInicialQuery(empresaId, lojaId, ano));
}

/**
 * PUT /put/caixa-inicial/{empresaId}/{lojaId} { ano, valor } (euros; null goes back to the automatic
 * value) → the year's opening cash; refreshes the reports.
 */
export function useDefinirCaixaInicial(empresaId: string, lojaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ano: number; valor: number | null }) =>
      apiRequest<CaixaInicial>(`/put/caixa-inicial/${enc(empresaId)}/${enc(lojaId)}`, {
        method: 'PUT',
        body,
        resposta: caixaInicial,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relatoriosKey(empresaId) }),
  });
}

/** GET /get/irc/{empresaId} (admin): only the years with a rate of the company's (the others use the law's), and its regime. */
export const taxasIrcQuery = (empresaId: string) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'irc'],
    queryFn: ({ signal }) => apiRequest<Irc>(`/get/irc/${enc(empresaId)}`, { signal, resposta: irc }),
  });

export function useTaxasIrc(empresaId: string) {
  return useQuery(taxasIrcQuery(empresaId));
}

/**
 * PUT /put/irc/{empresaId} { ano, taxa } (admin; percent, null goes back to the law's rate) → the
 * company's rates. Only the income statement uses the rate, so only it is reloaded.
 */
export function useDefinirTaxaIrc(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ano: number; taxa: number | null }) =>
      apiRequest<Irc>(`/put/irc/${enc(empresaId)}`, { method: 'PUT', body, resposta: irc }),
    onSuccess: (taxas) => {
      queryClient.setQueryData(taxasIrcQuery(empresaId).queryKey, taxas);
      return queryClient.invalidateQueries({
        queryKey: [...relatoriosKey(empresaId), 'demonstracao-resultados'],
      });
    },
  });
}

/** PUT /put/irc/{empresaId}/regime { pme, derramaMunicipal } (admin) → as GET /get/irc; reloads the statements. */
export function useDefinirRegimeIrc(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegimeIrcJson) =>
      apiRequest<Irc>(`/put/irc/${enc(empresaId)}/regime`, { method: 'PUT', body, resposta: irc }),
    onSuccess: (taxas) => {
      queryClient.setQueryData(taxasIrcQuery(empresaId).queryKey, taxas);
      return queryClient.invalidateQueries({
        queryKey: [...relatoriosKey(empresaId), 'demonstracao-resultados'],
      });
    },
  });
}

/**
 * GET /get/relatorios/{empresaId}/{lojaId}/exportar.xlsx?relatorio=&ano=&ano2= (the analyses: GET
 * /get/analises/…) — the report as a
 * formatted XLSX; fetched with the session's bearer token (lib/download), not a plain link.
 */
export function caminhoExportacao(
  empresaId: string,
  lojaId: string,
  relatorio: RelatorioExportavel,
  ano1: number,
  ano2: number,
): string {
  const onde = ANALISES_EXPORTAVEIS.includes(relatorio) ? 'analises' : 'relatorios';
  return (
    `/get/${onde}/${enc(empresaId)}/${enc(lojaId)}/exportar.xlsx` +
    `?relatorio=${enc(relatorio)}&ano=${ano1}&ano2=${ano2}`
  );
}

/** GET /get/dr-orcamento/{empresaId}/{lojaId}?ano= — the income statement against the budget of a year. */
export const drOrcamentoQuery = (empresaId: string, lojaId: string, ano: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'dr-orcamento', lojaId, ano],
    queryFn: async ({ signal }): Promise<RelatorioOrcamento> =>
      relatorioOrcamentoDaApi(
        await apiRequest<DrOrcamento>(`/get/dr-orcamento/${enc(empresaId)}/${enc(lojaId)}?ano=${ano}`, {
          signal,
          resposta: () => contrato().then((c) => c.drOrcamento),
        }),
      ),
  });

/** GET /get/fluxo-caixa-orcamento/{empresaId}/{lojaId}?ano= — the cash flow against the budget, with the delays. */
export const fluxoCaixaOrcamentoQuery = (empresaId: string, lojaId: string, ano: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'fluxo-caixa-orcamento', lojaId, ano],
    queryFn: async ({ signal }): Promise<FluxoCaixaOrcamento> =>
      fluxoCaixaOrcamentoDaApi(
        await apiRequest<FluxoCaixaOrcamentoResposta>(
          `/get/fluxo-caixa-orcamento/${enc(empresaId)}/${enc(lojaId)}?ano=${ano}`,
          { signal, resposta: () => contrato().then((c) => c.fluxoCaixaOrcamento) },
        ),
      ),
  });

export function useDrOrcamento(empresaId: string, lojaId: string, ano: number) {
  return useQuery(drOrcamentoQuery(empresaId, lojaId, ano));
}

export function useFluxoCaixaOrcamento(empresaId: string, lojaId: string, ano: number) {
  return useQuery(fluxoCaixaOrcamentoQuery(empresaId, lojaId, ano));
}

/**
 * PUT /put/orcamento-prazos/{empresaId} { categoria_A, subcategoria_A, dias } (admin; null goes back to
 * the measured delay). Only the cash budget uses the delays, so only it is reloaded.
 */
export function useDefinirPrazo(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { categoria_A: string; subcategoria_A: string; dias: number | null }) =>
      apiRequest<PrazosManuais>(`/put/orcamento-prazos/${enc(empresaId)}`, {
        method: 'PUT',
        body,
        resposta: () => contrato().then((c) => c.prazosManuais),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...relatoriosKey(empresaId), 'fluxo-caixa-orcamento'] }),
  });
}

/** GET /get/orcamento-relatorios/{empresaId}/{lojaId}/exportar.xlsx?relatorio=&ano= — a budget report as XLSX. */
export function caminhoExportacaoOrcamento(
  empresaId: string,
  lojaId: string,
  relatorio: RelatorioOrcamentoExportavel,
  ano: number,
): string {
  return (
    `/get/orcamento-relatorios/${enc(empresaId)}/${enc(lojaId)}/exportar.xlsx` +
    `?relatorio=${enc(relatorio)}&ano=${ano}`
  );
}

/** GET /get/previsao-iva/{empresaId}/{lojaId}?ano=&ano2= — the VAT map of two years. */
export const previsaoIvaQuery = (empresaId: string, lojaId: string, ano1: number, ano2: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'previsao-iva', lojaId, ano1, ano2],
    queryFn: async ({ signal }): Promise<Analise<PrevisaoIvaResposta>> =>
      relatorioDaApi(
        await apiRequest<PrevisaoIvaResposta>(
          `/get/previsao-iva/${enc(empresaId)}/${enc(lojaId)}?ano=${ano1}&ano2=${ano2}`,
          { signal, resposta: () => contrato().then((c) => c.previsaoIva) },
        ),
      ),
  });

/** GET /get/analise-ticket-medio/{empresaId}/{lojaId}?ano=&ano2= */
export const analiseTicketMedioQuery = (empresaId: string, lojaId: string, ano1: number, ano2: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'analise-ticket-medio', lojaId, ano1, ano2],
    queryFn: async ({ signal }): Promise<Analise<AnaliseTicketMedio>> =>
      relatorioDaApi(
        await apiRequest<AnaliseTicketMedio>(
          `/get/analise-ticket-medio/${enc(empresaId)}/${enc(lojaId)}?ano=${ano1}&ano2=${ano2}`,
          { signal, resposta: () => contrato().then((c) => c.analiseTicketMedio) },
        ),
      ),
  });

/** GET /get/ponto-equilibrio/{empresaId}/{lojaId}?ano=&ano2= */
export const pontoEquilibrioQuery = (empresaId: string, lojaId: string, ano1: number, ano2: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'ponto-equilibrio', lojaId, ano1, ano2],
    queryFn: async ({ signal }): Promise<Analise<PontoEquilibrioResposta>> =>
      relatorioDaApi(
        await apiRequest<PontoEquilibrioResposta>(
          `/get/ponto-equilibrio/${enc(empresaId)}/${enc(lojaId)}?ano=${ano1}&ano2=${ano2}`,
          { signal, resposta: () => contrato().then((c) => c.pontoEquilibrio) },
        ),
      ),
  });

export function usePrevisaoIva(empresaId: string, lojaId: string, ano1: number, ano2: number) {
  return useQuery(previsaoIvaQuery(empresaId, lojaId, ano1, ano2));
}

export function useAnaliseTicketMedio(empresaId: string, lojaId: string, ano1: number, ano2: number) {
  return useQuery(analiseTicketMedioQuery(empresaId, lojaId, ano1, ano2));
}

export function usePontoEquilibrio(empresaId: string, lojaId: string, ano1: number, ano2: number) {
  return useQuery(pontoEquilibrioQuery(empresaId, lojaId, ano1, ano2));
}

/**
 * PUT /put/regime-iva/{empresaId} { ano, regime } (admin; null goes back to the €650 000 rule). Only the
 * VAT map uses the regime, so only it is reloaded.
 */
export function useDefinirRegimeIva(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ano: number; regime: 'mensal' | 'trimestral' | null }) =>
      apiRequest<RegimesIvaManuais>(`/put/regime-iva/${enc(empresaId)}`, {
        method: 'PUT',
        body,
        resposta: () => contrato().then((c) => c.regimesIvaManuais),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...relatoriosKey(empresaId), 'previsao-iva'] }),
  });
}
