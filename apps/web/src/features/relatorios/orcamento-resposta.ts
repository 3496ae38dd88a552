import { eurosToCents } from '@contas/core';
import type {
  DrOrcamento,
  FluxoCaixaOrcamento as FluxoCaixaOrcamentoResposta,
  LinhaDeRelatorioOrcamento,
  PrazoDePagamento,
} from '@contas/core/contrato';
import type { LinhaOrcamento, PrevisaoFecho } from '@contas/core/reports';
import { linhaDaApi } from './relatorio-resposta';

/** A budget report as the screens use it: the core's rows, money in cents. */
export type RelatorioOrcamento = Pick<DrOrcamento, 'ano' | 'loja' | 'estadoMeses' | 'semOrcamento'> & {
  linhas: readonly LinhaOrcamento[];
};

export type FluxoCaixaOrcamento = RelatorioOrcamento & { prazos: readonly PrazoDePagamento[] };

/** A line from the API to the core's shape: the comparison as any report line, the forecast in cents too. */
export function linhaOrcamentoDaApi(linha: LinhaDeRelatorioOrcamento): LinhaOrcamento {
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

export function relatorioOrcamentoDaApi(
  resposta: DrOrcamento | FluxoCaixaOrcamentoResposta,
): RelatorioOrcamento {
  return {
    ano: resposta.ano,
    loja: resposta.loja,
    estadoMeses: resposta.estadoMeses,
    semOrcamento: resposta.semOrcamento,
    linhas: resposta.linhas.map(linhaOrcamentoDaApi),
  };
}

export function fluxoCaixaOrcamentoDaApi(resposta: FluxoCaixaOrcamentoResposta): FluxoCaixaOrcamento {
  return { ...relatorioOrcamentoDaApi(resposta), prazos: resposta.resultadoFCOrcamento.prazos };
}
