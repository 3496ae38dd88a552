import { formatEuros, formatPercent, MESES } from '@contas/core';
import type { PrazoDePagamento } from '@contas/core/contrato';
import {
  computeDrOrcamento,
  computeFluxoCaixaOrcamento,
  type EstadoMes,
  type LinhaOrcamento,
  MARCA_ESTADO_MES,
} from '@contas/core/reports';
import type { RelatorioOrcamento } from './orcamento-resposta';

/**
 * What a budget screen shows when its data could not be loaded (SPEC §8): every row, at zero, from
 * the builders the server uses. Not "no budget": nobody knows whether there is one.
 */
export function drOrcamentoVazio(
  ano: number,
  hoje: string,
  loja: RelatorioOrcamento['loja'],
): RelatorioOrcamento {
  const r = computeDrOrcamento({
    ano,
    hoje,
    real: { ano1: ano, ano2: ano, somas: [], depreciacoes: [] },
    orcamento: [],
  });
  return { ano, loja, estadoMeses: r.estadoMeses, semOrcamento: false, linhas: r.linhas };
}

export function fluxoCaixaOrcamentoVazio(
  ano: number,
  hoje: string,
  loja: RelatorioOrcamento['loja'],
): RelatorioOrcamento & { prazos: readonly PrazoDePagamento[] } {
  const r = computeFluxoCaixaOrcamento({
    ano,
    hoje,
    real: { ano1: ano, ano2: ano, somas: [] },
    linhas: [],
    prazos: [],
  });
  return { ano, loja, estadoMeses: r.estadoMeses, semOrcamento: false, linhas: r.linhas, prazos: [] };
}

/**
 * What the open months of the year mean, under the chart: the current month has the real figures so
 * far, a future one none yet (its Real and ∆ are empty, not a miss). Null when the year is closed.
 */
export function notaMesesAbertos(ano: number, estados: readonly EstadoMes[]): string | null {
  if (estados.every((e) => e === 'futuro')) {
    return `${ano} ainda não começou: só há valores orçamentados, sem valores reais para comparar.`;
  }
  const parcial = estados.indexOf('parcial');
  const futuros = estados.flatMap((e, i) => (e === 'futuro' ? [MESES[i] as string] : []));
  const partes: string[] = [];
  if (parcial >= 0) partes.push(`${MESES[parcial]}${MARCA_ESTADO_MES.parcial}: valores reais até hoje.`);
  if (futuros.length > 0) {
    const meses = futuros.length === 1 ? futuros[0] : `${futuros[0]} a ${futuros.at(-1)}`;
    partes.push(`${meses}${MARCA_ESTADO_MES.futuro}: ainda sem valores reais, só o orçamento.`);
  }
  return partes.length > 0 ? partes.join(' ') : null;
}

/** 'Previsão de fecho' of a line, in one sentence: real to date plus remaining budget, against the year's budget. */
export function textoPrevisao(linha: LinhaOrcamento): string {
  const { previsao, orcamento, deltaEuros, deltaPercent } = linha.previsao;
  const sinal = deltaEuros > 0 ? '+' : '';
  return (
    `Previsão de fecho de ${linha.label}: ${formatEuros(previsao)} ` +
    `(real + orçamento restante), ${sinal}${formatEuros(deltaEuros)} (${sinal}${formatPercent(deltaPercent)}) ` +
    `face ao orçamento anual de ${formatEuros(orcamento)}.`
  );
}
