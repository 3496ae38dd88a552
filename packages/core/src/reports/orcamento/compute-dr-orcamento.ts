import type { IsoDate } from '../../dates/dates';
import {
  computeDemonstracaoResultados,
  type DemonstracaoResultados,
  type DemonstracaoResultadosInput,
  type SomaDemonstracaoResultados,
} from '../demonstracao-resultados/compute-demonstracao-resultados';
import { type EstadoMes, estadoDosMeses } from './estado-meses';
import { executarComOrcamento, type LinhaOrcamento } from './linhas-orcamento';

export interface DrOrcamentoInput {
  ano: number;
  /** Today (Lisbon): which months are closed. */
  hoje: IsoDate;
  /** What the income statement is built from for the year (its depreciations, IRC rates and regime). */
  real: DemonstracaoResultadosInput;
  /** The budget lines summed by month, Categoria A, Subcategoria A and gasto (taxable base; income +). */
  orcamento: readonly SomaDemonstracaoResultados[];
}

export interface DrOrcamento {
  ano: number;
  /** Per month: closed, partial (this month) or future. */
  estadoMeses: EstadoMes[];
  /** The income statement's rows, budget (ano1) against real (ano2), with the year-end forecast. */
  linhas: LinhaOrcamento[];
  /** The income statement of the year (ano1 = ano2 = ano). */
  real: DemonstracaoResultados;
  /** The same statement on the budget lines: the year's depreciations, IRC on the budget's result. */
  orcamento: DemonstracaoResultados;
  /** On the real closed months and the budget of the others. */
  previsao: DemonstracaoResultados;
}

/**
 * 'DR Orçamento': the income statement's builder run three times for one year — on the ledger (the
 * income statement itself), on the budget, and on the ledger's closed months with the budget's other
 * months (the forecast) — with the same depreciations, IRC rates and regime, then compared row by row.
 */
export function computeDrOrcamento(input: DrOrcamentoInput): DrOrcamento {
  const estadoMeses = estadoDosMeses(input.ano, input.hoje);
  return {
    ano: input.ano,
    estadoMeses,
    ...executarComOrcamento(
      computeDemonstracaoResultados,
      input.real,
      input.orcamento,
      input.ano,
      estadoMeses,
    ),
  };
}
