import { eurosToCents, type MonthValues } from '@contas/core';
import type { LinhaDeRelatorio } from '@contas/core/contrato';
import type { ComparedValues, ReportLine } from '@contas/core/reports';

/**
 * A comparative report as the screens use it: the core's shape, money in integer cents, so the
 * cells format with the core's formatEuros.
 */
export interface RelatorioComparativo {
  ano1: number;
  ano2: number;
  linhas: readonly ReportLine[];
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
export function linhaDaApi(linha: LinhaDeRelatorio): ReportLine {
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
export function relatorioDaApi<T extends { linhas: readonly LinhaDeRelatorio[] }>(
  resposta: T,
): Omit<T, 'linhas'> & { linhas: readonly ReportLine[] } {
  return { ...resposta, linhas: resposta.linhas.map(linhaDaApi) };
}
