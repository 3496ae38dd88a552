import { eurosToCents } from '@contas/core';
import type { EstadoMes, LinhaOrcamento, OrigemPrazo, PrevisaoFecho } from '@contas/core/reports';
import { type LinhaApi, linhaDaApi } from './relatorio-resposta';

/** The year-end forecast of a line as the API sends it (money in euros, ∆ % full precision). */
interface PrevisaoApi {
  orcamento: number;
  previsao: number;
  deltaEuros: number;
  deltaPercent: number;
}

/** A budget report line (apps/server `LinhaOrcamentoJson`): budget as ano1, real as ano2, the forecast. */
export interface LinhaOrcamentoApi extends Omit<LinhaApi, 'children'> {
  children?: readonly LinhaOrcamentoApi[];
  previsao: PrevisaoApi;
}

/** A group's payment delay in the cash budget (PrazoJson). */
export interface PrazoApi {
  categoria_A: string;
  subcategoria_A: string;
  dias: number;
  meses: number;
  origem: OrigemPrazo;
  medido: { dias: number; documentos: number } | null;
  manual: { dias: number; atualizadoEm: string; atualizadoPor: { _id: string; nome: string } | null } | null;
}

/** What both budget reports answer beside their SPEC §7 data (which the screens do not read). */
export interface RelatorioOrcamentoApi {
  ano: number;
  loja: { _id: string; nome: string };
  hoje: string;
  estadoMeses: EstadoMes[];
  semOrcamento: boolean;
  linhas: readonly LinhaOrcamentoApi[];
}

/** GET /get/fluxo-caixa-orcamento also says which payment delay moved each group's budget. */
export interface FluxoCaixaOrcamentoApi extends RelatorioOrcamentoApi {
  resultadoFCOrcamento: { prazos: PrazoApi[] };
}

/** A budget report as the screens use it: the core's rows, money in cents. */
export interface RelatorioOrcamento {
  ano: number;
  loja: { _id: string; nome: string };
  estadoMeses: readonly EstadoMes[];
  semOrcamento: boolean;
  linhas: readonly LinhaOrcamento[];
}

export interface FluxoCaixaOrcamento extends RelatorioOrcamento {
  prazos: readonly PrazoApi[];
}

/** A line from the API to the core's shape: the comparison as any report line, the forecast in cents too. */
export function linhaOrcamentoDaApi(linha: LinhaOrcamentoApi): LinhaOrcamento {
  const { previsao, children, ...resto } = linha;
  const dinheiro = linha.unidade === 'euros' ? eurosToCents : (n: number) => n;
  const previsaoFecho: PrevisaoFecho = {
    orcamento: dinheiro(previsao.orcamento),
    previsao: dinheiro(previsao.previsao),
    deltaEuros: dinheiro(previsao.deltaEuros),
    deltaPercent: previsao.deltaPercent,
  };
  // Converted without its sub-lines, which are budget lines and converted as such.
  const { children: _, ...convertida } = linhaDaApi(resto);
  return {
    ...convertida,
    ...(children && { children: children.map(linhaOrcamentoDaApi) }),
    previsao: previsaoFecho,
  };
}

export function relatorioOrcamentoDaApi(resposta: RelatorioOrcamentoApi): RelatorioOrcamento {
  return {
    ano: resposta.ano,
    loja: resposta.loja,
    estadoMeses: resposta.estadoMeses,
    semOrcamento: resposta.semOrcamento,
    linhas: resposta.linhas.map(linhaOrcamentoDaApi),
  };
}

export function fluxoCaixaOrcamentoDaApi(resposta: FluxoCaixaOrcamentoApi): FluxoCaixaOrcamento {
  return { ...relatorioOrcamentoDaApi(resposta), prazos: resposta.resultadoFCOrcamento.prazos };
}
