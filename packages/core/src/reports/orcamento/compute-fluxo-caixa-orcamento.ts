import type { IsoDate } from '../../dates/dates';
import {
  computeFluxoCaixa,
  type FluxoCaixa,
  type FluxoCaixaInput,
  type SomaFluxoCaixa,
} from '../fluxo-caixa/compute-fluxo-caixa';
import type { RegimeIva } from '../previsao-iva/calendario-iva';
import { computeCaixaOrcamento, type LinhaCaixaOrcamento } from './compute-caixa-orcamento';
import { type EstadoMes, estadoDosMeses } from './estado-meses';
import { executarComOrcamento, type LinhaOrcamento } from './linhas-orcamento';
import type { PrazoPagamento } from './prazos-pagamento';

export interface FluxoCaixaOrcamentoInput {
  ano: number;
  /** Today (Lisbon): which months are closed. */
  hoje: IsoDate;
  /** What the cash flow is built from for the year (its sums and the opening cash). */
  real: FluxoCaixaInput;
  /** Budget lines of the year and of the year before (see computeCaixaOrcamento). */
  linhas: readonly LinhaCaixaOrcamento[];
  prazos: readonly PrazoPagamento[];
  /** The VAT regime of the year and of the one before: when the budget's VAT is paid (a year missing: quarterly). */
  regimes?: Readonly<Record<number, RegimeIva>>;
}

export interface FluxoCaixaOrcamento {
  ano: number;
  estadoMeses: EstadoMes[];
  /** The cash flow's rows, budget (ano1) against real (ano2), with the year-end forecast. */
  linhas: LinhaOrcamento[];
  real: FluxoCaixa;
  /** The cash flow of the budget, opening with the year's real opening cash. */
  orcamento: FluxoCaixa;
  previsao: FluxoCaixa;
  /** The budget as cash sums, month by month (what `orcamento` was built from). */
  somasOrcamento: SomaFluxoCaixa[];
  prazos: readonly PrazoPagamento[];
}

/**
 * 'Fluxo de Caixa Orçamento': the cash flow's builder run on the bank (the cash flow itself), on the
 * budget turned into cash (computeCaixaOrcamento) and on the bank's closed months with the budget's
 * other months; the three open with the same cash, the year's real opening cash.
 */
export function computeFluxoCaixaOrcamento(input: FluxoCaixaOrcamentoInput): FluxoCaixaOrcamento {
  const { ano } = input;
  const estadoMeses = estadoDosMeses(ano, input.hoje);
  const somasOrcamento = computeCaixaOrcamento({
    ano,
    linhas: input.linhas,
    prazos: input.prazos,
    ...(input.regimes && { regimes: input.regimes }),
  });
  return {
    ano,
    estadoMeses,
    ...executarComOrcamento(computeFluxoCaixa, input.real, somasOrcamento, ano, estadoMeses),
    somasOrcamento,
    prazos: input.prazos,
  };
}
