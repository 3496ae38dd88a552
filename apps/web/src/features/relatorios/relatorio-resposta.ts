import { eurosToCents, type MonthValues } from '@contas/core';
import type { ComparedValues, ReportLine, Unidade } from '@contas/core/reports';

/**
 * A comparative report as the screens use it: the core's shape, money in integer cents, so the
 * cells format with the core's formatEuros.
 */
export interface RelatorioComparativo {
  ano1: number;
  ano2: number;
  linhas: readonly ReportLine[];
}

/** The unit of a line in the API: money travels in euros (2 decimals), marked 'euros'. */
export type UnidadeApi = 'euros' | Unidade;

/** A report line as the server sends it (apps/server relatorio-json.ts `LinhaJson`). */
export interface LinhaApi extends Omit<ReportLine, 'unidade' | 'children'> {
  unidade: UnidadeApi;
  children?: readonly LinhaApi[];
}

export interface RelatorioApi {
  ano1: number;
  ano2: number;
  linhas: readonly LinhaApi[];
}

function mesesEmCentimos(valores: MonthValues): MonthValues {
  return {
    meses: valores.meses.map(eurosToCents),
    total: eurosToCents(valores.total),
    media: eurosToCents(valores.media),
  };
}

function valoresEmCentimos(valores: ComparedValues): ComparedValues {
  return {
    ano1: mesesEmCentimos(valores.ano1),
    ano2: mesesEmCentimos(valores.ano2),
    deltaEuros: mesesEmCentimos(valores.deltaEuros),
    // A percentage, not money.
    deltaPercent: valores.deltaPercent,
  };
}

/** A line from the API to the core's shape: euros to exact cents; quantities and percentages as they are. */
export function linhaDaApi(linha: LinhaApi): ReportLine {
  const { unidade, children, valores, ...resto } = linha;
  const dinheiro = unidade === 'euros';
  return {
    ...resto,
    unidade: dinheiro ? 'cents' : unidade,
    valores: dinheiro ? valoresEmCentimos(valores) : valores,
    ...(children && { children: children.map(linhaDaApi) }),
  };
}

/** The whole answer, its lines converted and every other field kept. */
export function relatorioDaApi<T extends RelatorioApi>(
  resposta: T,
): Omit<T, 'linhas'> & { linhas: readonly ReportLine[] } {
  return { ...resposta, linhas: (resposta.linhas ?? []).map(linhaDaApi) };
}
